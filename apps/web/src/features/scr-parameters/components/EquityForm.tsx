import Stack from '@mui/material/Stack';
import { scrEquityParametersSchema, type ScrReference } from '@prisme/domain';
import type { ScrGroupValues } from '../api/scr-groups';
import { groupResolver } from '../lib/group-resolver';
import { referenceHint } from '../lib/reference-hints';
import { CheckField, NumberField } from './fields';
import { GroupForm } from './GroupSection';
import { useGroupForm, type ValidityListener } from './use-group-form';

const resolver = groupResolver(scrEquityParametersSchema);

/** Actions: the visible equity fields; the hidden ones travel untouched. */
export function EquityForm(props: {
  rolename: string;
  saved: ScrGroupValues['equity'];
  reference: ScrReference | null | undefined;
  onValidity?: ValidityListener;
}) {
  const { form, save, submit, valid } = useGroupForm({ group: 'equity', resolver, ...props });
  return (
    <GroupForm
      group="equity"
      onSubmit={submit}
      saveFailed={save.isError}
      saved={save.isSuccess}
      valid={valid}
    >
      <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap' }}>
        <NumberField
          form={form}
          name="type1Stress"
          label="Choc actions de type 1"
          hint={referenceHint(props.reference, 'type1Stress')}
        />
        <NumberField
          form={form}
          name="type2Stress"
          label="Choc actions de type 2"
          hint={referenceHint(props.reference, 'type2Stress')}
        />
        <NumberField form={form} name="partStratStress" label="Choc participations stratégiques" />
        <NumberField form={form} name="longTermStress" label="Choc actions long terme (LTEI)" />
        <NumberField form={form} name="type1Type2Correlation" label="Corrélation type 1 / type 2" />
      </Stack>
      <CheckField form={form} name="useTransitoryStress" label="Appliquer le choc transitoire" />
    </GroupForm>
  );
}
