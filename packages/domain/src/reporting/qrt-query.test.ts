import { describe, expect, it } from 'vitest';
import { qrtDefaultPeriodStart, qrtQuerySchema } from './qrt-query';

describe('QRT options (spec §3, §4)', () => {
  it('starts S.09.01 the day before the valuation date, from its day of month', () => {
    expect(qrtDefaultPeriodStart('2024-12-31')).toBe('2024-12-30');
    expect(qrtDefaultPeriodStart('2025-01-01')).toBe('2024-12-31');
    expect(qrtDefaultPeriodStart('2024-03-01')).toBe('2024-02-29');
  });

  it('takes bceColumns as true by default, refuses a malformed date in French', () => {
    // The annual module by default (issue 36 §4): the templates Prisme always built.
    expect(qrtQuerySchema.parse({})).toEqual({ bceColumns: 'true', module: 'annual' });
    expect(qrtQuerySchema.safeParse({ module: 'mensuel' }).error!.issues[0]!.message).toContain(
      'trimestriel',
    );
    expect(qrtQuerySchema.parse({ bceColumns: 'false' }).bceColumns).toBe('false');
    const bad = qrtQuerySchema.safeParse({ beginDateQrts0901: '2024-02-30' });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues[0]!.message).toContain('aaaa-mm-jj');
  });
});
