import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RULE_SET_LABELS, type RuleSetId } from '@prisme/domain';

/** « Jeu de règles : SII-2027 » (issue 37 §1: the rule set shown on every SCR result). */
export const ruleSetChipText = (ruleSet: RuleSetId) => `Jeu de règles : ${ruleSet}`;

/** The rule set a result was computed under: a chip with its id, then its name. */
export function RuleSetBadge({ ruleSet }: { ruleSet: RuleSetId }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Chip
        label={ruleSetChipText(ruleSet)}
        size="small"
        variant="outlined"
        color={ruleSet === 'SII-2027' ? 'secondary' : 'default'}
      />
      <Typography variant="body2" color="text.secondary">
        {RULE_SET_LABELS[ruleSet]}
      </Typography>
    </Stack>
  );
}
