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
import type { News, NewsInput } from '@prisme/domain';
import { FrenchDateField } from '../../../components/form/FrenchDateField';
import { newsFormSchema, toFormValues, type NewsFormValues } from '../lib/news-form';
import { LogoField } from './LogoField';

export interface NewsDialogProps {
  /** The item changed; none for a new one. */
  news?: News;
  saving: boolean;
  /** Why the last save failed, shown above the buttons. */
  failure?: string;
  onSave: (input: NewsInput) => void;
  onClose: () => void;
}

/** Create or change a news item: react-hook-form on the domain's newsInputSchema. */
export function NewsDialog({ news, saving, failure, onSave, onClose }: NewsDialogProps) {
  const { control, register, handleSubmit, formState } = useForm<
    NewsFormValues,
    unknown,
    NewsInput
  >({
    defaultValues: toFormValues(news),
    resolver: zodResolver(newsFormSchema),
    mode: 'onTouched',
  });
  const { errors } = formState;
  const field = (name: keyof NewsFormValues) => ({
    ...register(name),
    error: Boolean(errors[name]),
    helperText: errors[name]?.message,
  });
  return (
    <Dialog
      open
      onClose={saving ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="news-dialog-title"
    >
      <form noValidate onSubmit={handleSubmit(onSave)}>
        <DialogTitle id="news-dialog-title">
          {news ? 'Modifier l’actualité' : 'Publier une actualité'}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField label="Titre" required autoFocus fullWidth {...field('title')} />
            <Controller
              control={control}
              name="publishedOn"
              render={({ field: day, fieldState }) => (
                <FrenchDateField
                  label="Date de publication"
                  required
                  sx={{ maxWidth: 240 }}
                  name={day.name}
                  value={day.value}
                  onChange={day.onChange}
                  onBlur={day.onBlur}
                  inputRef={day.ref}
                  error={fieldState.invalid}
                  helperText={fieldState.error?.message}
                />
              )}
            />
            <TextField label="Introduction" multiline minRows={3} fullWidth {...field('intro')} />
            <Controller
              control={control}
              name="logoUrl"
              render={({ field: logo, fieldState }) => (
                <LogoField
                  value={logo.value}
                  onChange={logo.onChange}
                  onBlur={logo.onBlur}
                  error={fieldState.error?.message}
                />
              )}
            />
            <TextField label="Lien du PDF" fullWidth placeholder="https://…" {...field('pdfUrl')} />
            <TextField
              label="Lien de la source"
              fullWidth
              placeholder="https://…"
              {...field('sourceUrl')}
            />
            {failure && <Alert severity="error">{failure}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            Annuler
          </Button>
          <Button type="submit" variant="contained" loading={saving}>
            {news ? 'Enregistrer' : 'Publier'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
