import { lazy, useMemo } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LiquidityResult } from '@prisme/domain';
import { useLineDrill } from '../../../components/DrillDownLines';
import { ReportHeader } from '../../../components/ReportHeader';
import { ReportSection as Section } from '../../../components/ReportSection';
import { formatDateTime } from '../../../lib/format';
import { formatDay } from '../../../lib/iso-date';
import { Classification } from './Classification';
import { DealingTerms } from './DealingTerms';
import { DerivativesBlock } from './DerivativesBlock';
import { HqlaSummary } from './HqlaSummary';
import { ShortBook } from './ShortBook';
import { ExportLiquidityButton } from './ExportLiquidityButton';
import { LeastLiquid } from './LeastLiquid';
import { LiquidityBreakdowns } from './LiquidityBreakdowns';
import { LiquidityKpiCards } from './LiquidityKpiCards';
import { ProfileComparison } from './ProfileComparison';
import { RedemptionAnalysis } from './RedemptionAnalysis';

// AG Grid's chunk, only once the result is there to show.
const LiquidityLinesGrid = lazy(() => import('./LiquidityLinesGrid'));

/**
 * The liquidity analysis of one computed perimeter: headline figures, the profiles of the
 * scenarios side by side, the redemption analysis of an outflow, breakdowns, the least
 * liquid securities and the classification; every group leads to its lines.
 */
export function LiquidityReport({ result }: { result: LiquidityResult }) {
  const { onDrill, section: linesSection } = useLineDrill('liquidite-lignes');
  const scenarios = useMemo(() => result.scenarios.map((s) => s.scenario), [result]);
  return (
    <Stack spacing={3}>
      <ReportHeader action={<ExportLiquidityButton perimeterId={result.perimeterID} />}>
        {[
          result.rolename,
          `valorisation au ${formatDay(result.valuationDate)}`,
          `calculé le ${formatDateTime(result.computedAt)}`,
        ].join(' · ')}
      </ReportHeader>
      <LiquidityKpiCards result={result} />
      <Section id="liquidite-profils" title="Profil de liquidité par scénario">
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Tous les titres vendus en parallèle à leur capacité journalière (jours de bourse) : un
          titre coté à la part du volume moyen journalier du scénario, les autres au taux de cession
          de leur classe. Le coût est la demi-fourchette achat-vente du scénario.
        </Typography>
        <ProfileComparison result={result} />
      </Section>
      <Section id="liquidite-sortie" title="Analyse d’une sortie">
        <RedemptionAnalysis perimeterId={result.perimeterID} />
      </Section>
      <Section id="liquidite-repartitions" title="Répartitions">
        <LiquidityBreakdowns result={result} onDrill={onDrill} />
      </Section>
      <Section id="liquidite-moins-liquides" title="Titres les moins liquides">
        <LeastLiquid result={result} onDrill={onDrill} />
      </Section>
      <Section id="liquidite-rachats" title="Conditions de rachat des fonds">
        <DealingTerms result={result} onDrill={onDrill} />
      </Section>
      <Section id="liquidite-hqla" title="Actifs liquides de haute qualité (HQLA)">
        <HqlaSummary result={result} onDrill={onDrill} />
      </Section>
      <Section id="liquidite-derives" title="Dérivés : appels de marge">
        <DerivativesBlock result={result} onDrill={onDrill} />
      </Section>
      <Section id="liquidite-courtes" title="Positions courtes">
        <ShortBook result={result} onDrill={onDrill} />
      </Section>
      <Section id="liquidite-statuts" title="Titres évalués et non évalués">
        <Classification result={result} onDrill={onDrill} />
      </Section>
      {linesSection((filter) => (
        <LiquidityLinesGrid
          perimeterId={result.perimeterID}
          filterModel={filter}
          scenarios={scenarios}
        />
      ))}
    </Stack>
  );
}
