import Typography from '@mui/material/Typography';
import { type Archive } from '@prisme/domain';
import { LoadingBlock } from '../../../components/LoadingBlock';
import { ReportSection } from '../../../components/ReportSection';
import { ResourceError } from '../../../components/ResourceError';
import { formatDateTime } from '../../../lib/format';
import { formatDay } from '../../../lib/iso-date';
import type { FilterModel } from '../../../lib/odata-query';
import { useArchiveResult, type ResultKind } from '../api/archive-reports-api';
import type { ReportModule } from '../lib/report-module';
import type { ArchiveDrill } from './ArchiveLines';
import type { Drill } from './details/drill';
import { PaiFigures } from './details/PaiFigures';
import { EsgFigures } from './details/EsgFigures';
import { LiquidityFigures } from './details/LiquidityFigures';
import { LookThroughFigures } from './details/LookThroughFigures';
import { ScrFigures } from './details/ScrFigures';

export const RESULT_LOAD_ERROR = 'Les résultats de cette sauvegarde n’ont pas pu être chargés.';
export const RESULT_MISSING = 'Cette sauvegarde ne contient pas ce résultat.';

const RESULT_OF: Record<ReportModule, ResultKind> = {
  transparisation: 'summary',
  solvency: 'scr',
  esg: 'esg',
  risk: 'liquidity',
};

/** What the section of an archive says of it: author, date, portfolios. */
export function archiveCaption(archive: Archive): string {
  return [
    `Catégorie ${archive.category}`,
    `valorisation au ${formatDay(archive.valuationDate)}`,
    `calcul du ${formatDateTime(archive.simulationDate)}`,
    `par ${archive.displayName}`,
    archive.portfolioNames.join(', '),
    archive.simulation ? 'simulation' : '',
  ]
    .filter(Boolean)
    .join(' · ');
}

/** One archive of the details report: its totals, then the figures that drill to lines. */
export function ArchiveDetails({
  module,
  archive,
  onDrill,
}: {
  module: ReportModule;
  archive: Archive;
  onDrill: ArchiveDrill;
}) {
  const query = useArchiveResult(RESULT_OF[module], archive.perimeterID);
  const drill = (filter: FilterModel) => (what: string) =>
    onDrill(archive.perimeterID, filter, what);
  let body;
  if (query.isPending) body = <LoadingBlock label="Chargement des résultats" rows={4} />;
  else if (query.isError)
    body = <ResourceError message={RESULT_LOAD_ERROR} onRetry={() => void query.refetch()} />;
  else if (query.data === null) body = <Typography>{RESULT_MISSING}</Typography>;
  else body = <ModuleFigures module={module} data={query.data} drill={drill} />;
  return (
    <ReportSection id={`sauvegarde-${archive.perimeterID}`} title={archive.name}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {archiveCaption(archive)}
      </Typography>
      {body}
      {module === 'esg' && query.data && <PaiFigures perimeterId={archive.perimeterID} />}
    </ReportSection>
  );
}

function ModuleFigures({
  module,
  data,
  drill,
}: {
  module: ReportModule;
  data: unknown;
  drill: Drill;
}) {
  switch (module) {
    case 'solvency':
      return <ScrFigures data={data as never} drill={drill} />;
    case 'esg':
      return <EsgFigures data={data as never} drill={drill} />;
    case 'risk':
      return <LiquidityFigures data={data as never} drill={drill} />;
    case 'transparisation':
      return <LookThroughFigures data={data as never} drill={drill} />;
  }
}
