import { DrillButton } from '../../../../components/DrillButton';
import type { FilterModel } from '../../../../lib/odata-query';
import type { ResultKind, useArchiveResult } from '../../api/archive-reports-api';

/** Opens the lines behind a figure: the filter, then the words that say what they are. */
export type Drill = (filter: FilterModel) => (what: string) => void;

/** An archived result of one kind, as the archive reports read it. */
export type ResultData<K extends ResultKind> = NonNullable<
  ReturnType<typeof useArchiveResult<K>>['data']
>;

/** A filter on one text column of the lines: its value exactly. */
export const equals = (filter: string) => ({ filterType: 'text', type: 'equals', filter });

/** A drill button for a figure of the archive. */
export const drillButton = (drill: Drill, filter: FilterModel | null, what: string) => (
  <DrillButton filter={filter} onDrill={(f) => drill(f)(what)} what={what} />
);
