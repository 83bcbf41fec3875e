import { useMemo } from 'react';
import LinesGrid from '../../../components/lines-grid/LinesGrid';
import type { FilterModel } from '../../../lib/odata-query';
import { archiveLineColumns, archiveLineSelect } from '../lib/line-columns';
import type { ReportModule } from '../lib/report-module';

/** An archive's look-through lines (its perimeter's). Default export: AG Grid's lazy chunk. */
export default function ArchiveLinesGrid({
  module,
  perimeterId,
  filter,
  label,
}: {
  module: ReportModule;
  perimeterId: string;
  filter: FilterModel | null;
  label: string;
}) {
  const columns = useMemo(() => archiveLineColumns(module), [module]);
  const select = useMemo(() => archiveLineSelect(module), [module]);
  return (
    <LinesGrid
      perimeterId={perimeterId}
      columns={columns}
      select={select}
      filterModel={filter}
      label={label}
    />
  );
}
