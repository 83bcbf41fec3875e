import { describe, expect, it } from 'vitest';
import { sortByName } from './choices';
import {
  addException,
  EXCEPTION_REASONS,
  exceptionOptions,
  exceptionRows,
  removeException,
} from './currency-exceptions';

const currencies = sortByName([
  { code: 'USD', name: 'Dollar des États-Unis' },
  { code: 'EUR', name: 'Euro' },
  { code: 'DKK', name: 'Couronne danoise' },
  { code: 'CHF', name: 'Franc suisse' },
]);

describe('currency exceptions (spec §5)', () => {
  it('currencies are sorted by name', () => {
    expect(currencies.map((c) => c.code)).toEqual(['DKK', 'USD', 'EUR', 'CHF']);
  });

  it('an added currency and the reference currency are disabled in the list', () => {
    const options = exceptionOptions(currencies, { DKK: 0.0039 }, 'EUR');
    expect(options.filter((o) => o.disabled).map((o) => o.code)).toEqual(['DKK', 'EUR']);
    expect(options.map((o) => o.code)).toEqual(['DKK', 'USD', 'EUR', 'CHF']);
  });

  it('a currency cannot be added twice', () => {
    const first = addException({}, 'USD', 0.2, 'EUR');
    expect(first).toEqual({ ok: true, exceptions: { USD: 0.2 } });
    const again = addException({ USD: 0.2 }, 'USD', 0.1, 'EUR');
    expect(again).toEqual({ ok: false, reason: EXCEPTION_REASONS.duplicate });
  });

  it('the reference currency cannot be an exception', () => {
    expect(addException({}, 'EUR', 0.1, 'EUR')).toEqual({
      ok: false,
      reason: EXCEPTION_REASONS.reference,
    });
  });

  it('needs a currency and a stress between 0 and 1', () => {
    expect(addException({}, '', 0.1, 'EUR')).toMatchObject({ ok: false });
    expect(addException({}, 'USD', NaN, 'EUR')).toEqual({
      ok: false,
      reason: EXCEPTION_REASONS.stress,
    });
    expect(addException({}, 'USD', 25, 'EUR')).toMatchObject({ ok: false });
    expect(addException({}, 'USD', 0, 'EUR')).toMatchObject({ ok: true });
  });

  it('a removed currency is enabled in the list again', () => {
    const exceptions = removeException({ USD: 0.2, DKK: 0.0039 }, 'USD');
    expect(exceptions).toEqual({ DKK: 0.0039 });
    const usd = exceptionOptions(currencies, exceptions, 'EUR').find((o) => o.code === 'USD');
    expect(usd?.disabled).toBe(false);
  });

  it('lists the exceptions by currency name, unknown codes by their code', () => {
    expect(exceptionRows({ USD: 0.2, DKK: 0.0039, XAF: 0.0196 }, currencies)).toEqual([
      { code: 'DKK', name: 'Couronne danoise', stress: 0.0039 },
      { code: 'USD', name: 'Dollar des États-Unis', stress: 0.2 },
      { code: 'XAF', name: 'XAF', stress: 0.0196 },
    ]);
  });
});
