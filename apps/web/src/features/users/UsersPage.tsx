import { useCallback, useState } from 'react';
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import { messages, type ManagedUser } from '@prisme/domain';
import { ApiError, currentUserId } from '../../api/client';
import { EmptyState } from '../../components/EmptyState';
import { LoadingBlock } from '../../components/LoadingBlock';
import { ResourceError } from '../../components/ResourceError';
import { useClientRoles } from './api/get-client-roles';
import { useUsers } from './api/get-users';
import { useUpdateUser } from './api/update-user';
import { UserDialog } from './components/UserDialog';
import { UsersGrid } from './components/UsersGrid';
import type { UserFormValues } from './lib/user-form';

/** A refused save says why in the server's French words (a 4xx of the catalogue). */
export function saveFailure(error: unknown): string {
  if (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 401
  )
    return error.serverMessage || error.message;
  return messages.users.save;
}

/** What a saved change did, in a sentence. */
function savedNotice(before: ManagedUser, after: ManagedUser): string {
  if (after.disabled && !before.disabled) return `Compte « ${after.displayName} » désactivé.`;
  if (!after.disabled && before.disabled) return `Compte « ${after.displayName} » réactivé.`;
  return `Compte « ${after.displayName} » enregistré.`;
}

/**
 * Utilisateurs (administrators, issue 20 §5): the accounts Prisme knows, their rights,
 * admin flag, clients and state, changed in a dialog; the server's requireAdmin guards
 * every call, and a change holds from the account's next request.
 */
export function UsersPage({ title }: { title: string }) {
  const query = useUsers();
  const roles = useClientRoles();
  const update = useUpdateUser();
  const [editing, setEditing] = useState<ManagedUser | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  // Stable, so that the grid's columns are not rebuilt at each render.
  const onEdit = useCallback((user: ManagedUser) => setEditing(user), []);
  const close = () => {
    update.reset();
    setEditing(null);
  };
  const onSave = (values: UserFormValues) => {
    if (!editing) return;
    update.mutate(
      { accountId: editing.accountId, change: values },
      {
        onSuccess: (saved) => {
          setNotice(savedNotice(editing, saved));
          setEditing(null);
        },
      },
    );
  };

  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Droits, clients et état des comptes. Une modification s’applique dès la prochaine action de
        l’utilisateur ; chacune est inscrite au journal des modifications.
      </Typography>
      {query.isPending || (query.isError && query.isFetching) ? (
        <LoadingBlock label="Chargement des utilisateurs" />
      ) : query.isError ? (
        <ResourceError message={messages.users.load} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <EmptyState message="Aucun compte enregistré dans Prisme." />
      ) : (
        <UsersGrid users={query.data} onEdit={onEdit} />
      )}
      {editing && (
        <UserDialog
          key={editing.accountId}
          user={editing}
          clientRoles={roles.data ?? []}
          rolesState={roles.isPending ? 'loading' : roles.isError ? 'failed' : 'loaded'}
          isSelf={editing.accountId === currentUserId()}
          saving={update.isPending}
          failure={update.isError ? saveFailure(update.error) : undefined}
          onSave={onSave}
          onClose={close}
        />
      )}
      <Snackbar
        open={notice !== null}
        autoHideDuration={4000}
        onClose={(_event, reason) => reason !== 'clickaway' && setNotice(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        {notice ? (
          <Alert severity="success" variant="filled" onClose={() => setNotice(null)}>
            {notice}
          </Alert>
        ) : undefined}
      </Snackbar>
    </>
  );
}
