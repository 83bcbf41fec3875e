import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { LookThroughSummary } from '@prisme/domain';
import { formatAmount, formatCount, formatShare } from '../../../../lib/format';

/** The data items missing over the perimeter: lines and value concerned. */
export function MissingDataTable({
  missing,
  total,
}: {
  missing: LookThroughSummary['missing'];
  total: number;
}) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Données manquantes">
        <TableHead>
          <TableRow>
            <TableCell>Donnée manquante</TableCell>
            <TableCell align="right">Lignes</TableCell>
            <TableCell align="right">Valeur de marché</TableCell>
            <TableCell align="right">Part de la valeur</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {missing.map((row) => (
            <TableRow key={row.item}>
              <TableCell component="th" scope="row">
                {row.label}
              </TableCell>
              <TableCell align="right">{formatCount(row.lineCount)}</TableCell>
              <TableCell align="right">{formatAmount(row.marketValue)}</TableCell>
              <TableCell align="right">
                {total === 0 ? '' : formatShare(row.marketValue / total)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
