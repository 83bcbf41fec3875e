import type { CounterpartySummary } from '@prisme/domain';

type Rules = CounterpartySummary['reasons']['pd'];

/** « Échelon de qualité de crédit (Art. 199(2)) » for a rule key the result names. */
export function ruleText(rules: Rules, key: string): string {
  const rule = rules.find((r) => r.key === key);
  return rule ? `${rule.label} (${rule.article})` : key;
}

/** The flags of an exposure in words, « ; »-separated; « — » when none. */
export function flagsText(rules: Rules, flags: readonly string[]): string {
  return flags.length ? flags.map((f) => ruleText(rules, f)).join(' ; ') : '—';
}

const pdFormat = new Intl.NumberFormat('fr-FR', {
  style: 'percent',
  minimumFractionDigits: 3,
  maximumFractionDigits: 3,
});
/** A probability of default to three decimals of a percent (0,002 % for CQS 0). */
export const formatPd = (pd: number) => pdFormat.format(pd);
