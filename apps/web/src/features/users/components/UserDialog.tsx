import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { RIGHTS, type ManagedUser, type RoleName } from '@prisme/domain';
import { ConfirmDeleteDialog } from '../../../components/ConfirmDeleteDialog';
import {
  DISABLE_WARNING,
  needsDisableConfirmation,
  SELF_LOCK_HINT,
  toFormValues,
  userFormSchema,
  type UserFormValues,
} from '../lib/user-form';
import { accountState, RIGHT_LABELS } from '../lib/user-rows';

export interface UserDialogProps {
  user: ManagedUser;
  /** The client roles to choose from (GET /api/inventory/all-rolenames). */
  clientRoles: readonly RoleName[];
  /** Whether the roles are still loading, or failed (the codes held stay shown). */
  rolesState: 'loading' | 'loaded' | 'failed';
  /** The account is the administrator's own: they may not lock themselves out. */
  isSelf: boolean;
  saving: boolean;
  /** Why the last save failed (the server's French reason), shown above the buttons. */
  failure?: string;
  onSave: (values: UserFormValues) => void;
  onClose: () => void;
}

/**
 * Changes an account's rights, admin flag, client roles and state: react-hook-form on the
 * domain's updateUserBodySchema. Disabling an active account asks for a confirmation.
 */
export function UserDialog({
  user,
  clientRoles,
  rolesState,
  isSelf,
  saving,
  failure,
  onSave,
  onClose,
}: UserDialogProps) {
  const { control, handleSubmit, watch, formState } = useForm<UserFormValues>({
    defaultValues: toFormValues(user),
    resolver: zodResolver(userFormSchema),
  });
  const [confirming, setConfirming] = useState<UserFormValues | null>(null);
  const isAdmin = watch('isAdmin');
  const names = new Map(clientRoles.map((role) => [role.code, role.name]));
  const roleLabel = (code: string) => {
    const name = names.get(code);
    return name && name !== code ? `${name} (${code})` : code;
  };
  const submit = (values: UserFormValues) =>
    needsDisableConfirmation(user, values) ? setConfirming(values) : onSave(values);

  return (
    <>
      <Dialog
        open
        onClose={saving ? undefined : onClose}
        fullWidth
        maxWidth="sm"
        aria-labelledby="user-dialog-title"
      >
        <form noValidate onSubmit={handleSubmit(submit)}>
          <DialogTitle id="user-dialog-title">Modifier « {user.displayName} »</DialogTitle>
          <DialogContent>
            <Stack spacing={2.5} sx={{ pt: 1 }}>
              <Typography variant="body2" color="text.secondary">
                {user.email ?? 'Pas d’adresse e-mail'} · {accountState(user)}
              </Typography>
              <Controller
                control={control}
                name="isAdmin"
                render={({ field }) => (
                  <FormControlLabel
                    control={
                      <Switch
                        checked={field.value}
                        onChange={(_event, checked) => field.onChange(checked)}
                        disabled={isSelf && field.value}
                      />
                    }
                    label="Administrateur"
                  />
                )}
              />
              <FormControl component="fieldset" variant="standard">
                <FormLabel component="legend">Droits</FormLabel>
                <FormGroup row>
                  {RIGHTS.map((right) => (
                    <Controller
                      key={right}
                      control={control}
                      name={`rights.${right}`}
                      render={({ field }) => (
                        <FormControlLabel
                          control={
                            <Checkbox
                              checked={field.value}
                              onChange={(_event, checked) => field.onChange(checked)}
                            />
                          }
                          label={RIGHT_LABELS[right]}
                        />
                      )}
                    />
                  ))}
                </FormGroup>
                {isAdmin && (
                  <FormHelperText>
                    Un administrateur a tous les droits, quels que soient ceux cochés.
                  </FormHelperText>
                )}
              </FormControl>
              <Controller
                control={control}
                name="roles"
                render={({ field, fieldState }) => (
                  <Autocomplete
                    multiple
                    options={clientRoles.map((role) => role.code)}
                    value={field.value}
                    onChange={(_event, codes) => field.onChange(codes)}
                    getOptionLabel={roleLabel}
                    loading={rolesState === 'loading'}
                    loadingText="Chargement des clients…"
                    noOptionsText="Aucun autre client"
                    filterSelectedOptions
                    renderInput={(params) => (
                      <TextField
                        {...params}
                        label="Clients"
                        error={Boolean(fieldState.error) || rolesState === 'failed'}
                        helperText={
                          fieldState.error?.message ??
                          (rolesState === 'failed'
                            ? 'La liste des clients n’a pas pu être chargée : seuls les clients actuels sont proposés.'
                            : 'Le premier client est celui proposé par défaut à l’utilisateur.')
                        }
                      />
                    )}
                  />
                )}
              />
              <Controller
                control={control}
                name="disabled"
                render={({ field }) => (
                  <FormControlLabel
                    control={
                      <Switch
                        color="error"
                        checked={field.value}
                        onChange={(_event, checked) => field.onChange(checked)}
                        disabled={isSelf && !field.value}
                      />
                    }
                    label="Compte désactivé"
                  />
                )}
              />
              {isSelf && <Alert severity="info">{SELF_LOCK_HINT}</Alert>}
              {formState.errors.root && (
                <Alert severity="error">{formState.errors.root.message}</Alert>
              )}
              {failure && <Alert severity="error">{failure}</Alert>}
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
      {confirming && (
        <ConfirmDeleteDialog
          title={`Désactiver « ${user.displayName} » ?`}
          text={DISABLE_WARNING}
          confirmLabel="Désactiver"
          deleting={false}
          onConfirm={() => {
            setConfirming(null);
            onSave(confirming);
          }}
          onClose={() => setConfirming(null)}
        />
      )}
    </>
  );
}
