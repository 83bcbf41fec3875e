import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { positions } from '../../db/schema';
import { testDatabaseKinds } from '../../test/databases';
import { insertClientFixtures } from '../../test/fixtures/client-data';
import { createTestApp, type TestApp } from '../../test/test-app';

describe.each(testDatabaseKinds())('inventory and perimeter endpoints on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await insertClientFixtures(t.db);
    const position = (compartmentCode: string, valuationDate: string) => ({
      roleCode: 'Client.DEMO1',
      portfolioCode: 'P-VIE',
      compartmentCode,
      valuationDate,
      securityCode: 'FR0000120271',
      quantity: 10,
      quotationCurrency: 'EUR',
      marketValueQc: 580,
      marketValueRc: 580,
    });
    await t.db
      .insert(positions)
      .values([
        position('GEN', '2024-11-30'),
        position('GEN', '2024-12-31'),
        position('UC', '2024-11-30'),
      ]);
  });
  afterAll(() => t.close());

  const call: TestApp['call'] = (...args) => t.call(...args);

  it("lists a role's portfolios with the fields of spec §3, and refuses another client's", async () => {
    const own = await call('analyste', 'GET', '/api/inventory/portfolios?rolename=Client.DEMO1');
    expect(own.json()).toEqual([
      {
        codePortefeuille: 'P-VIE',
        libellePortefeuille: 'Actif général vie',
        rolename: 'Client.DEMO1',
        indice: 'EuroStoxx 50',
      },
    ]);
    const foreign = await call('lecteur', 'GET', '/api/inventory/portfolios?rolename=Client.DEMO1');
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ code: 'ROLE_FORBIDDEN' });
    expect(
      (await call('admin', 'GET', '/api/inventory/portfolios?rolename=Client.DEMO2')).json(),
    ).toHaveLength(1);
  });

  it('asks an admin without a chosen role to name one', async () => {
    const response = await call('admin', 'GET', '/api/inventory/portfolios');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/rolename/);
  });

  it('lists valuation dates newest first, and 403 for portfolios of another client', async () => {
    const dates = await call('analyste', 'POST', '/api/inventory/valuation-dates', {
      portfolioCodes: ['P-VIE'],
    });
    expect(dates.json()).toEqual(['2024-12-31', '2024-11-30']);
    const foreign = await call('lecteur', 'POST', '/api/inventory/valuation-dates', {
      portfolioCodes: ['P-VIE'],
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.body).not.toContain('2024');
    const sneaky = await call('lecteur', 'POST', '/api/inventory/valuation-dates', {
      portfolioCodes: ['P-MUT', 'P-VIE'],
      rolename: 'Client.DEMO2',
    });
    expect(sneaky.statusCode).toBe(403);
    expect(
      (
        await call('admin', 'POST', '/api/inventory/valuation-dates', { portfolioCodes: ['P-VIE'] })
      ).json(),
    ).toHaveLength(2);
  });

  it('lists compartments, only those holding positions at a given date', async () => {
    const all = await call('analyste', 'POST', '/api/inventory/compartments', {
      portfolioCodes: ['P-VIE'],
    });
    expect(all.json().map((c: { codeCompartiment: string }) => c.codeCompartiment)).toEqual([
      'GEN',
      'UC',
    ]);
    const atDate = await call('analyste', 'POST', '/api/inventory/compartments', {
      portfolioCodes: ['P-VIE'],
      valuationDate: '2024-12-31',
    });
    expect(atDate.json()).toEqual([
      { codeCompartiment: 'GEN', libelleCompartiment: 'Actif général', codePortefeuille: 'P-VIE' },
    ]);
    expect(
      (await call('lecteur', 'POST', '/api/inventory/compartments', { portfolioCodes: ['P-VIE'] }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('analyste', 'POST', '/api/inventory/compartments', { portfolioCodes: [] }))
        .statusCode,
    ).toBe(400);
  });

  it('saves and reads back the perimeter of each user', async () => {
    expect((await call('analyste', 'GET', '/api/prisme/perimeter')).json()).toBeNull();
    const perimeter = {
      valuationDate: '2024-12-31',
      rolename: 'Client.DEMO1',
      portfolios: ['P-VIE'],
      compartments: ['GEN'],
      lookThroughLevel: 'FULL',
    };
    const saved = await call('analyste', 'PUT', '/api/prisme/perimeter', {
      ...perimeter,
      userID: await t.accountIdOf('analyste'),
    });
    expect(saved.statusCode).toBe(200);
    expect((await call('analyste', 'GET', '/api/prisme/perimeter')).json()).toEqual(perimeter);
    expect((await call('lecteur', 'GET', '/api/prisme/perimeter')).json()).toBeNull();
  });

  it("refuses a perimeter naming another client's role or portfolios, or another user", async () => {
    const base = {
      valuationDate: '2024-12-31',
      portfolios: ['P-VIE'],
      compartments: [],
      lookThroughLevel: '1',
    };
    expect(
      (await call('lecteur', 'PUT', '/api/prisme/perimeter', { ...base, rolename: 'Client.DEMO1' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('lecteur', 'PUT', '/api/prisme/perimeter', { ...base, rolename: 'Client.DEMO2' }))
        .statusCode,
    ).toBe(403);
    const other = await call('analyste', 'PUT', '/api/prisme/perimeter', {
      ...base,
      rolename: 'Client.DEMO1',
      userID: await t.accountIdOf('lecteur'),
    });
    expect(other.statusCode).toBe(403);
    const outside = await call('analyste', 'PUT', '/api/prisme/perimeter', {
      ...base,
      rolename: 'Client.DEMO1',
      compartments: ['PERP'],
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().message).toMatch(/PERP/);
    const badLevel = await call('analyste', 'PUT', '/api/prisme/perimeter', {
      ...base,
      rolename: 'Client.DEMO1',
      lookThroughLevel: '42',
    });
    expect(badLevel.statusCode).toBe(400);
  });
});
