import { describe, expect, it } from 'vitest';
import { appliedRuleSetText, chosenRuleSet, otherRuleSet } from './rule-set-choice';

describe('the rule set of « Calculs » (issue 37 §1)', () => {
  it('defaults from the valuation date: SII-2027 from 30/01/2027', () => {
    expect(chosenRuleSet(null, '2026-12-31')).toBe('SII-2016');
    expect(chosenRuleSet(null, '2027-01-29')).toBe('SII-2016');
    expect(chosenRuleSet(null, '2027-01-30')).toBe('SII-2027');
    expect(chosenRuleSet(null, '2027-03-31')).toBe('SII-2027');
  });

  it('keeps the user’s choice for its date only', () => {
    const choice = { valuationDate: '2026-12-31', ruleSet: 'SII-2027' as const };
    expect(chosenRuleSet(choice, '2026-12-31')).toBe('SII-2027');
    expect(chosenRuleSet(choice, '2026-06-30')).toBe('SII-2016');
  });

  it('names the other set', () => {
    expect(otherRuleSet('SII-2016')).toBe('SII-2027');
    expect(otherRuleSet('SII-2027')).toBe('SII-2016');
  });

  it('says which set applies and why', () => {
    expect(appliedRuleSetText('SII-2016', '2026-12-31')).toBe(
      'Règles appliquées : SII-2016 — Règles actuelles (DR 2015/35 consolidé jusqu’au 2020/442) (en vigueur au 31/12/2026)',
    );
    expect(appliedRuleSetText('SII-2027', '2026-12-31')).toBe(
      'Règles appliquées : SII-2027 — Règles 2027 (DR 2015/35 modifié par le DR 2026/269) (choisi ; le jeu en vigueur au 31/12/2026 est SII-2016)',
    );
  });
});
