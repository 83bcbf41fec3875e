import { useState } from 'react';
import Alert from '@mui/material/Alert';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Search from '@mui/icons-material/Search';
import {
  messages,
  SPECIAL_ARCHIVE_CATEGORIES,
  type Archive,
  type UserRights,
} from '@prisme/domain';
import { pageHint } from '../../app/routes/route-table';
import { EmptyState } from '../../components/EmptyState';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog';
import { LoadingBlock } from '../../components/LoadingBlock';
import { ResourceError } from '../../components/ResourceError';
import { useClientRoleStore, useSessionStore } from '../../state';
import { useDeleteArchive } from './api/delete-archive';
import { useArchiveCategories } from './api/get-archive-categories';
import { useArchives } from './api/get-archives';
import { useUpdateArchive } from './api/update-archive';
import { ArchivesTable } from './components/ArchivesTable';
import { EditArchiveDialog } from './components/EditArchiveDialog';
import { SaveArchiveButton } from './components/SaveArchiveButton';
import { updateBody, writeFailure, type ArchivePlace } from './lib/archive-form';
import { DEFAULT_SORT, filterArchives, sortArchives, type ArchiveSort } from './lib/archive-rows';
import { archivesOf, archiveTabs, shownCategory } from './lib/archive-tabs';
import { PageTitle } from '../../components/PageTitle';

export const SAVE_LAST_LABEL = 'Sauvegarder le dernier calcul';
const NO_ARCHIVE = 'Aucune sauvegarde pour ce client.';
/** What the empty page says: where to compute, or who can, by the user's rights. */
export const emptyMessage = (rights: UserRights) =>
  pageHint(
    '/compute',
    rights,
    (page) =>
      `${NO_ARCHIVE} Lancez un calcul, puis sauvegardez-le depuis ${page} ou depuis cette page.`,
    (who) =>
      `${NO_ARCHIVE} Demandez à ${who} de lancer un calcul et de le sauvegarder : vous pourrez ensuite le consulter ici.`,
  );

type Editing = { kind: 'edit' | 'delete'; archive: Archive };
type Notice = { severity: 'success' | 'error'; message: string; detail?: string | null };

/**
 * « Gestion des Sauvegardes » (spec §2, §4 Archives): the client's archives by category
 * (the default tab: « Officiel » if any, else the first archive's), each with its author,
 * dates, portfolios and the results it keeps; « Sauvegarder le dernier calcul », rename
 * or move, delete after a confirmation. Each change reloads the list.
 */
export function ArchivesPage({ title }: { title: string }) {
  const role = useClientRoleStore((state) => state.role?.code ?? null);
  return (
    <>
      <PageTitle title={title}>
        <SaveArchiveButton label={SAVE_LAST_LABEL} />
      </PageTitle>
      {/* Another client: its own tabs, filter and dialogs. */}
      {role && <RoleArchives key={role} role={role} />}
    </>
  );
}

function RoleArchives({ role }: { role: string }) {
  const query = useArchives(role);
  const rights = useSessionStore((state) => state.rights);
  const update = useUpdateArchive(role);
  const remove = useDeleteArchive(role);
  const [chosen, setChosen] = useState<string | null>(null);
  const [filter, setFilter] = useState('');
  const [sort, setSort] = useState<ArchiveSort>(DEFAULT_SORT);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const categories = useArchiveCategories(editing?.kind === 'edit' ? role : null);
  const options = categories.data ?? [...SPECIAL_ARCHIVE_CATEGORIES];

  const close = () => {
    update.reset();
    remove.reset();
    setEditing(null);
  };
  const onSave = (archive: Archive, place: ArchivePlace) =>
    update.mutate(updateBody(archive, place, options), {
      onSuccess: (saved) => {
        setNotice({
          severity: 'success',
          message: `Sauvegarde « ${saved.name} » enregistrée dans « ${saved.category} ».`,
        });
        setChosen(saved.category);
        close();
      },
    });
  const onDelete = (archive: Archive) =>
    remove.mutate(archive.perimeterID, {
      onSuccess: () => {
        setNotice({ severity: 'success', message: `Sauvegarde « ${archive.name} » supprimée.` });
        close();
      },
      onError: (error) => {
        setNotice({ severity: 'error', ...writeFailure(error) });
        close();
      },
    });

  if (query.isPending || (query.isError && query.isFetching)) {
    return <LoadingBlock label="Chargement des sauvegardes" />;
  }
  if (query.isError) {
    return <ResourceError message={messages.archives.load} onRetry={() => void query.refetch()} />;
  }
  const tabs = archiveTabs(query.data);
  const category = shownCategory(tabs, chosen);
  const rows = sortArchives(filterArchives(archivesOf(query.data, category), filter), sort);

  return (
    <Stack spacing={2}>
      {notice && (
        <Alert severity={notice.severity} onClose={() => setNotice(null)}>
          {notice.message}
          {notice.detail && (
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {notice.detail}
            </Typography>
          )}
        </Alert>
      )}
      {category === undefined ? (
        <EmptyState message={emptyMessage(rights)} />
      ) : (
        <Paper variant="outlined">
          <Tabs
            value={category}
            onChange={(_event, next: string) => setChosen(next)}
            variant="scrollable"
            aria-label="Catégories de sauvegarde"
            sx={{ borderBottom: 1, borderColor: 'divider' }}
          >
            {tabs.categories.map((name) => (
              <Tab
                key={name}
                value={name}
                label={`${name} (${archivesOf(query.data, name).length})`}
              />
            ))}
          </Tabs>
          <Stack spacing={1.5} sx={{ p: 2 }}>
            <TextField
              size="small"
              label="Filtrer"
              placeholder="Nom, auteur ou portefeuille"
              value={filter}
              onChange={(event) => setFilter(event.target.value)}
              sx={{ maxWidth: 360 }}
              slotProps={{
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <Search fontSize="small" />
                    </InputAdornment>
                  ),
                },
              }}
            />
            {rows.length === 0 ? (
              <Typography color="text.secondary">
                Aucune sauvegarde de cette catégorie ne correspond au filtre.
              </Typography>
            ) : (
              <ArchivesTable
                archives={rows}
                category={category}
                sort={sort}
                onSort={setSort}
                onEdit={(archive) => setEditing({ kind: 'edit', archive })}
                onDelete={(archive) => setEditing({ kind: 'delete', archive })}
              />
            )}
          </Stack>
        </Paper>
      )}
      {editing?.kind === 'edit' && (
        <EditArchiveDialog
          archive={editing.archive}
          categories={options}
          categoriesFailed={categories.isError}
          saving={update.isPending}
          error={update.isError ? update.error : null}
          onSave={(place) => onSave(editing.archive, place)}
          onClose={close}
        />
      )}
      {editing?.kind === 'delete' && (
        <ConfirmDeleteDialog
          title="Supprimer la sauvegarde"
          text={`La sauvegarde « ${editing.archive.name} » (catégorie « ${editing.archive.category} ») sera supprimée pour tous les utilisateurs du client, et ses rapports avec elle.`}
          deleting={remove.isPending}
          onConfirm={() => onDelete(editing.archive)}
          onClose={close}
        />
      )}
    </Stack>
  );
}
