import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Save from '@mui/icons-material/Save';
import { SPECIAL_ARCHIVE_CATEGORIES } from '@prisme/domain';
import { useClientRoleStore, useNavigationStore, useSessionStore } from '../../../state';
import { useCreateArchive } from '../api/create-archive';
import { useArchiveCategories } from '../api/get-archive-categories';
import { useArchives } from '../api/get-archives';
import { createBody, type CreateArchiveForm } from '../lib/archive-form';
import { ALREADY_ARCHIVED, archiveSource, type ArchiveSource } from '../lib/archive-source';
import { CreateArchiveDialog } from './CreateArchiveDialog';

type Ready = Extract<ArchiveSource, { kind: 'ready' }>;

/**
 * « Sauvegarder » (spec §4 Archives): saves the results at hand — the perimeter of the
 * last computation (the simulation's in simulation mode) and the families computed — as
 * an archive of the client. Shown on « Calculs » after a run and on « Gestion des
 * Sauvegardes »; says « Déjà sauvegardé » when the perimeter is an archive already.
 */
export function SaveArchiveButton({ label = 'Sauvegarder' }: { label?: string }) {
  const role = useClientRoleStore((state) => state.role?.code ?? null);
  const rights = useSessionStore((state) => state.rights);
  const lookThrough = useNavigationStore((state) => state.lookThrough);
  const results = useNavigationStore((state) => state.results);
  const simulation = useNavigationStore((state) => state.simulation);
  const resultArchived = useNavigationStore((state) => state.archives.resultArchived);
  const archives = useArchives(role);
  // The source as the dialog opened: a reload of the list must not take the dialog away.
  const [saving, setSaving] = useState<Ready | null>(null);
  const categories = useArchiveCategories(saving ? role : null);
  const create = useCreateArchive(role);
  const [notice, setNotice] = useState<string | null>(null);

  if (!role) return null;
  const source = archiveSource(
    { lookThrough, results, simulation, archives: { resultArchived } },
    rights,
    archives.data,
  );
  const options = categories.data ?? [...SPECIAL_ARCHIVE_CATEGORIES];
  const close = () => {
    create.reset();
    setSaving(null);
  };
  const save = (form: CreateArchiveForm) => {
    if (!saving) return;
    create.mutate(createBody(form, saving, role, options), {
      onSuccess: (archive) => {
        setNotice(`Sauvegarde « ${archive.name} » enregistrée dans « ${archive.category} ».`);
        close();
      },
    });
  };

  return (
    <>
      {source.kind === 'archived' ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Button variant="outlined" disabled startIcon={<CheckCircle />}>
            {ALREADY_ARCHIVED}
          </Button>
          {source.archive && (
            <Typography variant="body2" color="text.secondary">
              « {source.archive.name} », catégorie « {source.archive.category} »
            </Typography>
          )}
        </Stack>
      ) : (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Button
            variant="outlined"
            startIcon={<Save />}
            disabled={source.kind !== 'ready'}
            aria-describedby={source.kind === 'none' ? 'save-archive-hint' : undefined}
            onClick={() => source.kind === 'ready' && setSaving(source)}
          >
            {label}
          </Button>
          {source.kind === 'none' && (
            <Typography id="save-archive-hint" variant="body2" color="text.secondary">
              {source.reason}
            </Typography>
          )}
        </Stack>
      )}
      {saving && (
        <CreateArchiveDialog
          simulation={saving.simulation}
          families={saving.families}
          categories={options}
          categoriesFailed={categories.isError}
          saving={create.isPending}
          error={create.isError ? create.error : null}
          onSave={save}
          onClose={close}
        />
      )}
      <Snackbar
        open={notice !== null}
        autoHideDuration={5000}
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
