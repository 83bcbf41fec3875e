import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { rolesForAdmin, type ManagedClient, type ManagedCompartment } from '@prisme/domain';
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

/**
 * Spec §5: the administrators' perimeter bar offers only the roles whose code holds
 * « Client. », « FDLCCP » or « fdlc »; a client named otherwise is said so before it is
 * created, since its users see it but administrators will not pick it there.
 */
export const ADMIN_HIDDEN_HINT =
  'Ce code ne contient ni « Client. », ni « FDLCCP », ni « fdlc » : les utilisateurs à qui ce client est attribué le verront, mais la barre de périmètre des administrateurs ne le proposera pas.';

/** Creates or changes a client or a compartment: code and label. */
export function CodeLabelDialog(props: CodeLabelDialogProps) {
  const { level, item, place, saving, refusal, onSave, onClose } = props;
  const creating = item === undefined;
  const { register, handleSubmit, watch, formState } = useStructureForm(
    codeLabelFormSchema(level, creating),
    codeLabelValues(item),
    refusal,
  );
  const { errors } = formState;
  const code = watch('code').trim();
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
      {creating && level === 'client' && code !== '' && rolesForAdmin([{ code }]).length === 0 && (
        <Alert severity="info">{ADMIN_HIDDEN_HINT}</Alert>
      )}
    </StructureFormDialog>
  );
}
