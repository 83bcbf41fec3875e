import Autocomplete from '@mui/material/Autocomplete';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { Controller, type Control } from 'react-hook-form';
import { RIGHTS, type RightFlags, type RoleName } from '@prisme/domain';
import { RIGHT_LABELS } from '../lib/user-rows';

/** What an account's access is made of, in the edit and the creation forms alike. */
export interface AccessFieldValues {
  isAdmin: boolean;
  rights: RightFlags;
  roles: string[];
}

export interface AccessFieldsProps {
  control: Control<AccessFieldValues>;
  isAdmin: boolean;
  /** The administrator's own account: the admin switch cannot be turned off. */
  adminLocked: boolean;
  /** The client roles to choose from (GET /api/inventory/all-rolenames). */
  clientRoles: readonly RoleName[];
  rolesState: 'loading' | 'loaded' | 'failed';
}

/** The admin switch, the rights and the client roles of an account. */
export function AccessFields({
  control,
  isAdmin,
  adminLocked,
  clientRoles,
  rolesState,
}: AccessFieldsProps) {
  const names = new Map(clientRoles.map((role) => [role.code, role.name]));
  const roleLabel = (code: string) => {
    const name = names.get(code);
    return name && name !== code ? `${name} (${code})` : code;
  };
  return (
    <>
      <Controller
        control={control}
        name="isAdmin"
        render={({ field }) => (
          <FormControlLabel
            control={
              <Switch
                checked={field.value}
                onChange={(_event, checked) => field.onChange(checked)}
                disabled={adminLocked && field.value}
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
    </>
  );
}
