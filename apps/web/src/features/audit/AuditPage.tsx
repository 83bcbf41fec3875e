import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { messages, type AuditEntry, type AuditFilter } from '@prisme/domain';
import { ApiError } from '../../api/client';
import { EmptyState } from '../../components/EmptyState';
import { ExportExcelButton } from '../../components/ExportExcelButton';
import { LoadingBlock } from '../../components/LoadingBlock';
import { ResourceError } from '../../components/ResourceError';
import { useDownloadAuditWorkbook } from './api/download-audit-workbook';
import { useAuditClientRoles } from './api/get-audit-client-roles';
import { useAuditPage } from './api/get-audit-page';
import { AuditDetailDialog } from './components/AuditDetailDialog';
import { AuditFilters } from './components/AuditFilters';
import { AuditTable } from './components/AuditTable';

const DEFAULT_PAGE_SIZE = 50;

/** The server's French reason for a refused read (a bad filter), else the catalogue's. */
function loadFailure(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status === 400) return error.serverMessage || fallback;
  if (error instanceof ApiError && error.code === 'QUERY_TIMEOUT') return error.message;
  return fallback;
}

/**
 * Journal des modifications (administrators, issue 20 §6): every recorded change of
 * parameters, client-data lists, forced ratings, scenarios, simulations, archives,
 * imports and accounts, filtered, a page at a time, each with its old and new values;
 * « Exporter (Excel) » writes the filtered journal.
 */
export function AuditPage({ title }: { title: string }) {
  const [filter, setFilter] = useState<AuditFilter>({});
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [open, setOpen] = useState<AuditEntry | null>(null);
  const query = useAuditPage(filter, page * pageSize, pageSize);
  const roles = useAuditClientRoles();
  const download = useDownloadAuditWorkbook();

  const apply = (next: AuditFilter) => {
    setFilter(next);
    setPage(0);
  };

  return (
    <>
      <Stack
        direction="row"
        sx={{ alignItems: 'flex-start', justifyContent: 'space-between', mb: 2, gap: 2 }}
      >
        <div>
          <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
            {title}
          </Typography>
          <Typography color="text.secondary">
            Chaque modification de paramètres, de données client, de notations forcées, de
            scénarios, de simulations, de sauvegardes, d’intégrations et de comptes : qui, quand,
            pour quel client, et les valeurs avant et après.
          </Typography>
        </div>
        <ExportExcelButton
          onExport={() => download.mutate(filter)}
          pending={download.isPending}
          failed={download.isError}
          errorMessage={loadFailure(download.error, messages.audit.export)}
        />
      </Stack>
      <AuditFilters clientRoles={roles.data ?? []} rolesLoading={roles.isPending} onApply={apply} />
      {query.isPending || (query.isError && query.isFetching) ? (
        <LoadingBlock label="Chargement du journal des modifications" />
      ) : query.isError ? (
        <ResourceError
          message={loadFailure(query.error, messages.audit.load)}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.total === 0 ? (
        <EmptyState
          message={
            Object.keys(filter).length > 0
              ? 'Aucune modification ne répond à ces filtres.'
              : 'Aucune modification enregistrée pour l’instant.'
          }
        />
      ) : (
        <AuditTable
          entries={query.data.entries}
          total={query.data.total}
          page={page}
          pageSize={pageSize}
          onPage={setPage}
          onPageSize={(size) => {
            setPageSize(size);
            setPage(0);
          }}
          onOpen={setOpen}
        />
      )}
      {open && <AuditDetailDialog entry={open} onClose={() => setOpen(null)} />}
    </>
  );
}
