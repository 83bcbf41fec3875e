import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { HQLA_CATEGORY_RULES, HQLA_COMPOSITION, type LiquidityResult } from '@prisme/domain';
import { DrillButton } from '../../../components/DrillButton';
import { FigureTable } from '../../../components/FigureTable';
import { KPI_GRID_SX, KpiCard as Kpi } from '../../../components/KpiCard';
import { formatEuros, formatShare } from '../../../lib/format';
import type { FilterModel } from '../../../lib/odata-query';
import { portfolioFilter } from '../lib/liquidity-figures';

/**
 * The informative HQLA summary (esg-and-liquidity §3.4): levels 1, 2A and 2B of
 * Delegated Regulation 2015/61 before and after the minimum haircuts — Art. 15's for
 * what is held through funds — for the perimeter and each portfolio, to its lines.
 */
export function HqlaSummary({
  result,
  onDrill,
}: {
  result: LiquidityResult;
  onDrill: (filter: FilterModel) => void;
}) {
  const hqla = result.hqla;
  if (!hqla)
    return (
      <Typography variant="body2" color="text.secondary">
        Résultat calculé avant la synthèse HQLA : relancez le calcul pour l’obtenir.
      </Typography>
    );
  const { whole } = hqla;
  return (
    <Stack spacing={2}>
      <Box sx={KPI_GRID_SX}>
        <Kpi
          label="HQLA après décotes"
          value={formatEuros(whole.totalAfter)}
          detail={`${formatShare(whole.weightedShare)} de la valeur longue ; ${formatEuros(whole.totalBefore)} avant décotes`}
        />
        <Kpi
          label="Part du niveau 1"
          value={formatShare(whole.level1Share)}
          detail={`Une banque en exigerait au moins ${formatShare(HQLA_COMPOSITION.level1Min)} (art. 17)`}
        />
        <Kpi
          label="Part du niveau 2B"
          value={formatShare(whole.level2BShare)}
          detail={`Une banque en admettrait au plus ${formatShare(HQLA_COMPOSITION.level2BMax)} (art. 17)`}
        />
      </Box>
      <FigureTable
        label="HQLA par niveau"
        rows={whole.levels}
        rowKey={(l) => l.level}
        columns={[
          { header: 'Niveau', cell: (l) => `Niveau ${l.level}` },
          { header: 'Détenu en direct', numeric: true, cell: (l) => formatEuros(l.before) },
          { header: 'Via des OPC', numeric: true, cell: (l) => formatEuros(l.ciuBefore) },
          { header: 'Après décote', numeric: true, cell: (l) => formatEuros(l.after + l.ciuAfter) },
        ]}
      />
      <FigureTable
        label="HQLA par catégorie et décote"
        rows={whole.categories}
        rowKey={(c) => c.category}
        columns={[
          {
            header: 'Catégorie',
            cell: (c) =>
              HQLA_CATEGORY_RULES[c.category].label +
              (HQLA_CATEGORY_RULES[c.category].unconfirmed ? ' (décote à confirmer)' : ''),
          },
          { header: 'Niveau', cell: (c) => HQLA_CATEGORY_RULES[c.category].level ?? '' },
          {
            header: 'Décote directe / via OPC',
            numeric: true,
            cell: (c) =>
              `${formatShare(HQLA_CATEGORY_RULES[c.category].haircut)} / ${formatShare(HQLA_CATEGORY_RULES[c.category].ciuHaircut)}`,
          },
          { header: 'Avant décote', numeric: true, cell: (c) => formatEuros(c.before) },
          { header: 'Dont via OPC', numeric: true, cell: (c) => formatEuros(c.ciuBefore) },
          { header: 'Après décote', numeric: true, cell: (c) => formatEuros(c.after) },
        ]}
      />
      <FigureTable
        label="HQLA par portefeuille"
        rows={hqla.byPortfolio}
        rowKey={(g) => g.key}
        columns={[
          { header: 'Portefeuille', cell: (g) => g.label },
          { header: 'Valeur longue', numeric: true, cell: (g) => formatEuros(g.longValue) },
          { header: 'Avant décotes', numeric: true, cell: (g) => formatEuros(g.totalBefore) },
          { header: 'Après décotes', numeric: true, cell: (g) => formatEuros(g.totalAfter) },
          { header: 'Part pondérée', numeric: true, cell: (g) => formatShare(g.weightedShare) },
          { header: 'Niveau 1', numeric: true, cell: (g) => formatShare(g.level1Share) },
          { header: 'Niveau 2B', numeric: true, cell: (g) => formatShare(g.level2BShare) },
          {
            header: 'Détail',
            numeric: true,
            cell: (g) => (
              <DrillButton filter={portfolioFilter(g.key)} onDrill={onDrill} what={g.label} />
            ),
          },
        ]}
      />
    </Stack>
  );
}
