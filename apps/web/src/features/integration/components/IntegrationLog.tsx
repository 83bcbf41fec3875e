import { Suspense, useMemo } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { messages } from '@prisme/domain';
import { LazyDataGrid } from '../../../components/data-grid/LazyDataGrid';
import { ResourceError } from '../../../components/ResourceError';
import { useIntegrationFiles } from '../api/get-integration-files';
import { toLogRows, type LogRow } from '../lib/log-rows';
import { LOG_COLUMNS } from './log-columns';

export const EMPTY_LOG_MESSAGE = 'Aucun fichier intégré pour ce client.';

function LogSkeleton() {
  return (
    <Box role="status" aria-label="Chargement du journal des intégrations">
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} variant="rectangular" height={32} sx={{ mb: 0.5 }} />
      ))}
    </Box>
  );
}

const rowId = (row: LogRow) => row.id;

/** The client's integration log: loading, failed, empty, or the grid. */
export function IntegrationLog({ rolename }: { rolename: string }) {
  const query = useIntegrationFiles(rolename);
  // Spec §8: a failed load empties the list, so an old answer is never shown as current.
  const rows = useMemo(
    () => (query.isError || !query.data ? [] : toLogRows(query.data)),
    [query.isError, query.data],
  );

  if (query.isPending || (query.isError && query.isFetching)) return <LogSkeleton />;
  if (query.isError) {
    return (
      <ResourceError message={messages.integration.load} onRetry={() => void query.refetch()} />
    );
  }
  if (rows.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography color="text.secondary">{EMPTY_LOG_MESSAGE}</Typography>
      </Paper>
    );
  }
  return (
    <Suspense fallback={<LogSkeleton />}>
      <LazyDataGrid
        rows={rows}
        columns={LOG_COLUMNS}
        label="Journal des intégrations"
        getRowId={rowId}
      />
    </Suspense>
  );
}
