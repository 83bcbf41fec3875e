import { describe, expect, it } from 'vitest';
import type { LiquidityScenario } from '@prisme/domain';
import { daysToSell, newScenarioFrom, scenarioFormSchema } from './scenario-form';

const scenario: LiquidityScenario = {
  code: 'NORMAL',
  name: 'Normal',
  comment: null,
  details: [
    {
      liquidityClass: 'EQ_LARGE',
      scopeCode: 'EQUITY',
      bondRatio: 0,
      equityDailyTreshold: 0.2,
      spreadBidAskRatio: 0.001,
    },
    {
      liquidityClass: 'IG_CORP',
      scopeCode: 'BOND',
      bondRatio: 0.1,
      equityDailyTreshold: 0,
      spreadBidAskRatio: 0.008,
    },
  ],
};

describe('scenario form', () => {
  it('accepts a valid scenario', () => {
    expect(scenarioFormSchema.safeParse(scenario).success).toBe(true);
  });

  it('puts a duplicated class and scope on its row, in French', () => {
    const parsed = scenarioFormSchema.safeParse({
      ...scenario,
      details: [...scenario.details, scenario.details[1]],
    });
    expect(parsed.success).toBe(false);
    const issue = parsed.error!.issues.find((i) => i.path.join('.') === 'details.2');
    expect(issue?.message).toBe('La classe IG_CORP figure deux fois pour le périmètre BOND.');
  });

  it('refuses a ratio out of range and a share without volume', () => {
    const bad = structuredClone(scenario);
    bad.details[1]!.bondRatio = 2;
    bad.details[0]!.equityDailyTreshold = 0;
    const paths = scenarioFormSchema.safeParse(bad).error!.issues.map((i) => i.path.join('.'));
    expect(paths).toContain('details.1.bondRatio');
    expect(paths).toContain('details.0.equityDailyTreshold');
  });

  it('starts a new scenario from a copy of another’s rules', () => {
    const copy = newScenarioFrom(scenario);
    expect(copy).toMatchObject({ code: '', name: '' });
    expect(copy.details).toEqual(scenario.details);
    expect(copy.details[0]).not.toBe(scenario.details[0]);
  });

  it('counts the days to sell a position', () => {
    expect(daysToSell(0.1)).toBe(10);
    expect(daysToSell(1)).toBe(1);
    expect(daysToSell(0.3)).toBe(4);
    expect(daysToSell(0)).toBeNull();
  });
});
