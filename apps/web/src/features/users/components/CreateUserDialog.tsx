import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type Control } from 'react-hook-form';
import type { z } from 'zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  createUserBodySchema,
  LOGIN_MAX_LENGTH,
  type CreateUserBody,
  type RoleName,
} from '@prisme/domain';
import { AccessFields, type AccessFieldValues } from './AccessFields';

type CreateUserInput = z.input<typeof createUserBodySchema>;

const EMPTY: CreateUserInput = {
  login: '',
  displayName: '',
  email: '',
  isAdmin: false,
  rights: { transparency: false, simulation: false, solvency: false, esg: false, risk: false },
  roles: [],
};

/**
 * « Créer un compte » (embedded sign-in): login, name, e-mail, admin flag, rights and
 * clients, validated live by the domain's createUserBodySchema (the server's own).
 */
export function CreateUserDialog({
  clientRoles,
  rolesState,
  saving,
  failure,
  onCreate,
  onClose,
}: {
  clientRoles: readonly RoleName[];
  rolesState: 'loading' | 'loaded' | 'failed';
  saving: boolean;
  /** Why the server refused (login taken…), in its French words. */
  failure?: string;
  onCreate: (body: CreateUserBody) => void;
  onClose: () => void;
}) {
  const { control, handleSubmit, watch } = useForm<CreateUserInput, unknown, CreateUserBody>({
    defaultValues: EMPTY,
    resolver: zodResolver(createUserBodySchema),
    mode: 'onTouched',
  });
  const text = (
    name: 'login' | 'displayName' | 'email',
    label: string,
    help: string,
    extra: { type?: string; autoFocus?: boolean } = {},
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          {...extra}
          label={label}
          required
          fullWidth
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? help}
        />
      )}
    />
  );
  return (
    <Dialog
      open
      onClose={saving ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="create-user-title"
    >
      <form noValidate onSubmit={handleSubmit(onCreate)}>
        <DialogTitle id="create-user-title">Créer un compte</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {text(
              'login',
              'Identifiant',
              `Ce que l’utilisateur saisit pour se connecter : lettres sans accent, chiffres, « . », « - » ou « _ » (${LOGIN_MAX_LENGTH} au plus).`,
              { autoFocus: true },
            )}
            {text('displayName', 'Nom', 'Prénom et nom, tels qu’affichés dans Prisme.')}
            {text('email', 'E-mail', 'Unique : un autre compte ne peut pas avoir la même.', {
              type: 'email',
            })}
            <AccessFields
              // The form carries isAdmin, rights and roles: the fields edit those alone.
              control={control as unknown as Control<AccessFieldValues>}
              isAdmin={watch('isAdmin')}
              adminLocked={false}
              clientRoles={clientRoles}
              rolesState={rolesState}
            />
            <Alert severity="info">
              Le compte est créé sans mot de passe : un lien à usage unique, valable une heure, vous
              est donné pour que l’utilisateur choisisse le sien.
            </Alert>
            {failure && <Alert severity="error">{failure}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            Annuler
          </Button>
          <Button type="submit" variant="contained" loading={saving}>
            Créer le compte
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
