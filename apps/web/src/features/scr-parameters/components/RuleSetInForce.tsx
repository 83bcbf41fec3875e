import Alert from '@mui/material/Alert';
import { RULE_SET_LABELS, ruleSetForDate } from '@prisme/domain';
import { formatDay } from '../../../lib/iso-date';

/** « Jeu de règles en vigueur au 31/12/2026 : SII-2016 — … » (issue 37 §5). */
export const ruleSetInForceText = (valuationDate: string) => {
  const id = ruleSetForDate(valuationDate.slice(0, 10));
  return `Jeu de règles en vigueur au ${formatDay(valuationDate)} : ${id} — ${RULE_SET_LABELS[id]}. « Calculs » l’applique par défaut.`;
};

/** The rule set the perimeter's valuation date gives, above the parameters. */
export function RuleSetInForce({ valuationDate }: { valuationDate: string | null }) {
  if (!valuationDate) return null;
  return (
    <Alert severity="info" aria-label="Jeu de règles en vigueur">
      {ruleSetInForceText(valuationDate)}
    </Alert>
  );
}
