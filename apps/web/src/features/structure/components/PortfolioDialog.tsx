import TextField from '@mui/material/TextField';
import { Controller } from 'react-hook-form';
import { PORTFOLIO_KINDS, PORTFOLIO_KIND_LABELS, type ManagedPortfolio } from '@prisme/domain';
import { NativeSelectField } from '../../../components/form/NativeSelectField';
import { portfolioFormSchema, portfolioValues, type PortfolioOutput } from '../lib/structure-forms';
import type { Refusal } from '../lib/structure-refusal';
import { CodeField } from './CodeField';
import { StructureFormDialog } from './StructureFormDialog';
import { useStructureForm } from './use-structure-form';

export interface PortfolioDialogProps {
  clientCode: string;
  /** The portfolio changed; absent for a new one. */
  item?: ManagedPortfolio;
  saving: boolean;
  refusal?: Refusal;
  onSave: (values: PortfolioOutput) => void;
  onClose: () => void;
}

/** Creates or changes a portfolio: code, label, currency, kind and the spec's indice. */
export function PortfolioDialog(props: PortfolioDialogProps) {
  const { clientCode, item, saving, refusal, onSave, onClose } = props;
  const creating = item === undefined;
  const { register, control, handleSubmit, formState } = useStructureForm(
    portfolioFormSchema(creating),
    portfolioValues(item),
    refusal,
  );
  const { errors } = formState;
  const text = (name: 'label' | 'currency' | 'indice') => ({
    ...register(name),
    error: Boolean(errors[name]),
    helperText: errors[name]?.message,
  });
  return (
    <StructureFormDialog
      title={
        creating
          ? `Nouveau portefeuille du client « ${clientCode} »`
          : `Modifier le portefeuille « ${item.code} »`
      }
      saving={saving}
      failure={refusal && !refusal.onCode ? refusal.message : undefined}
      onSubmit={handleSubmit(onSave)}
      onClose={onClose}
    >
      <CodeField
        registration={register('code')}
        creating={creating}
        error={errors.code?.message}
        hint="Le code des fichiers d’inventaire (colonne du portefeuille) : unique pour ce client."
      />
      <TextField label="Libellé" required autoFocus={!creating} fullWidth {...text('label')} />
      <TextField
        label="Devise"
        required
        sx={{ maxWidth: 240 }}
        {...text('currency')}
        helperText={errors.currency?.message ?? 'Code ISO 4217 : EUR, USD, CHF…'}
        slotProps={{ htmlInput: { maxLength: 3, spellCheck: false } }}
      />
      <Controller
        control={control}
        name="kind"
        render={({ field, fieldState }) => (
          <NativeSelectField
            id="portfolio-kind"
            label="Nature"
            value={field.value}
            onChange={field.onChange}
            helperText={fieldState.error?.message}
            error={fieldState.invalid}
            minWidth={240}
          >
            <option value="">Choisir…</option>
            {PORTFOLIO_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {PORTFOLIO_KIND_LABELS[kind]}
              </option>
            ))}
          </NativeSelectField>
        )}
      />
      <TextField
        label="Indice"
        fullWidth
        {...text('indice')}
        helperText={errors.indice?.message ?? 'Facultatif.'}
      />
    </StructureFormDialog>
  );
}
