import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/databases';
import { FIXTURE_PERIMETER, insertLookThroughFixture } from '../../test/fixtures/look-through';
import { multipartBody } from '../../test/multipart';
import { createTestApp, type TestApp } from '../../test/test-app';

const ROLE = 'Client.DEMO1';
const PORTFOLIO_URL = `/api/admin/clients/${ROLE}/portfolios/P-VIE`;
const P_VIE = { label: 'Actif général vie', currency: 'EUR', kind: 'life', indice: null };
const INVENTORY_HEADER =
  'codePortefeuille;codeCompartiment;dateValorisation;codeTitre;quantite;deviseCotation;valeurMarcheCotation;valeurMarcheReference';

/**
 * A deactivated client, portfolio or compartment (issue 35 §A.3) is not offered in the
 * perimeter's choices, refused by a new computation and by an inventory import, in
 * French; what was computed and archived with it stays readable; reactivated, all is back.
 */
describe.each(testDatabaseKinds())('deactivated structure on %s', (kind) => {
  let t: TestApp;
  let computedId: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await insertLookThroughFixture(t.db, { apple: 0.6, bond: 0.3 });
    const computed = await t.call(
      'analyste',
      'POST',
      '/api/inventory/computation',
      FIXTURE_PERIMETER,
    );
    expect(computed.statusCode, computed.body).toBe(200);
    computedId = computed.json().perimeter.perimeterID;
    const archived = await t.call('analyste', 'POST', '/api/archive', {
      perimeterID: computedId,
      name: 'Clôture',
      category: 'Officiel',
      simulation: false,
      scr: false,
      esg: false,
      riskLiquidity: false,
    });
    expect(archived.statusCode, archived.body).toBe(201);
  });
  afterAll(() => t.close());

  const setActive = async (url: string, body: object, active: boolean) => {
    const response = await t.call('admin', 'PUT', url, { ...body, active });
    expect(response.statusCode, response.body).toBe(200);
  };
  const compute = (perimeter: object = FIXTURE_PERIMETER) =>
    t.call('analyste', 'POST', '/api/inventory/computation', perimeter);
  const importLine = async (compartment: string) => {
    const body = multipartBody(
      { kind: 'inventory', rolename: ROLE },
      {
        name: 'inventaire.csv',
        content: `${INVENTORY_HEADER}\r\nP-VIE;${compartment};31/12/2024;FR0000120271;1;EUR;10;10\r\n`,
      },
    );
    return t.app.inject({
      method: 'POST',
      url: '/api/integration/files',
      headers: { ...body.headers, authorization: `Bearer ${await t.tokenFor('analyste')}` },
      payload: body.payload,
    });
  };
  const portfolioCodes = async () =>
    (await t.call('analyste', 'GET', `/api/inventory/portfolios?rolename=${ROLE}`))
      .json()
      .map((p: { codePortefeuille: string }) => p.codePortefeuille);

  it('leaves a deactivated portfolio out of the choices, computations and imports', async () => {
    expect(await portfolioCodes()).toEqual(['P-VIE']);
    await setActive(PORTFOLIO_URL, P_VIE, false);
    expect(await portfolioCodes()).toEqual([]);

    const refused = await compute();
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'Le périmètre n’est pas accepté : portefeuille(s) désactivé(s) : P-VIE ; réactivez-le sur la page Clients et portefeuilles pour le calculer.',
    );
    const imported = await importLine('GEN');
    expect(imported.statusCode).toBe(422);
    expect(imported.json().errors[0]).toMatchObject({
      line: 2,
      column: 'codePortefeuille',
      message: expect.stringContaining('Portefeuille désactivé : « P-VIE »'),
    });

    // What was computed and archived with it reads as before.
    const lines = await t.call(
      'analyste',
      'GET',
      `/api/inventory/${computedId}/odata/hierarchical_positions?$top=10`,
    );
    expect(lines.statusCode, lines.body).toBe(200);
    const saved = await t.call('analyste', 'GET', `/api/archive/all?rolename=${ROLE}`);
    expect(saved.statusCode).toBe(200);
    expect(saved.body).toContain('Clôture');

    await setActive(PORTFOLIO_URL, P_VIE, true);
    expect(await portfolioCodes()).toEqual(['P-VIE']);
    expect((await compute()).statusCode).toBe(200);
  });

  it('leaves a deactivated compartment out, even named by its bare code', async () => {
    const url = `${PORTFOLIO_URL}/compartments/UC`;
    await setActive(url, { label: 'Unités de compte' }, false);
    const offered = await t.call('analyste', 'POST', '/api/inventory/compartments', {
      portfolioCodes: ['P-VIE'],
      rolename: ROLE,
    });
    expect(offered.json().map((c: { codeCompartiment: string }) => c.codeCompartiment)).toEqual([
      'GEN',
    ]);
    const refused = await compute();
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('compartiment(s) désactivé(s) : P-VIE / UC');
    expect((await compute({ ...FIXTURE_PERIMETER, compartments: ['GEN'] })).statusCode).toBe(200);
    const imported = await importLine('UC');
    expect(imported.statusCode).toBe(422);
    expect(imported.json().errors[0].message).toContain(
      'Compartiment désactivé du portefeuille P-VIE',
    );
    await setActive(url, { label: 'Unités de compte' }, true);
    expect((await importLine('UC')).statusCode).toBe(200);
  });

  it('leaves a deactivated client out of every list of clients, computations and imports', async () => {
    const url = `/api/admin/clients/${ROLE}`;
    const clientCodes = async (login: string, path: string) =>
      (await t.call(login, 'GET', `/api/inventory/${path}`))
        .json()
        .map((role: { code: string }) => role.code);
    expect(await clientCodes('admin', 'all-rolenames')).toContain(ROLE);
    await setActive(url, { label: 'Mutuelle Vie Horizon' }, false);
    expect(await clientCodes('admin', 'all-rolenames')).not.toContain(ROLE);
    expect(await clientCodes('analyste', 'rolenames')).toEqual([]);
    const refused = await compute();
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('le client « Client.DEMO1 » est désactivé');
    const imported = await importLine('GEN');
    expect(imported.statusCode).toBe(422);
    expect(imported.json().errors[0].message).toContain('est désactivé : réactivez-le');
    await setActive(url, { label: 'Mutuelle Vie Horizon' }, true);
    expect(await clientCodes('analyste', 'rolenames')).toEqual([ROLE]);
  });
});
