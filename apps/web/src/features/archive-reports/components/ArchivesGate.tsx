import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
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

/** The module's archives of the chosen client, once loaded; loading, error and empty states. */
export function ArchivesGate({
  module,
  children,
}: {
  module: ReportModule;
  children: (archives: Archive[]) => ReactNode;
}) {
  const query = useRoleArchives();
  if (query.isPending) return <LoadingBlock label="Chargement des sauvegardes" rows={3} />;
  if (query.isError)
    return <ResourceError message={ARCHIVES_LOAD_ERROR} onRetry={() => void query.refetch()} />;
  const archives = archivesOfModule(query.data, module);
  if (archives.length === 0)
    return (
      <EmptyState
        message={`${NONE[module]} Sauvegardez des résultats depuis « Gestion des Sauvegardes ».`}
        action={
          <Button component={RouterLink} to="/archives" variant="outlined" size="small">
            Gestion des Sauvegardes
          </Button>
        }
      />
    );
  return <>{children(archives)}</>;
}
