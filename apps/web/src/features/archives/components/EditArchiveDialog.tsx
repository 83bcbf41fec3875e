import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ARCHIVE_NAME_MAX, messages, type Archive } from '@prisme/domain';
import {
  archivePlaceSchema,
  type ArchivePlace,
  type ArchivePlaceValues,
} from '../lib/archive-form';
import { CategoryField } from './CategoryField';
import { NAME_LABEL } from './CreateArchiveDialog';
import { WriteFailure } from './WriteFailure';

export const EDIT_TITLE = 'Renommer ou déplacer la sauvegarde';

/** Rename an archive or move it to another category (spec §4: updating). */
export function EditArchiveDialog({
  archive,
  categories,
  categoriesFailed,
  saving,
  error,
  onSave,
  onClose,
}: {
  archive: Archive;
  categories: readonly string[];
  categoriesFailed: boolean;
  saving: boolean;
  error: unknown;
  onSave: (place: ArchivePlace) => void;
  onClose: () => void;
}) {
  const { control, register, handleSubmit, formState } = useForm<
    ArchivePlaceValues,
    unknown,
    ArchivePlace
  >({
    defaultValues: { name: archive.name, category: archive.category },
    resolver: zodResolver(archivePlaceSchema),
    mode: 'onTouched',
  });
  const { errors } = formState;
  return (
    <Dialog
      open
      onClose={saving ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="edit-archive-title"
    >
      <form noValidate onSubmit={handleSubmit(onSave)}>
        <DialogTitle id="edit-archive-title">{EDIT_TITLE}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={NAME_LABEL}
              required
              autoFocus
              fullWidth
              slotProps={{ htmlInput: { maxLength: ARCHIVE_NAME_MAX } }}
              {...register('name')}
              error={Boolean(errors.name)}
              helperText={errors.name?.message}
            />
            <Controller
              control={control}
              name="category"
              render={({ field, fieldState }) => (
                <CategoryField
                  value={field.value}
                  options={categories}
                  error={fieldState.error?.message}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                />
              )}
            />
            {categoriesFailed && <Alert severity="warning">{messages.archives.categories}</Alert>}
            {error !== null && error !== undefined && <WriteFailure error={error} />}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            Annuler
          </Button>
          <Button type="submit" variant="contained" loading={saving}>
            Enregistrer
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
