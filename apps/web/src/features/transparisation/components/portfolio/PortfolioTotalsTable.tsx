import { Fragment, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import { formatAmount, formatCount, formatShare } from '../../../../lib/format';
import type { PortfolioGroup, PositionTotals } from '../../lib/position-groups';

/** MUI's footer cells are small and grey: a total reads as body text, in bold. */
const TOTAL_ROW = {
  '& > .MuiTableCell-root': { typography: 'body2', fontWeight: 600, color: 'text.primary' },
  // Stays in view at the bottom of the scrolled table, as the header does at the top.
  '& > td, & > th': { position: 'sticky', bottom: 0, bgcolor: 'background.paper' },
} as const;

/** Up to this many compartment rows, every portfolio starts unfolded. */
const UNFOLDED_UP_TO = 20;

function Figures({ totals, share }: { totals: PositionTotals; share: number | null }) {
  return (
    <>
      <TableCell align="right">{formatCount(totals.lineCount)}</TableCell>
      <TableCell align="right">{formatAmount(totals.marketValueRc)}</TableCell>
      <TableCell align="right">{formatAmount(totals.accruedInterestRc)}</TableCell>
      <TableCell align="right">{share === null ? '' : formatShare(share)}</TableCell>
    </>
  );
}

/**
 * Totals by portfolio, unfolding into their compartments, and the perimeter's total:
 * the grouping that AG Grid Community cannot do in the grid below (row grouping is an
 * Enterprise feature). A table rather than computed group rows in the grid, so that the
 * grid's own sorting and filtering keep working on plain position rows.
 */
export function PortfolioTotalsTable({
  groups,
  total,
}: {
  groups: PortfolioGroup[];
  total: PositionTotals;
}) {
  const compartmentRows = groups.reduce((sum, group) => sum + group.compartments.length, 0);
  const [folded, setFolded] = useState<ReadonlySet<string>>(() =>
    compartmentRows <= UNFOLDED_UP_TO ? new Set() : new Set(groups.map((g) => g.portfolioCode)),
  );
  const toggle = (code: string) =>
    setFolded((current) => {
      const next = new Set(current);
      if (!next.delete(code)) next.add(code);
      return next;
    });

  return (
    <TableContainer sx={{ maxHeight: 360 }}>
      <Table size="small" stickyHeader aria-label="Totaux par portefeuille et compartiment">
        <TableHead>
          <TableRow>
            <TableCell>Portefeuille / compartiment</TableCell>
            <TableCell align="right">Lignes</TableCell>
            <TableCell align="right">Valeur de marché (devise de référence)</TableCell>
            <TableCell align="right">Coupon couru</TableCell>
            <TableCell align="right">Part</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {groups.map((group) => {
            const open = !folded.has(group.portfolioCode);
            return (
              <Fragment key={group.portfolioCode}>
                <TableRow>
                  <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                    <IconButton
                      size="small"
                      aria-expanded={open}
                      aria-label={`${open ? 'Masquer' : 'Afficher'} les compartiments de ${group.portfolioCode}`}
                      onClick={() => toggle(group.portfolioCode)}
                      sx={{ mr: 0.5 }}
                    >
                      {open ? (
                        <KeyboardArrowDown fontSize="small" />
                      ) : (
                        <KeyboardArrowRight fontSize="small" />
                      )}
                    </IconButton>
                    {group.portfolioCode}
                  </TableCell>
                  <Figures totals={group} share={group.share} />
                </TableRow>
                {open &&
                  group.compartments.map((compartment) => (
                    <TableRow key={compartment.compartmentCode}>
                      <TableCell component="th" scope="row" sx={{ pl: 7 }}>
                        {compartment.compartmentCode}
                      </TableCell>
                      <Figures totals={compartment} share={null} />
                    </TableRow>
                  ))}
              </Fragment>
            );
          })}
        </TableBody>
        <TableFooter>
          <TableRow sx={TOTAL_ROW}>
            <TableCell component="th" scope="row">
              Total du périmètre
            </TableCell>
            <Figures totals={total} share={total.lineCount > 0 ? 1 : null} />
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
