import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LiquidityResult } from '@prisme/domain';
import { DrillButton } from '../../../components/DrillButton';
import { FigureTable } from '../../../components/FigureTable';
import { KPI_GRID_SX, KpiCard as Kpi } from '../../../components/KpiCard';
import { formatCount, formatEuros } from '../../../lib/format';
import type { FilterModel } from '../../../lib/odata-query';
import {
  formatDays,
  formatRatio,
  securityFilter,
  statusFilter,
  underlyingLabel,
} from '../lib/liquidity-figures';
import { useScenarioChoice } from './ScenarioSelect';

/**
 * The derivatives under a scenario (esg-and-liquidity §3.6.4: not sold, their margin
 * needs apart): exposures, the initial margin of the standardised schedule, the variation
 * margin the scenario's move calls within each horizon, set against what the long book
 * raises by then; each to its lines.
 */
export function DerivativesBlock({
  result,
  onDrill,
}: {
  result: LiquidityResult;
  onDrill: (filter: FilterModel) => void;
}) {
  const { scenario, picker } = useScenarioChoice(result);
  const block = scenario?.derivatives;
  if (!scenario || !block)
    return (
      <Typography variant="body2" color="text.secondary">
        Résultat calculé avant le bloc des dérivés : relancez le calcul pour l’obtenir.
      </Typography>
    );
  if (block.count === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        Aucun dérivé dans le périmètre.
      </Typography>
    );
  return (
    <Stack spacing={2}>
      {picker}
      <Typography variant="body2" color="text.secondary">
        Estimation : marge initiale au barème standard BCBS-IOSCO (part du notionnel par sous-jacent
        et maturité, à confirmer, hors référence) ; marge de variation au mouvement à 10 jours du
        barème, ramené à l’horizon (√(h/10)) et multiplié par {formatRatio(block.multiplier)} sous
        ce scénario, contre l’exposition nette de chaque sous-jacent. Une option achetée n’appelle
        pas de marge.
      </Typography>
      <Box sx={KPI_GRID_SX}>
        <Kpi
          label="Dérivés"
          value={formatCount(block.count)}
          detail={
            <DrillButton filter={statusFilter('derivative')} onDrill={onDrill} what="dérivés" />
          }
        />
        <Kpi
          label="Exposition brute"
          value={formatEuros(block.grossExposure)}
          detail={`Nette : ${formatEuros(block.netExposure)} ; valeur ${formatEuros(block.marketValue)}`}
        />
        <Kpi
          label="Marge initiale estimée"
          value={formatEuros(block.initialMargin)}
          detail={`Sous stress : ${formatEuros(block.stressedInitialMargin)}`}
        />
      </Box>
      <FigureTable
        label={`Appels de marge et trésorerie, scénario ${scenario.scenario.name}`}
        rows={block.horizons}
        rowKey={(h) => String(h.horizon)}
        columns={[
          { header: 'Horizon', cell: (h) => formatDays(h.horizon) },
          {
            header: 'Marge de variation',
            numeric: true,
            cell: (h) => formatEuros(h.variationMargin),
          },
          {
            header: 'Trésorerie nécessaire',
            numeric: true,
            cell: (h) => formatEuros(h.cashNeeded),
          },
          {
            header: 'Disponible (actifs longs)',
            numeric: true,
            cell: (h) => formatEuros(h.available),
          },
          {
            header: 'Couverture',
            numeric: true,
            cell: (h) => (h.coverage === null ? '—' : formatRatio(h.coverage)),
          },
        ]}
      />
      <FigureTable
        label="Dérivés par sous-jacent"
        rows={block.byUnderlying}
        rowKey={(u) => u.underlying}
        columns={[
          { header: 'Sous-jacent', cell: (u) => underlyingLabel(u.underlying) },
          { header: 'Dérivés', numeric: true, cell: (u) => formatCount(u.count) },
          { header: 'Exposition brute', numeric: true, cell: (u) => formatEuros(u.grossExposure) },
          { header: 'Exposition nette', numeric: true, cell: (u) => formatEuros(u.netExposure) },
          { header: 'Marge initiale', numeric: true, cell: (u) => formatEuros(u.initialMargin) },
        ]}
      />
      <FigureTable
        label="Principaux dérivés par notionnel"
        rows={block.lines}
        rowKey={(l) => l.code}
        columns={[
          { header: 'Code', cell: (l) => l.code },
          { header: 'Libellé', cell: (l) => l.name ?? '' },
          { header: 'Sous-jacent', cell: (l) => underlyingLabel(l.underlying) },
          { header: 'Notionnel', numeric: true, cell: (l) => formatEuros(l.notional) },
          { header: 'Valeur', numeric: true, cell: (l) => formatEuros(l.value) },
          { header: 'Marge initiale', numeric: true, cell: (l) => formatEuros(l.initialMargin) },
          {
            header: 'Détail',
            numeric: true,
            cell: (l) => (
              <DrillButton filter={securityFilter(l.code)} onDrill={onDrill} what={l.code} />
            ),
          },
        ]}
      />
    </Stack>
  );
}
