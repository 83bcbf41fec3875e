import { scrPropertyParametersSchema } from '@prisme/domain';
import type { ScrGroupValues } from '../api/scr-groups';
import { groupResolver } from '../lib/group-resolver';
import { NumberField } from './fields';
import { GroupForm } from './GroupSection';
import { useGroupForm, type ValidityListener } from './use-group-form';

const resolver = groupResolver(scrPropertyParametersSchema);

export function PropertyForm(props: {
  rolename: string;
  saved: ScrGroupValues['property'];
  onValidity?: ValidityListener;
}) {
  const { form, save, submit, valid } = useGroupForm({ group: 'property', resolver, ...props });
  return (
    <GroupForm
      group="property"
      onSubmit={submit}
      saveFailed={save.isError}
      saved={save.isSuccess}
      valid={valid}
    >
      <NumberField form={form} name="propertyStress" label="Choc immobilier" />
    </GroupForm>
  );
}
