import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Archive } from '@prisme/domain';
import { EmptyState } from '../../../components/EmptyState';
import { LoadingBlock } from '../../../components/LoadingBlock';
import { ResourceError } from '../../../components/ResourceError';
import { useRoleArchives } from '../api/archive-reports-api';
import { archivesOfModule, type ReportModule } from '../lib/report-module';

export const ARCHIVES_LOAD_ERROR = 'Les sauvegardes n’ont pas pu être chargées.';

const NONE: Record<ReportModule, string> = {
  transparisation: 'Aucune sauvegarde pour ce client.',
  solvency: 'Aucune sauvegarde de ce client ne contient de résultat SCR.',
  esg: 'Aucune sauvegarde de ce client ne contient de résultat ESG.',
  risk: 'Aucune sauvegarde de ce client ne contient de résultat de risque de liquidité.',
};

/**
 * The module's archives of the chosen client, once loaded; loading, error and empty
 * states under the report's title.
 */
export function ArchivesGate({
  module,
  title,
  children,
}: {
  module: ReportModule;
  title: string;
  children: (archives: Archive[]) => ReactNode;
}) {
  const query = useRoleArchives();
  const titled = (state: ReactNode) => (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      {state}
    </Stack>
  );
  if (query.isPending) return titled(<LoadingBlock label="Chargement des sauvegardes" rows={3} />);
  if (query.isError)
    return titled(
      <ResourceError message={ARCHIVES_LOAD_ERROR} onRetry={() => void query.refetch()} />,
    );
  const archives = archivesOfModule(query.data, module);
  if (archives.length === 0)
    return titled(
      <EmptyState
        message={`${NONE[module]} Sauvegardez des résultats depuis « Gestion des Sauvegardes ».`}
        action={
          <Button component={RouterLink} to="/archives" variant="outlined" size="small">
            Gestion des Sauvegardes
          </Button>
        }
      />,
    );
  return <>{children(archives)}</>;
}
