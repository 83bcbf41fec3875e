import { useEffect } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { messages } from '@prisme/domain';
import { LoadingBlock } from '../../components/LoadingBlock';
import { ResourceError } from '../../components/ResourceError';
import { navigationActions, useClientRoleStore, useNavigationStore } from '../../state';
import { useCicFilters } from './api/get-cic-filters';
import { useClientList } from './api/get-client-list';
import { useSaveClientList } from './api/save-client-list';
import { ListEditor } from './components/ListEditor';
import { LIST_SPECS, type ListKey } from './lib/list-specs';

function ClientList({ list, title, rolename }: { list: ListKey; title: string; rolename: string }) {
  const spec = LIST_SPECS[list];
  const query = useClientList(list, rolename);
  const save = useSaveClientList(list, rolename);
  const cics = useCicFilters(spec.filtersPath);
  const saving = useNavigationStore((state) => state.parameters.saving);
  useEffect(() => {
    if (query.isError) navigationActions.parameterRequestFailed();
  }, [query.isError]);
  return (
    <>
      {save.isError && (
        <ResourceError
          message={spec.messages.save}
          onRetry={save.variables ? () => save.mutate(save.variables) : undefined}
        />
      )}
      {cics.isError && (
        <ResourceError
          message={messages.parameters.cicCodes.load}
          onRetry={() => void cics.refetch()}
        />
      )}
      {query.isPending || (query.isError && query.isFetching) ? (
        <LoadingBlock label={`Chargement de la liste ${title}`} rows={6} />
      ) : query.isError ? (
        <ResourceError message={spec.messages.load} onRetry={() => void query.refetch()} />
      ) : (
        // A save or a reload from the server starts the editor again from the saved list.
        <ListEditor
          key={query.dataUpdatedAt}
          list={list}
          label={title}
          rolename={rolename}
          saved={query.data}
          saving={saving || save.isPending}
          justSaved={save.isSuccess}
          onSave={(rows) => save.mutate(rows)}
        />
      )}
    </>
  );
}

/** A client-data page (spec §2 « Données Client », « Notations Forcées »): one list of the chosen client. */
export function ClientListPage({ list, title }: { list: ListKey; title: string }) {
  const rolename = useClientRoleStore((state) => state.role?.code ?? null);
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      <Typography color="text.secondary">{LIST_SPECS[list].help}</Typography>
      {rolename && <ClientList key={rolename} list={list} title={title} rolename={rolename} />}
    </Stack>
  );
}
