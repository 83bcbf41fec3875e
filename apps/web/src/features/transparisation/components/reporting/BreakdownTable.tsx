import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { BreakdownItem } from '@prisme/domain';
import { formatAmount, formatCount, formatShare } from '../../../../lib/format';

/** MUI's footer cells are small and grey: a total reads as body text, in bold. */
const TOTAL_ROW = {
  '& > .MuiTableCell-root': { typography: 'body2', fontWeight: 600, color: 'text.primary' },
} as const;

/** Every slice of a breakdown, largest first, with the total. */
export function BreakdownTable({ items, title }: { items: BreakdownItem[]; title: string }) {
  const sorted = [...items].sort((a, b) => b.marketValue - a.marketValue);
  const sum = (pick: (item: BreakdownItem) => number) =>
    items.reduce((total, item) => total + pick(item), 0);
  return (
    <TableContainer sx={{ maxHeight: 320 }}>
      <Table size="small" stickyHeader aria-label={`Répartition par ${title.toLowerCase()}`}>
        <TableHead>
          <TableRow>
            <TableCell>{title}</TableCell>
            <TableCell align="right">Valeur de marché</TableCell>
            <TableCell align="right">Part</TableCell>
            <TableCell align="right">Lignes</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {sorted.map((item) => (
            <TableRow key={item.key}>
              <TableCell component="th" scope="row">
                {item.label}
              </TableCell>
              <TableCell align="right">{formatAmount(item.marketValue)}</TableCell>
              <TableCell align="right">{formatShare(item.share)}</TableCell>
              <TableCell align="right">{formatCount(item.lineCount)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow sx={TOTAL_ROW}>
            <TableCell component="th" scope="row">
              Total
            </TableCell>
            <TableCell align="right">{formatAmount(sum((item) => item.marketValue))}</TableCell>
            <TableCell align="right">{formatShare(sum((item) => item.share))}</TableCell>
            <TableCell align="right">{formatCount(sum((item) => item.lineCount))}</TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
