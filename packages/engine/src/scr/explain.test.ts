import { describe, expect, it } from 'vitest';
import { computeMarketScr } from './compute';
import { explainLine } from './explain';
import { inputOf, line } from './fixtures';

describe('Each line carries why it was classified', () => {
  const input = inputOf([
    line({
      cic: 'FR21',
      marketValue: 2_000_000,
      code: 'BOND-Z',
      issuerGroupCode: 'Z',
      creditQualityStep: 2,
      modifiedDuration: 5,
    }),
    line({
      cic: 'US31',
      marketValue: 1_000_000,
      code: 'EQ-USD',
      currency: 'USD',
      issuerGroupCode: 'W',
      listedEeaOecd: true,
    }),
  ]);
  const r = computeMarketScr(input);

  it('a corporate bond: rates by duration, spread Art. 176(3) bucket ≤ 5 years at 7 %, single name Z', () => {
    const e = explainLine(input.lines, r, 0);
    expect(e.code).toBe('BOND-Z');
    const by = Object.fromEntries(e.reasons.map((x) => [x.submodule, x]));
    expect(by['interestRate']).toMatchObject({ key: 'duration', detail: 'scénario hausse' });
    expect(by['spread']).toMatchObject({
      key: 'bond',
      article: 'Art. 176(3)',
      detail: 'duration ≤ 5 ans',
    });
    expect(by['spread']!.shock).toBeCloseTo(0.07, 12);
    expect(by['concentration']).toMatchObject({ key: 'name', detail: 'Z' });
    expect(by['currency']).toMatchObject({ key: 'local' });
    expect(by['equity']).toBeUndefined();
  });

  it('a USD listed equity: type 1 at 39 % + SA, foreign currency at 25 %', () => {
    const e = explainLine(input.lines, r, 1);
    const by = Object.fromEntries(e.reasons.map((x) => [x.submodule, x]));
    expect(by['equity']).toMatchObject({ key: 'type1', article: 'Art. 168(2), 169(1)(c)' });
    expect(by['equity']!.shock).toBeCloseTo(0.405, 12);
    expect(by['currency']).toMatchObject({
      key: 'foreign',
      shock: 0.25,
      loss: 250_000,
      detail: 'USD',
    });
    expect(e.contribution).toBeCloseTo(r.lines.contribution[1]!, 12);
  });
});
