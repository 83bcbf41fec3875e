import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ImpactResult } from '@prisme/domain';
import { ComputeFirst } from '../../components/ComputeFirst';
import { LoadingBlock } from '../../components/LoadingBlock';
import { ReportHeader } from '../../components/ReportHeader';
import { ReportSection } from '../../components/ReportSection';
import { ResourceError } from '../../components/ResourceError';
import { UnverifiedPanel } from '../../components/rule-sets/UnverifiedPanel';
import { formatDateTime } from '../../lib/format';
import { formatDay } from '../../lib/iso-date';
import { useImpact } from './api/get-impact';
import { ComputationWarnings } from './components/ComputationWarnings';
import { ComputedScrPerimeter } from './components/ComputedScrPerimeter';
import { ExportImpactButton } from './components/impact/ExportImpactButton';
import { ImpactCurves } from './components/impact/ImpactCurves';
import { ImpactDrivers } from './components/impact/ImpactDrivers';
import { ImpactHeadline } from './components/impact/ImpactHeadline';
import { ImpactParameters } from './components/impact/ImpactParameters';
import { ImpactSubmodules } from './components/impact/ImpactSubmodules';

export const NO_IMPACT_MESSAGE =
  'Aucun « Impact 2027 » pour ce périmètre : sur « Calculs », cochez SCR et « Impact 2027 : calculer aussi selon l’autre jeu de règles », puis lancez les calculs.';
export const IMPACT_LOAD_ERROR =
  'Une erreur est survenue pendant le chargement de « Impact 2027 ». Veuillez réessayer.';
const EXPLANATION =
  'Le même portefeuille transparisé, calculé selon les règles actuelles (SII-2016) et selon les règles applicables au 30/01/2027 (SII-2027, règlement délégué 2026/269). Les écarts par devise, échéance, portefeuille et ligne sont des contributions au SCR marché (répartition d’Euler) : ils s’additionnent à l’écart du SCR marché.';

function ImpactReport({ impact }: { impact: ImpactResult }) {
  return (
    <Stack spacing={3}>
      <ReportHeader action={<ExportImpactButton perimeterId={impact.perimeterID} />}>
        {[
          impact.rolename,
          `valorisation au ${formatDay(impact.valuationDate)}`,
          `calcul du ${formatDateTime(impact.computationDate)}`,
          `« Résultats » montre ${impact.mainRuleSet}`,
        ].join(' · ')}
      </ReportHeader>
      <Typography variant="body2">{EXPLANATION}</Typography>
      <ImpactHeadline impact={impact} />
      <UnverifiedPanel points={impact.unverified} />
      <ComputationWarnings warnings={impact.warnings} id="impact-warnings" />
      <ReportSection id="impact-sous-modules" title="SCR par sous-module">
        <ImpactSubmodules impact={impact} />
      </ReportSection>
      <ReportSection id="impact-parametres" title="Corrélations et scénario de taux">
        <ImpactParameters impact={impact} />
      </ReportSection>
      <ReportSection id="impact-origine" title="D’où vient l’écart">
        <ImpactDrivers drivers={impact.drivers} />
      </ReportSection>
      <ReportSection id="impact-courbes" title="Courbes des taux choquées">
        <ImpactCurves curves={impact.curves} />
      </ReportSection>
    </Stack>
  );
}

function Impact({ perimeterId }: { perimeterId: string }) {
  const query = useImpact(perimeterId);
  if (query.isPending || (query.isError && query.isFetching)) {
    return <LoadingBlock label="Chargement de « Impact 2027 »" rows={8} />;
  }
  if (query.isError) {
    return <ResourceError message={IMPACT_LOAD_ERROR} onRetry={() => void query.refetch()} />;
  }
  if (!query.data) return <ComputeFirst message={NO_IMPACT_MESSAGE} />;
  return <ImpactReport impact={query.data} />;
}

/**
 * « Impact 2027 » (issue 37 §3), in SOLVABILITE II: the market SCR of the perimeter's last
 * SCR computation under both rule sets, side by side — the headline difference, the
 * submodules, correlations and interest-rate scenario, the drivers (currency, maturity,
 * portfolio, the lines that move most), the shocked curves, what SII-2027 takes on trust,
 * and the server's workbook. Without an impact (« Impact 2027 » not ticked), the way to get one.
 */
export function ImpactPage({ title }: { title: string }) {
  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      <ComputedScrPerimeter empty={<ComputeFirst message={NO_IMPACT_MESSAGE} />}>
        {(perimeterId) => <Impact perimeterId={perimeterId} />}
      </ComputedScrPerimeter>
    </>
  );
}
