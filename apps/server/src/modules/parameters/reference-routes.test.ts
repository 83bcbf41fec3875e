import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scrReferences, securities, yieldCurvePoints } from '../../db/schema';
import { testDatabaseKinds } from '../../test/databases';
import { createTestApp, type TestApp } from '../../test/test-app';
import { parameterCalls } from './test-support';

/** Reference data of the parameter screens, rights and tenancy of every route. */
describe.each(testDatabaseKinds())('Parameter reference data and access on %s', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof parameterCalls>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    api = parameterCalls(t);
  });
  afterAll(() => t.close());

  it('scr-reference: none loaded is a French 404; then the reference in force at the date', async () => {
    const missing = await api.call('analyste', 'GET', '/scr-reference?valuationDate=2025-12-31');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(
      'Aucune référence EIOPA (ajustement symétrique) n’est disponible au 31/12/2025.',
    );
    await t.db.insert(scrReferences).values([
      {
        referenceDate: '2025-11-30',
        symmetricAdjustment: 0.015,
        type1Stress: 0.405,
        type2Stress: 0.505,
        yieldCurveId: 'EUR_RFR_NO_VA',
      },
      {
        referenceDate: '2026-01-31',
        symmetricAdjustment: -0.02,
        type1Stress: 0.37,
        type2Stress: 0.47,
        yieldCurveId: 'EUR_RFR_NO_VA',
      },
    ]);
    const found = await api.call('analyste', 'GET', '/scr-reference?valuationDate=2025-12-31');
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({
      type1Stress: 0.405,
      type2Stress: 0.505,
      yieldCurve: 'EUR_RFR_NO_VA',
      symmetricAdjustment: 0.015,
    });
    const bad = await api.call('analyste', 'GET', '/scr-reference?valuationDate=31/12/2025');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^La requête est invalide/);
  });

  it('yield-curves-id: the distinct curve ids loaded, sorted', async () => {
    expect((await api.call('analyste', 'GET', '/yield-curves-id')).json()).toEqual([]);
    const point = (curveId: string, curveDate: string, maturity: number) => ({
      curveId,
      currency: curveId.slice(0, 3),
      curveDate,
      maturity,
      rate: 0.02,
    });
    await t.db
      .insert(yieldCurvePoints)
      .values([
        point('USD_RFR_NO_VA', '2025-12-31', 1),
        point('EUR_RFR_NO_VA', '2025-12-31', 1),
        point('EUR_RFR_NO_VA', '2025-12-31', 2),
        point('EUR_RFR_NO_VA', '2025-11-30', 1),
      ]);
    const response = await api.call('analyste', 'GET', '/yield-curves-id');
    expect(response.json()).toEqual(['EUR_RFR_NO_VA', 'USD_RFR_NO_VA']);
  });

  it('modified-duration-priorities: code and French name', async () => {
    const response = await api.call('analyste', 'GET', '/modified-duration-priorities');
    expect(response.json().map((p: { code: string }) => p.code)).toEqual([
      'MATURITY',
      'EXPECTED',
      'CALL',
    ]);
    expect(response.json()[0].name).toMatch(/^Duration à maturité/);
  });

  it('currencies: ISO currencies in force, sorted by French name (spec §5)', async () => {
    const currencies: { code: string; name: string }[] = (
      await api.call('analyste', 'GET', '/currencies')
    ).json();
    expect(currencies).toContainEqual({ code: 'EUR', name: 'Euro' });
    expect(currencies.map((c) => c.code)).not.toContain('FRF'); // withdrawn
    const names = currencies.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'fr')));
  });

  it('CIC filters: the subcategories each list takes', async () => {
    const codes = async (path: string) =>
      (await api.call('analyste', 'GET', path)).json().map((o: { code: string }) => o.code);
    const strategic = await codes('/strategic-parameters-cic-filters');
    expect(strategic).toContain('31');
    expect(strategic).not.toContain('21');
    expect(await codes('/long-term-assets-cic-filters')).toContain('41');
    const leverage = await codes('/property-leverage-filters');
    expect(leverage).toEqual(expect.arrayContaining(['32', '45', '91']));
    expect(leverage).not.toContain('31');
  });

  it('securities: the name and CIC of the codes known, at most 100 codes, French 400s', async () => {
    await t.db.insert(securities).values([
      {
        code: 'FR0000120271',
        codeType: '1',
        name: 'TotalEnergies SE',
        cic: 'FR31',
        currency: 'EUR',
      },
      { code: 'US0378331005', codeType: '1', name: 'Apple Inc.', cic: 'US31', currency: 'USD' },
    ]);
    const found = await api.call(
      'analyste',
      'GET',
      '/securities?codes=US0378331005,%20FR0000120271,,UNKNOWN,FR0000120271',
    );
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toEqual([
      { code: 'FR0000120271', name: 'TotalEnergies SE', cic: 'FR31' },
      { code: 'US0378331005', name: 'Apple Inc.', cic: 'US31' },
    ]);
    const empty = await api.call('analyste', 'GET', '/securities?codes=%20,');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/Indiquez au moins un code à rechercher/);
    const missing = await api.call('analyste', 'GET', '/securities');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/Indiquez les codes à rechercher/);
    const codes = Array.from({ length: 101 }, (_, i) => `FR${String(i).padStart(10, '0')}`);
    const many = await api.call('analyste', 'GET', `/securities?codes=${codes.join(',')}`);
    expect(many.statusCode).toBe(400);
    expect(many.json().message).toMatch(/100 codes au plus par recherche/);
    const hundred = await api.call(
      'analyste',
      'GET',
      `/securities?codes=${codes.slice(1).join(',')}`,
    );
    expect(hundred.statusCode).toBe(200);
  });

  const everyRoute = [
    ['GET', '/scr-reference?valuationDate=2025-12-31'],
    ['GET', '/yield-curves-id'],
    ['GET', '/modified-duration-priorities'],
    ['GET', '/currencies'],
    ['GET', '/strategic-parameters-cic-filters'],
    ['GET', '/long-term-assets-cic-filters'],
    ['GET', '/property-leverage-filters'],
    ['GET', '/securities?codes=FR0000120271'],
    ['GET', '/scr-equity'],
    ['GET', '/scr-interest-rate'],
    ['GET', '/scr-property'],
    ['GET', '/scr-currency'],
    ['GET', '/strategic-parameters'],
    ['GET', '/long-term-assets'],
    ['GET', '/intra-groups'],
    ['GET', '/exclude-scr-concentration'],
    ['GET', '/property-leverage'],
    ['PUT', '/scr-property', { propertyStress: 0.3 }],
    ['PUT', '/intra-groups', { rolename: 'Client.DEMO2', intraGroups: [] }],
  ] as const;

  it.each(everyRoute)(
    'without the solvency right: %s %s answers 403 and writes nothing',
    async (method, path, body?: Record<string, unknown>) => {
      const before = await api.rowCounts();
      const response = await api.call('lecteur', method, path, body);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        code: 'FORBIDDEN',
        message: 'Vous n’avez pas les droits nécessaires.',
      });
      expect(await api.rowCounts()).toEqual(before);
    },
  );

  const otherClient = [
    ['GET', '/scr-equity?rolename=Client.DEMO2'],
    ['GET', '/strategic-parameters?roleName=Client.DEMO2'],
    ['GET', '/long-term-assets?rolename=Client.DEMO2'],
    ['GET', '/intra-groups?rolename=Client.DEMO2'],
    ['GET', '/exclude-scr-concentration?rolename=Client.DEMO2'],
    ['GET', '/property-leverage?rolename=Client.DEMO2'],
    ['GET', '/strategic-parameters?roleName=Client.INCONNU'],
    ['PUT', '/scr-property', { propertyStress: 0.3, rolename: 'Client.DEMO2' }],
    ['PUT', '/strategic-parameters', { rolename: 'Client.DEMO2', strategicParticipations: [] }],
    ['PUT', '/long-term-assets', { rolename: 'Client.DEMO2', longTermAssets: [] }],
    ['PUT', '/intra-groups', { rolename: 'Client.DEMO2', intraGroups: [] }],
    [
      'PUT',
      '/exclude-scr-concentration',
      { rolename: 'Client.DEMO2', excludeSCRConcentrations: [] },
    ],
    ['PUT', '/property-leverage', { rolename: 'Client.DEMO2', propertyLeverages: [] }],
  ] as const;

  it('the lists of another client are kept apart', async () => {
    const saved = await api.call('admin', 'PUT', '/intra-groups', {
      rolename: 'Client.DEMO2',
      intraGroups: [{ code: 'FR0000131104', denomination: 'BNP Paribas', cic: '' }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const own = await api.call('analyste', 'GET', '/intra-groups');
    expect(own.json()).toEqual([]);
  });

  it('an administrator naming a client that does not exist gets a French 404', async () => {
    const before = await api.rowCounts();
    for (const [method, path, body] of [
      ['PUT', '/intra-groups', { rolename: 'Client.INCONNU', intraGroups: [] }],
      ['PUT', '/scr-property', { rolename: 'Client.INCONNU', propertyStress: 0.3 }],
      ['GET', '/scr-property?rolename=Client.INCONNU', undefined],
    ] as const) {
      const response = await api.call('admin', method, path, body);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Le client « Client.INCONNU » n’existe pas.');
    }
    expect(await api.rowCounts()).toEqual(before);
  });

  it.each(otherClient)(
    'a client outside the caller’s: %s %s answers 403 ROLE_FORBIDDEN and writes nothing',
    async (method, path, body?: Record<string, unknown>) => {
      const before = await api.rowCounts();
      const response = await api.call('analyste', method, path, body);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        code: 'ROLE_FORBIDDEN',
        message: 'Ce client ne fait pas partie de votre périmètre.',
      });
      expect(await api.rowCounts()).toEqual(before);
    },
  );

  it('a userID other than the caller’s is refused', async () => {
    const response = await api.call('analyste', 'PUT', '/scr-property', {
      propertyStress: 0.3,
      userID: await t.accountIdOf('admin'),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('USER_MISMATCH');
  });

  it('OpenAPI documents every route under « Paramètres » with a French summary', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const operations = Object.entries(doc.paths as Record<string, Record<string, unknown>>)
      .filter(([path]) => path.startsWith('/api/parameters/'))
      .flatMap(([, ops]) => Object.values(ops) as { tags: string[]; summary: string }[]);
    expect(operations).toHaveLength(28); // with GET and PUT /defaulted-loans (issue 37), GET /securities (issue 40)
    for (const op of operations) {
      expect(op.tags).toEqual(['Paramètres']);
      expect(op.summary.length).toBeGreaterThan(10);
    }
    expect(doc.components.schemas).toHaveProperty('StrategicParticipation');
  });
});
