import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type Control } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { type ManagedUser, type RoleName } from '@prisme/domain';
import { ConfirmDeleteDialog } from '../../../components/ConfirmDeleteDialog';
import {
  DISABLE_WARNING,
  needsDisableConfirmation,
  SELF_LOCK_HINT,
  toFormValues,
  userFormSchema,
  type UserFormValues,
} from '../lib/user-form';
import { accountState } from '../lib/user-rows';
import { AccessFields, type AccessFieldValues } from './AccessFields';

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
              <AccessFields
                // Both forms carry isAdmin, rights and roles: the fields edit those alone.
                control={control as unknown as Control<AccessFieldValues>}
                isAdmin={isAdmin}
                adminLocked={isSelf && user.isAdmin}
                clientRoles={clientRoles}
                rolesState={rolesState}
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
