import TextField from '@mui/material/TextField';
import { type ManagedClient, type ManagedCompartment } from '@prisme/domain';
import {
  codeLabelFormSchema,
  codeLabelValues,
  type CodeLabelLevel,
  type CodeLabelValues,
} from '../lib/structure-forms';
import type { Refusal } from '../lib/structure-refusal';
import { CodeField } from './CodeField';
import { StructureFormDialog } from './StructureFormDialog';
import { useStructureForm } from './use-structure-form';

export interface CodeLabelDialogProps {
  level: CodeLabelLevel;
  /** The item changed; absent for a new one. */
  item?: ManagedClient | ManagedCompartment;
  /** Where a new compartment goes (« du portefeuille P1 »). */
  place?: string;
  saving: boolean;
  refusal?: Refusal;
  onSave: (values: CodeLabelValues) => void;
  onClose: () => void;
}

const HINTS: Record<CodeLabelLevel, string> = {
  client: 'Par exemple « Client.MUTUELLE » ou le nom que lui donne l’assureur (« FDLCCP »).',
  compartment: 'Par exemple « GEN » ou « CANTON-1 » : unique dans son portefeuille.',
};

/** Creates or changes a client or a compartment: code and label. */
export function CodeLabelDialog(props: CodeLabelDialogProps) {
  const { level, item, place, saving, refusal, onSave, onClose } = props;
  const creating = item === undefined;
  const { register, handleSubmit, formState } = useStructureForm(
    codeLabelFormSchema(level, creating),
    codeLabelValues(item),
    refusal,
  );
  const { errors } = formState;
  const noun = level === 'client' ? 'client' : 'compartiment';
  const title = creating
    ? `Nouveau ${noun}${place ? ` ${place}` : ''}`
    : `Modifier le ${noun} « ${item.code} »`;
  return (
    <StructureFormDialog
      title={title}
      saving={saving}
      failure={refusal && !refusal.onCode ? refusal.message : undefined}
      onSubmit={handleSubmit(onSave)}
      onClose={onClose}
    >
      <CodeField
        registration={register('code')}
        creating={creating}
        error={errors.code?.message}
        hint={HINTS[level]}
      />
      <TextField
        label="Libellé"
        required
        autoFocus={!creating}
        fullWidth
        {...register('label')}
        error={Boolean(errors.label)}
        helperText={errors.label?.message}
      />
    </StructureFormDialog>
  );
}
