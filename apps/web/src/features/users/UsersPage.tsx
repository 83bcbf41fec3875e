import { useCallback, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import {
  EXTERNAL_SIGN_IN_ACCOUNTS,
  messages,
  type ManagedUser,
  type PasswordLink,
} from '@prisme/domain';
import { ApiError, currentUserId } from '../../api/client';
import { EmptyState } from '../../components/EmptyState';
import { LoadingBlock } from '../../components/LoadingBlock';
import { ResourceError } from '../../components/ResourceError';
import { useCreatePasswordLink } from './api/create-password-link';
import { useCreateUser } from './api/create-user';
import { useClientRoles } from './api/get-client-roles';
import { useSignInMode } from './api/get-sign-in-mode';
import { useUsers } from './api/get-users';
import { useUpdateUser } from './api/update-user';
import { CreateUserDialog } from './components/CreateUserDialog';
import { PasswordLinkDialog } from './components/PasswordLinkDialog';
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
  const mode = useSignInMode();
  const embedded = mode.data === 'embedded';
  const create = useCreateUser();
  const [creating, setCreating] = useState(false);
  const passwordLink = useCreatePasswordLink();
  const [shownLink, setShownLink] = useState<{
    link: PasswordLink;
    displayName: string;
    intro?: string;
  } | null>(null);
  const [linkFailure, setLinkFailure] = useState<string | null>(null);

  // Stable, so that the grid's columns are not rebuilt at each render.
  const onEdit = useCallback((user: ManagedUser) => setEditing(user), []);
  const { mutate: requestLink } = passwordLink;
  const onPasswordLink = useCallback(
    (user: ManagedUser) =>
      requestLink(user.accountId, {
        onSuccess: (link) => setShownLink({ link, displayName: user.displayName }),
        onError: (error) => setLinkFailure(saveFailure(error)),
      }),
    [requestLink],
  );
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
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'flex-start' }}>
        <Typography color="text.secondary" sx={{ flex: 1 }}>
          Droits, clients et état des comptes. Une modification s’applique dès la prochaine action
          de l’utilisateur ; chacune est inscrite au journal des modifications.
        </Typography>
        {embedded && (
          <Button variant="contained" onClick={() => setCreating(true)}>
            Créer un compte
          </Button>
        )}
      </Stack>
      {mode.data === 'external' && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {EXTERNAL_SIGN_IN_ACCOUNTS}
        </Alert>
      )}
      {linkFailure && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setLinkFailure(null)}>
          {linkFailure}
        </Alert>
      )}
      {query.isPending || (query.isError && query.isFetching) ? (
        <LoadingBlock label="Chargement des utilisateurs" />
      ) : query.isError ? (
        <ResourceError message={messages.users.load} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <EmptyState message="Aucun compte enregistré dans Prisme." />
      ) : (
        <UsersGrid users={query.data} onEdit={onEdit} {...(embedded && { onPasswordLink })} />
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
      {creating && (
        <CreateUserDialog
          clientRoles={roles.data ?? []}
          rolesState={roles.isPending ? 'loading' : roles.isError ? 'failed' : 'loaded'}
          saving={create.isPending}
          failure={create.isError ? saveFailure(create.error) : undefined}
          onCreate={(body) =>
            create.mutate(body, {
              onSuccess: ({ user, passwordLink: link }) => {
                setCreating(false);
                setShownLink({
                  link,
                  displayName: user.displayName,
                  intro: `Compte « ${user.displayName} » créé.`,
                });
              },
            })
          }
          onClose={() => {
            create.reset();
            setCreating(false);
          }}
        />
      )}
      {shownLink && (
        <PasswordLinkDialog
          link={shownLink.link}
          displayName={shownLink.displayName}
          intro={shownLink.intro}
          onClose={() => setShownLink(null)}
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
