import { lazy, Suspense } from 'react';
import Stack from '@mui/material/Stack';
import type { ScrResultPayload } from '@prisme/domain';
import { LoadingBlock } from '../../../components/LoadingBlock';
import { RuleSetBadge } from '../../../components/rule-sets/RuleSetBadge';
import { UnverifiedPanel } from '../../../components/rule-sets/UnverifiedPanel';
import { formatDay } from '../../../lib/iso-date';
import { ComputationWarnings } from './ComputationWarnings';
import { ContributionTables } from './ContributionTables';
import { ExportScrButton } from './ExportScrButton';
import { ImpactLink } from './ImpactLink';
import { ScenarioTabs } from './ScenarioTabs';
import { ScrKpiCards } from './ScrKpiCards';
import { WaterfallChart } from './WaterfallChart';
import { ReportSection } from '../../../components/ReportSection';
import { ReportHeader } from '../../../components/ReportHeader';
import { CounterpartySection } from './counterparty/CounterpartySection';

// AG Grid's chunk, only once the result is there to show.
const ScrLinesGrid = lazy(() => import('./ScrLinesGrid'));

/**
 * The SCR result of one computed perimeter: its rule set and what the set takes on trust
 * (issue 37), figures, cascade, the counterparty default charge beside (issue 42), splits,
 * scenarios, lines; « Impact 2027 » when the computation gave both sets.
 */
export function ScrReport({ result }: { result: ScrResultPayload }) {
  const perimeterId = result.perimeterID;
  return (
    <Stack spacing={3}>
      <ReportHeader
        action={
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <ImpactLink computedWithImpact={result.impact2027 === true} />
            <ExportScrButton perimeterId={perimeterId} />
          </Stack>
        }
      >
        {[result.rolename, `valorisation au ${formatDay(result.valuationDate)}`].join(' · ')}
      </ReportHeader>
      <RuleSetBadge ruleSet={result.ruleSetId} />
      <UnverifiedPanel points={result.unverified} />
      <ComputationWarnings warnings={result.warnings} id="scr-warnings" />
      <ScrKpiCards result={result} />
      <ReportSection id="scr-cascade" title="Des sous-modules au SCR marché">
        <WaterfallChart result={result} />
      </ReportSection>
      <CounterpartySection perimeterId={perimeterId} counterparty={result.counterparty} />
      <ReportSection id="scr-repartitions" title="Contributions au SCR marché">
        <ContributionTables result={result} />
      </ReportSection>
      <ReportSection id="scr-scenarios" title="Scénarios">
        <ScenarioTabs scenarios={result.scenarios} />
      </ReportSection>
      <ReportSection id="scr-lignes" title="Lignes">
        <Suspense fallback={<LoadingBlock label="Chargement des lignes" />}>
          <ScrLinesGrid perimeterId={perimeterId} reasons={result.reasons} />
        </Suspense>
      </ReportSection>
    </Stack>
  );
}
