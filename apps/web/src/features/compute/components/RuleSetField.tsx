import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RULE_SET_IDS, ruleSetForDate, type RuleSetId } from '@prisme/domain';
import { NativeSelectField } from '../../../components/form/NativeSelectField';
import { formatDay } from '../../../lib/iso-date';
import { appliedRuleSetText, otherRuleSet, ruleSetName } from '../lib/rule-set-choice';

export const IMPACT_2027_LABEL = 'Impact 2027 : calculer aussi selon l’autre jeu de règles';

/**
 * The SCR's rule set on « Calculs » (issue 37 §1): the set applied, by default the one in
 * force at the valuation date, a native select to take the other, and « Impact 2027 »,
 * which computes the SCR under both sets on the same look-through; the same for a
 * simulation (simulationComputationRequestSchema carries both).
 */
export function RuleSetField({
  valuationDate,
  ruleSet,
  impact,
  disabled,
  onRuleSet,
  onImpact,
}: {
  valuationDate: string;
  ruleSet: RuleSetId;
  impact: boolean;
  disabled: boolean;
  onRuleSet: (ruleSet: RuleSetId) => void;
  onImpact: (impact: boolean) => void;
}) {
  const inForce = ruleSetForDate(valuationDate);
  return (
    <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="body1" id="compute-rule-set">
        {appliedRuleSetText(ruleSet, valuationDate)}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <NativeSelectField
          id="compute-rule-set-select"
          label="Jeu de règles"
          value={ruleSet}
          disabled={disabled}
          maxWidth={520}
          onChange={(value) => onRuleSet(value as RuleSetId)}
        >
          {RULE_SET_IDS.map((id) => (
            <option key={id} value={id}>
              {id === inForce
                ? `${ruleSetName(id)} — en vigueur au ${formatDay(valuationDate)}`
                : ruleSetName(id)}
            </option>
          ))}
        </NativeSelectField>
        <FormControlLabel
          label={IMPACT_2027_LABEL}
          disabled={disabled}
          control={
            <Checkbox
              checked={impact}
              onChange={(event) => onImpact(event.target.checked)}
              slotProps={{ input: { 'aria-describedby': 'compute-impact-hint' } }}
            />
          }
        />
        <Typography variant="body2" color="text.secondary" id="compute-impact-hint">
          {`Le SCR marché est aussi calculé selon ${otherRuleSet(ruleSet)} sur la même transparisation ; les écarts sont dans « Impact 2027 ».`}
        </Typography>
      </Stack>
    </Stack>
  );
}
