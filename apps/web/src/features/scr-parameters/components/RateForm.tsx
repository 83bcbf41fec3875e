import Stack from '@mui/material/Stack';
import { messages, scrInterestRateParametersSchema, type ScrReference } from '@prisme/domain';
import { ResourceError } from '../../../components/ResourceError';
import { useDurationPriorities } from '../api/get-duration-priorities';
import { useYieldCurves } from '../api/get-yield-curves';
import type { ScrGroupValues } from '../api/scr-groups';
import { withCurrent } from '../lib/choices';
import { groupResolver } from '../lib/group-resolver';
import { referenceHint } from '../lib/reference-hints';
import { CheckField, ChoiceField, NumberField } from './fields';
import { GroupForm } from './GroupSection';
import { useGroupForm, type ValidityListener } from './use-group-form';

/** Spec §5: the curve and the duration priority must be chosen. */
const resolver = groupResolver(scrInterestRateParametersSchema, [
  'yieldCurveID',
  'modifiedDurationPriority',
]);

/** Taux: the curve and duration priority as lists; computeMethod, isEIOPA2019 hidden. */
export function RateForm(props: {
  rolename: string;
  saved: ScrGroupValues['rate'];
  reference: ScrReference | null | undefined;
  onValidity?: ValidityListener;
}) {
  const { form, save, submit, valid } = useGroupForm({ group: 'rate', resolver, ...props });
  const curves = useYieldCurves();
  const durations = useDurationPriorities();
  const values = form.watch();
  return (
    <GroupForm
      group="rate"
      onSubmit={submit}
      saveFailed={save.isError}
      saved={save.isSuccess}
      valid={valid}
    >
      {curves.isError && (
        <ResourceError
          message={messages.parameters.yieldCurves.load}
          onRetry={() => void curves.refetch()}
        />
      )}
      {durations.isError && (
        <ResourceError
          message={messages.parameters.durations.load}
          onRetry={() => void durations.refetch()}
        />
      )}
      <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap' }}>
        <ChoiceField
          form={form}
          name="yieldCurveID"
          label="Courbe de taux"
          choices={withCurrent(curves.data ?? [], values.yieldCurveID)}
          hint={referenceHint(props.reference, 'yieldCurve')}
          loadingLabel={curves.isPending ? 'Chargement des courbes de taux' : undefined}
        />
        <ChoiceField
          form={form}
          name="modifiedDurationPriority"
          label="Priorité des durations"
          choices={withCurrent(durations.data ?? [], values.modifiedDurationPriority)}
          loadingLabel={durations.isPending ? 'Chargement des durations possibles' : undefined}
        />
      </Stack>
      <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap' }}>
        <NumberField
          form={form}
          name="nominalYieldRealYieldCorrelation"
          label="Corrélation taux nominal / taux réel"
        />
        <NumberField form={form} name="minDeltaUp" label="Hausse minimale des taux" />
        <NumberField form={form} name="minDeltaDown" label="Baisse minimale des taux" />
        <NumberField
          form={form}
          name="loanDefaultSensi"
          label="Sensibilité par défaut des prêts (années)"
        />
        <NumberField
          form={form}
          name="cashDefaultSensi"
          label="Sensibilité par défaut de la trésorerie (années)"
        />
      </Stack>
      <CheckField form={form} name="isORSA" label="Calcul ORSA" />
    </GroupForm>
  );
}
