import LinesGrid from '../../../../components/lines-grid/LinesGrid';
import { LINE_COLUMNS, LINE_SELECT } from './line-columns';

/** The look-through lines of the perimeter. Default export: AG Grid's lazy chunk. */
export default function LookThroughLinesGrid({ perimeterId }: { perimeterId: string }) {
  return (
    <LinesGrid
      perimeterId={perimeterId}
      columns={LINE_COLUMNS}
      select={LINE_SELECT}
      label="Lignes transparisées"
    />
  );
}
