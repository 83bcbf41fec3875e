import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { MISSING_DATA_ITEMS, type LookThroughQuality } from '@prisme/domain';
import { formatAmount, formatCount, formatShare } from '../../../../lib/format';
import { MISSING_ITEMS } from '../../lib/quality-csv';

/** The rule each part of the value met (Art. 84, 168(3) DR), with its article. */
const SHARES: Array<[keyof LookThroughQuality, string]> = [
  ['lookedThroughShare', 'Transparisé (art. 84(1))'],
  ['targetAllocationShare', 'Allocation cible (art. 84(3))'],
  ['lastReportedShare', 'Dernière allocation (art. 84(3))'],
  ['dataGroupingShare', 'Regroupement de données (art. 84(3))'],
  ['notLookedThroughShare', 'Non transparisé : action de type 2 (art. 168(3))'],
  ['groupingLimitShare', 'Au-delà de la limite de 20 % : action de type 2 (art. 84(3), 168(3))'],
];

/**
 * How each fund (or portfolio) was looked through, as shares of its value, and how many
 * of its lines lack each data item. Wide: it scrolls sideways, the code column stays.
 */
export function QualityTable({ rows, label }: { rows: LookThroughQuality[]; label: string }) {
  return (
    <TableContainer sx={{ maxHeight: 400 }}>
      <Table size="small" stickyHeader aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell rowSpan={2}>Code</TableCell>
            <TableCell rowSpan={2}>Libellé</TableCell>
            <TableCell rowSpan={2} align="right">
              Valeur de marché
            </TableCell>
            <TableCell colSpan={SHARES.length} align="center">
              Part de la valeur
            </TableCell>
            <TableCell colSpan={MISSING_ITEMS.length} align="center">
              Lignes sans donnée
            </TableCell>
          </TableRow>
          <TableRow>
            {SHARES.map(([key, title]) => (
              <TableCell key={key} align="right" sx={{ top: 37 }}>
                {title}
              </TableCell>
            ))}
            {MISSING_ITEMS.map((item) => (
              <TableCell key={item} align="right" sx={{ top: 37 }}>
                {MISSING_DATA_ITEMS[item]}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.code}>
              <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                {row.code}
              </TableCell>
              <TableCell>{row.name ?? ''}</TableCell>
              <TableCell align="right">{formatAmount(row.marketValue)}</TableCell>
              {SHARES.map(([key]) => (
                <TableCell key={key} align="right">
                  {formatShare((row[key] as number | undefined) ?? 0)}
                </TableCell>
              ))}
              {MISSING_ITEMS.map((item) => (
                <TableCell key={item} align="right">
                  {formatCount(row.missing[item] ?? 0)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
