import { useMemo } from 'react';
import Typography from '@mui/material/Typography';
import type { ScrResultPayload } from '@prisme/domain';
import LinesGrid from '../../../components/lines-grid/LinesGrid';
import {
  SCR_LINE_ORDER,
  SCR_LINE_SELECT,
  SCR_REASONS_LEGEND,
  scrLineColumns,
} from './scr-line-columns';

/** The computed perimeter's lines with their SCR. Default export: AG Grid's lazy chunk. */
export default function ScrLinesGrid({
  perimeterId,
  reasons,
}: {
  perimeterId: string;
  reasons: ScrResultPayload['reasons'];
}) {
  const columns = useMemo(() => scrLineColumns(reasons), [reasons]);
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {SCR_REASONS_LEGEND}
      </Typography>
      <LinesGrid
        perimeterId={perimeterId}
        columns={columns}
        select={SCR_LINE_SELECT}
        defaultOrder={SCR_LINE_ORDER}
        label="Lignes et contributions au SCR"
      />
    </>
  );
}
