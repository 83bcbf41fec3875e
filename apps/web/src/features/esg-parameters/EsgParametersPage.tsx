import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { messages } from '@prisme/domain';
import { LoadingBlock } from '../../components/LoadingBlock';
import { ReportSection } from '../../components/ReportSection';
import { ResourceError } from '../../components/ResourceError';
import { useClientRoleStore } from '../../state';
import { useEsgPillars } from './api/get-esg-pillars';
import { useEsgSectors } from './api/get-esg-sectors';
import { useEsgThemes } from './api/get-esg-themes';
import { PillarWeightsForm } from './components/PillarWeightsForm';
import { ThemeWeightsForm } from './components/ThemeWeightsForm';

/** A query's loading, its French error with « Réessayer », or its form. */
function Loaded<T>({
  query,
  label,
  error,
  children,
}: {
  query: {
    data: T | undefined;
    isPending: boolean;
    isError: boolean;
    isFetching: boolean;
    refetch: () => unknown;
  };
  label: string;
  error: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending || (query.isError && query.isFetching)) return <LoadingBlock label={label} />;
  if (query.isError || query.data === undefined)
    return <ResourceError message={error} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}

function Themes({ rolename }: { rolename: string }) {
  const sectors = useEsgSectors();
  const themes = useEsgThemes(rolename);
  return (
    <Loaded query={sectors} label="Chargement des secteurs" error={messages.esg.sectors.load}>
      {(sectorList) => (
        <Loaded query={themes} label="Chargement des thèmes" error={messages.esg.themes.load}>
          {(saved) => <ThemeWeightsForm rolename={rolename} saved={saved} sectors={sectorList} />}
        </Loaded>
      )}
    </Loaded>
  );
}

/**
 * « Paramètres ESG » (spec §2, §4 "ESG parameters", §5): the weights of the E, S and G
 * pillars (the user's), and of each pillar's themes for the default sector and any
 * sector chosen (the user's, for the client chosen).
 */
export function EsgParametersPage({ title }: { title: string }) {
  const rolename = useClientRoleStore((state) => state.role?.code ?? null);
  const pillars = useEsgPillars();
  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Le score ESG d’un titre est la moyenne des notes de ses thèmes, pondérées par les poids de
        son secteur (ceux par défaut s’il n’en a pas), puis des piliers pondérés ci-dessous. Chaque
        ensemble de poids doit faire 1.
      </Typography>
      <Stack spacing={3}>
        <ReportSection id="esg-piliers" title="Piliers">
          <Loaded query={pillars} label="Chargement des piliers" error={messages.esg.pillars.load}>
            {(saved) => <PillarWeightsForm saved={saved} />}
          </Loaded>
        </ReportSection>
        {rolename && (
          <ReportSection id="esg-themes" title="Thèmes par secteur">
            <Themes key={rolename} rolename={rolename} />
          </ReportSection>
        )}
      </Stack>
    </>
  );
}
