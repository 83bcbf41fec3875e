import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ARCHIVE_NAME_MAX, messages, type ArchiveFamily } from '@prisme/domain';
import type { FamilyChoice } from '../lib/archive-source';
import {
  createArchiveFormSchema,
  type CreateArchiveForm,
  type CreateArchiveValues,
} from '../lib/archive-form';
import { CategoryField } from './CategoryField';
import { WriteFailure } from './WriteFailure';

export const CREATE_TITLE = 'Sauvegarder le calcul';
export const NAME_LABEL = 'Nom de la sauvegarde';
export const FAMILIES_LABEL = 'Résultats à sauvegarder';
export const SAVE_LABEL = 'Sauvegarder';

/**
 * « Sauvegarder » (spec §4 Archives): a name, a category (or a new one) and the results
 * to keep, among those computed for the perimeter; the perimeter is always kept.
 */
export function CreateArchiveDialog({
  simulation,
  families,
  categories,
  categoriesFailed,
  saving,
  error,
  onSave,
  onClose,
}: {
  simulation: boolean;
  families: readonly FamilyChoice[];
  categories: readonly string[];
  /** The role's categories could not be read: « Officiel » and « Test » remain. */
  categoriesFailed: boolean;
  saving: boolean;
  /** Why the last save failed, if it did. */
  error: unknown;
  onSave: (form: CreateArchiveForm) => void;
  onClose: () => void;
}) {
  const { control, register, handleSubmit, formState } = useForm<
    CreateArchiveValues,
    unknown,
    CreateArchiveForm
  >({
    defaultValues: { name: '', category: '', families: families.map((f) => f.family) },
    resolver: zodResolver(createArchiveFormSchema),
    mode: 'onTouched',
  });
  const { errors } = formState;
  return (
    <Dialog
      open
      onClose={saving ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="create-archive-title"
    >
      <form noValidate onSubmit={handleSubmit(onSave)}>
        <DialogTitle id="create-archive-title">{CREATE_TITLE}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>
              {simulation
                ? 'Le portefeuille simulé transparisé est sauvegardé, avec les résultats cochés.'
                : 'Le périmètre transparisé est sauvegardé, avec les résultats cochés.'}
            </DialogContentText>
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
            {families.length > 0 ? (
              <Controller
                control={control}
                name="families"
                render={({ field }) => {
                  const chosen = new Set<ArchiveFamily>(field.value);
                  const toggle = (family: ArchiveFamily, on: boolean) =>
                    field.onChange(
                      families
                        .map((f) => f.family)
                        .filter((f) => (f === family ? on : chosen.has(f))),
                    );
                  return (
                    <FormControl component="fieldset">
                      <FormLabel component="legend">{FAMILIES_LABEL}</FormLabel>
                      <FormGroup row>
                        {families.map(({ family, label }) => (
                          <FormControlLabel
                            key={family}
                            label={label}
                            control={
                              <Checkbox
                                checked={chosen.has(family)}
                                onChange={(event) => toggle(family, event.target.checked)}
                              />
                            }
                          />
                        ))}
                      </FormGroup>
                    </FormControl>
                  );
                }}
              />
            ) : (
              <Typography variant="body2" color="text.secondary">
                Aucun résultat calculé : seul le périmètre transparisé est sauvegardé.
              </Typography>
            )}
            {error !== null && error !== undefined && <WriteFailure error={error} />}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            Annuler
          </Button>
          <Button type="submit" variant="contained" loading={saving}>
            {SAVE_LABEL}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
