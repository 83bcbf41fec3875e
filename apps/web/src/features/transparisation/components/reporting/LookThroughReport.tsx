import { lazy, Suspense } from 'react';
import Stack from '@mui/material/Stack';
import { LOOK_THROUGH_LEVELS, messages, type LookThroughSummary } from '@prisme/domain';
import { ResourceError } from '../../../../components/ResourceError';
import { formatDay } from '../../../../lib/iso-date';
import { useLookThroughSummary } from '../../api/get-lookthrough-summary';
import { formatDateTime } from '../../../../lib/format';
import { LoadingBlock } from '../../../../components/LoadingBlock';
import { BreakdownSection } from './BreakdownSection';
import { ExportExcelButton } from './ExportExcelButton';
import { KpiCards } from './KpiCards';
import { QualityPanel } from './QualityPanel';
import { ReportSection } from '../../../../components/ReportSection';
import { ReportHeader } from '../../../../components/ReportHeader';

// AG Grid's chunk, only once the indicators are there to show.
const LookThroughLinesGrid = lazy(() => import('./LookThroughLinesGrid'));

/** "Client.DEMO1 · P-VIE, P-RET · 31/12/2024 · Transparisation complète · le …". */
function perimeterLine(summary: LookThroughSummary): string {
  const level =
    LOOK_THROUGH_LEVELS.find((l) => l.code === summary.lookThroughLevel)?.name ??
    summary.lookThroughLevel;
  return [
    summary.rolename,
    summary.portfolios.join(', '),
    `valorisation au ${formatDay(summary.valuationDate)}`,
    level,
    `transparisé le ${formatDateTime(summary.transparisationDate)}`,
  ].join(' · ');
}

/** The indicators of one transparised perimeter: figures, breakdowns, quality, lines. */
export function LookThroughReport({ perimeterId }: { perimeterId: string }) {
  const query = useLookThroughSummary(perimeterId);
  if (query.isPending || (query.isError && query.isFetching)) {
    return <LoadingBlock label="Chargement des indicateurs" rows={8} />;
  }
  if (query.isError) {
    return <ResourceError message={messages.inventory.load} onRetry={() => void query.refetch()} />;
  }
  const summary = query.data;
  return (
    <Stack spacing={3}>
      <ReportHeader action={<ExportExcelButton perimeterId={perimeterId} />}>
        {perimeterLine(summary)}
      </ReportHeader>
      <KpiCards summary={summary} />
      <ReportSection id="indicateurs-repartitions" title="Répartitions">
        <BreakdownSection summary={summary} />
      </ReportSection>
      <ReportSection id="indicateurs-qualite" title="Qualité des données">
        <QualityPanel summary={summary} />
      </ReportSection>
      <ReportSection id="indicateurs-lignes" title="Lignes transparisées">
        <Suspense fallback={<LoadingBlock label="Chargement des lignes" />}>
          <LookThroughLinesGrid perimeterId={perimeterId} />
        </Suspense>
      </ReportSection>
    </Stack>
  );
}
