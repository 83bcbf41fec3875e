import { describe, expect, it } from 'vitest';
import { qrtDefaultPeriodStart, qrtQuerySchema } from './qrt-query';

describe('QRT options (spec §3, §4)', () => {
  it('starts S.09.01 on 1 January of the valuation year (issue 36: an annual template)', () => {
    expect(qrtDefaultPeriodStart('2024-12-31')).toBe('2024-01-01');
    expect(qrtDefaultPeriodStart('2024-03-31')).toBe('2024-01-01');
    // 1 January closes no day of its year: the year before.
    expect(qrtDefaultPeriodStart('2025-01-01')).toBe('2024-01-01');
    expect(qrtDefaultPeriodStart('2024-01-02')).toBe('2024-01-01');
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
