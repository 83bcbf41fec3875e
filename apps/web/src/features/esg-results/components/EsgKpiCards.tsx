import Box from '@mui/material/Box';
import type { EsgResult } from '@prisme/domain';
import { KPI_GRID_SX, KpiCard as Kpi } from '../../../components/KpiCard';
import { formatCount, formatEuros, formatShare } from '../../../lib/format';
import {
  formatCoveredShare,
  formatMetric,
  formatScore,
  formatTemperature,
  NOT_COVERED,
} from '../lib/esg-figures';

/** Below this coverage a score says little (a warning, not a refusal). */
const LOW_COVERAGE = 0.5;

/** A score with its letter on the model scale (« BBB · 5,39 / 10 »), or « non couvert ». */
const scoreValue = (aggregate: { letter: string | null; score: number | null }, scale: number) =>
  aggregate.letter
    ? `${aggregate.letter} · ${formatScore(aggregate.score)} / ${scale}`
    : NOT_COVERED;

/** The headline figures of the ESG analysis. */
export function EsgKpiCards({ result }: { result: EsgResult }) {
  const { portfolio, carbon } = result;
  const temperature = result.temperature.mid?.S1S2?.WATS;
  const lowCoverage = portfolio.coverage !== null && portfolio.coverage < LOW_COVERAGE;
  const scale = result.parameters?.scaleMax ?? 10;
  const { sovereign } = result;
  return (
    <Box sx={KPI_GRID_SX}>
      <Kpi
        label="Score ESG du portefeuille"
        value={scoreValue(portfolio, scale)}
        detail="Sociétés : moyenne pondérée par la valeur des lignes notées"
      />
      {sovereign && (
        <Kpi
          label="Score souverain"
          value={scoreValue(sovereign, scale)}
          detail={`À part du score des sociétés ; couverture ${formatCoveredShare(sovereign.coverage)} de ${formatEuros(sovereign.eligibleValue)}`}
        />
      )}
      <Kpi
        label="Couverture"
        value={formatCoveredShare(portfolio.coverage)}
        detail={`${formatEuros(portfolio.coveredValue)} notés sur ${formatEuros(portfolio.eligibleValue)} éligibles`}
        warning={lowCoverage}
      />
      <Kpi
        label="Part des notations forcées"
        value={formatCoveredShare(result.forcedShare)}
        detail="De la valeur notée"
      />
      <Kpi
        label="Température implicite"
        value={formatTemperature(temperature?.score)}
        detail={`Moyen terme, scopes 1 et 2, WATS ; part du score par défaut : ${formatShare(temperature?.defaultInfluence) || '—'}`}
      />
      <Kpi
        label="Sociétés avec objectif climat"
        value={`${formatCount(result.companiesWithTargets)} / ${formatCount(result.companies)}`}
        detail="Les autres reçoivent le score par défaut (3,2 °C)"
      />
      <Kpi
        label="Empreinte carbone"
        value={formatMetric(carbon.carbonFootprint.value)}
        detail={`tCO2e / M€ investi ; couverture ${formatCoveredShare(carbon.carbonFootprint.coverage)}`}
      />
    </Box>
  );
}
