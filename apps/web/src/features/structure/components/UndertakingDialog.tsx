import TextField from '@mui/material/TextField';
import type { ManagedClient } from '@prisme/domain';
import {
  undertakingFormSchema,
  undertakingValues,
  type UndertakingValues,
} from '../lib/structure-forms';
import type { Refusal } from '../lib/structure-refusal';
import { StructureFormDialog } from './StructureFormDialog';
import { useStructureForm } from './use-structure-form';

export const LEI_LABEL = 'LEI';
export const LEI_HINT =
  'Identifiant ISO 17442 de l’entreprise (20 caractères) : l’identifiant de l’entité dans les QRT.';
export const UNDERTAKING_NAME_LABEL = 'Raison sociale';
export const REPORTING_CURRENCY_LABEL = 'Devise de déclaration';

export interface UndertakingDialogProps {
  client: ManagedClient;
  saving: boolean;
  refusal?: Refusal;
  onSave: (values: UndertakingValues) => void;
  onClose: () => void;
}

/**
 * The undertaking that files the client's QRTs (issue 36 §5): its LEI, checked as the
 * user types (the check digits, ISO 17442), its legal name and reporting currency. The QRT
 * exports are refused until they are set.
 */
export function UndertakingDialog({
  client,
  saving,
  refusal,
  onSave,
  onClose,
}: UndertakingDialogProps) {
  const { register, handleSubmit, formState } = useStructureForm(
    undertakingFormSchema,
    undertakingValues(client),
    refusal,
  );
  const { errors } = formState;
  const field = (name: 'lei' | 'name' | 'reportingCurrency', hint?: string) => ({
    ...register(name),
    error: Boolean(errors[name]),
    helperText: errors[name]?.message ?? hint,
  });
  return (
    <StructureFormDialog
      title={`Entreprise déclarante du client « ${client.code} »`}
      saving={saving}
      failure={refusal?.message}
      onSubmit={handleSubmit(onSave)}
      onClose={onClose}
    >
      <TextField
        label={LEI_LABEL}
        required
        autoFocus
        fullWidth
        {...field('lei', LEI_HINT)}
        slotProps={{ htmlInput: { maxLength: 20, spellCheck: false, autoComplete: 'off' } }}
      />
      <TextField label={UNDERTAKING_NAME_LABEL} required fullWidth {...field('name')} />
      <TextField
        label={REPORTING_CURRENCY_LABEL}
        required
        sx={{ maxWidth: 240 }}
        {...field('reportingCurrency', 'Code ISO 4217 : EUR, USD, CHF…')}
        slotProps={{ htmlInput: { maxLength: 3, spellCheck: false } }}
      />
    </StructureFormDialog>
  );
}
