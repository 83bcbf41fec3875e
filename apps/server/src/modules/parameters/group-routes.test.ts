import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGULATORY_DEFAULT_PARAMETERS as DEFAULTS } from '@prisme/domain';
import { yieldCurvePoints } from '../../db/schema';
import { testDatabaseKinds } from '../../test/databases';
import { createTestApp, type TestApp } from '../../test/test-app';
import { parameterCalls } from './test-support';

const ROLE = 'Client.DEMO1';

/** GET/PUT of the four SCR parameter groups (spec §3, §5, §7, §9). */
describe.each(testDatabaseKinds())('SCR parameter groups on %s', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof parameterCalls>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    api = parameterCalls(t);
    // The curves a saved interest-rate group may name: those loaded.
    await t.db.insert(yieldCurvePoints).values(
      ['EUR_RFR_VA', 'EUR_RFR_NO_VA'].map((curveId) => ({
        curveId,
        currency: 'EUR',
        curveDate: '2024-12-31',
        maturity: 1,
        rate: 0.02,
      })),
    );
  });
  afterAll(() => t.close());

  const groups = [
    ['/scr-equity', 'equity', { type1Stress: 0.42, useTransitoryStress: true }],
    ['/scr-interest-rate', 'interestRate', { yieldCurveID: 'EUR_RFR_VA', minDeltaUp: 0.015 }],
    ['/scr-property', 'property', { propertyStress: 0.3 }],
    [
      '/scr-currency',
      'currency',
      { currencyStress: 0.2, exceptionStressByCurrencies: { DKK: 0.0039, CHF: 0.1 } },
    ],
  ] as const;

  it.each(groups)('GET %s answers the regulatory defaults before any save', async (path, group) => {
    const response = await api.call('analyste', 'GET', path);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(DEFAULTS[group]);
  });

  it.each(groups)(
    'PUT %s saves the group, GET reads it back, one audit row has old and new values',
    async (path, group, change) => {
      const before = await api.rowCounts();
      const body = {
        ...DEFAULTS[group],
        ...change,
        userID: await t.accountIdOf('analyste'),
        rolename: ROLE,
      };
      const saved = await api.call('analyste', 'PUT', path, body);
      expect(saved.statusCode, saved.body).toBe(200);
      const expected = { ...DEFAULTS[group], ...change };
      expect(saved.json()).toEqual(expected);
      expect((await api.call('analyste', 'GET', `${path}?rolename=${ROLE}`)).json()).toEqual(
        expected,
      );
      expect(await api.rowCounts()).toEqual({
        ...before,
        groups: before.groups + 1,
        audit: before.audit + 1,
      });
      const [audit] = await api.auditOf(ROLE, group);
      expect(audit).toMatchObject({
        userId: await api.userIdOf('analyste'),
        displayName: 'Claire Analyste',
        oldValues: DEFAULTS[group],
        newValues: expected,
      });
      expect(audit!.changedAt).toBeInstanceOf(Date);
    },
  );

  it.each([
    ['EUR_RFR_INCONNUE', 'La courbe de taux « EUR_RFR_INCONNUE » n’est pas intégrée'],
    ['', 'Choisissez la courbe de taux du calcul.'],
  ])(
    'PUT /scr-interest-rate refuses the curve « %s », and keeps what was saved',
    async (id, text) => {
      const before = await api.rowCounts();
      const kept = (
        await api.call('analyste', 'GET', `/scr-interest-rate?rolename=${ROLE}`)
      ).json();
      const response = await api.call('analyste', 'PUT', '/scr-interest-rate', {
        ...DEFAULTS.interestRate,
        yieldCurveID: id,
        userID: await t.accountIdOf('analyste'),
        rolename: ROLE,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(text);
      expect(await api.rowCounts()).toEqual(before);
      expect(
        (await api.call('analyste', 'GET', `/scr-interest-rate?rolename=${ROLE}`)).json(),
      ).toEqual(kept);
    },
  );

  it('a second save updates the row and audits the previous values as old', async () => {
    const first = (await api.call('analyste', 'GET', '/scr-property')).json();
    const before = await api.rowCounts();
    const response = await api.call('analyste', 'PUT', '/scr-property', {
      propertyStress: 0.123456789,
    });
    expect(response.statusCode, response.body).toBe(200);
    // Numbers are floats (spec §5): kept as sent.
    expect(response.json()).toEqual({ propertyStress: 0.123456789 });
    expect(await api.rowCounts()).toEqual({ ...before, audit: before.audit + 1 });
    const audits = await api.auditOf(ROLE, 'property');
    expect(audits.at(-1)).toMatchObject({
      oldValues: first,
      newValues: { propertyStress: 0.123456789 },
    });
  });

  it('hidden equity fields left out of a PUT keep the values in force', async () => {
    const {
      stressRange: _s,
      financialInstitutionInOwnFundTreshold: _f,
      ...visible
    } = DEFAULTS.equity;
    const response = await api.call('analyste', 'PUT', '/scr-equity', {
      ...visible,
      type2Stress: 0.5,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ type2Stress: 0.5, stressRange: 0.1 });
  });

  it('parameters are per user: the admin sees the defaults for the same client', async () => {
    const response = await api.call('admin', 'GET', `/scr-equity?rolename=${ROLE}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(DEFAULTS.equity);
  });

  it('an administrator must name the client', async () => {
    const response = await api.call('admin', 'GET', '/scr-equity');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('précisez le client');
  });

  const invalid = [
    [
      'a missing field',
      '/scr-equity',
      { ...DEFAULTS.equity, type1Stress: undefined },
      'type1Stress',
    ],
    ['text in a number', '/scr-equity', { ...DEFAULTS.equity, type2Stress: 'abc' }, 'type2Stress'],
    [
      'a percentage instead of a fraction',
      '/scr-property',
      { propertyStress: 25 },
      'propertyStress',
    ],
    [
      'a missing boolean',
      '/scr-interest-rate',
      { ...DEFAULTS.interestRate, isORSA: undefined },
      'isORSA',
    ],
    [
      'the reference currency as an exception',
      '/scr-currency',
      { ...DEFAULTS.currency, exceptionStressByCurrencies: { EUR: 0.1 } },
      'La devise de référence ne peut pas être une exception.',
    ],
  ] as const;

  it.each(invalid)(
    '%s answers a French 400 and writes nothing',
    async (_name, path, body, said) => {
      const before = await api.rowCounts();
      const previous = (await api.call('analyste', 'GET', path)).json();
      const response = await api.call('analyste', 'PUT', path, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION' });
      expect(response.json().message).toMatch(/^La requête est invalide/);
      expect(response.json().message).toContain(said);
      expect(await api.rowCounts()).toEqual(before);
      expect((await api.call('analyste', 'GET', path)).json()).toEqual(previous);
    },
  );
});
