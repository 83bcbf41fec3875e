import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManagedClient } from '@prisme/domain';
import {
  archives,
  clientRoles,
  compartments,
  computedPerimeters,
  parameterAudit,
  portfolios,
  positions,
} from '../../db/schema';
import { testDatabaseKinds } from '../../test/databases';
import { createTestApp, type TestApp } from '../../test/test-app';

const CLIENT = 'MUTUELLE-EST';
const BASE = '/api/admin/clients';
const PORTFOLIO = {
  code: 'P-UC',
  label: 'Unités de compte',
  currency: 'eur',
  kind: 'unit_linked',
  indice: null,
};

/**
 * The clients' structure (issue 35 §A.3): an administrator creates, changes, deactivates,
 * reactivates and deletes a client, its portfolios and compartments, each change audited;
 * others are refused before anything is read or written; a duplicate is a 409; a
 * deletion of something data refer to is refused in French and deletes nothing.
 */
describe.each(testDatabaseKinds())('client structure on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object) =>
    t.call('admin', method, `${BASE}${url}`, body);
  const auditRows = () =>
    t.db.select().from(parameterAudit).where(eq(parameterAudit.groupName, 'structure'));
  const treeOf = async (code: string) =>
    ((await admin('GET', '')).json() as ManagedClient[]).find((client) => client.code === code);

  it('creates a client named as the insurer names it, a portfolio and compartments', async () => {
    const client = await admin('POST', '', { code: CLIENT, label: 'Mutuelle de l’Est' });
    expect(client.statusCode, client.body).toBe(201);
    expect(client.json()).toMatchObject({
      code: CLIENT,
      active: true,
      accounts: 0,
      portfolios: [],
    });

    const portfolio = await admin('POST', `/${CLIENT}/portfolios`, PORTFOLIO);
    expect(portfolio.statusCode, portfolio.body).toBe(201);
    // The currency is read as ISO 4217, upper case.
    expect(portfolio.json()).toMatchObject({ code: 'P-UC', currency: 'EUR', kind: 'unit_linked' });
    for (const code of ['GEN', 'UC'])
      expect(
        (await admin('POST', `/${CLIENT}/portfolios/P-UC/compartments`, { code, label: code }))
          .statusCode,
      ).toBe(201);

    const tree = await treeOf(CLIENT);
    expect(tree?.portfolios[0]?.compartments.map((c) => c.code)).toEqual(['GEN', 'UC']);
    expect(tree?.usage).toEqual({ positions: 0, computations: 0, archives: 0, simulations: 0 });
    const rows = await auditRows();
    expect(rows.map((row) => row.roleCode)).toEqual([CLIENT, CLIENT, CLIENT, CLIENT]);
    expect(rows[0]!.oldValues).toEqual({ client: null });
    expect(rows[0]!.newValues).toMatchObject({
      client: { code: CLIENT, label: 'Mutuelle de l’Est' },
    });
    expect(rows[3]!.newValues).toMatchObject({
      compartment: { client: CLIENT, portfolio: 'P-UC', code: 'UC', active: true },
    });
  });

  it('answers a duplicate code with a 409 in French, per client and per portfolio', async () => {
    const client = await admin('POST', '', { code: CLIENT, label: 'Autre' });
    expect(client.statusCode).toBe(409);
    expect(client.json()).toMatchObject({
      code: 'CONFLICT',
      message: `Le client « ${CLIENT} » existe déjà.`,
    });
    const portfolio = await admin('POST', `/${CLIENT}/portfolios`, PORTFOLIO);
    expect(portfolio.statusCode).toBe(409);
    expect(portfolio.json().message).toContain('« P-UC » existe déjà');
    // The same portfolio code is another client's own: no conflict.
    expect((await admin('POST', '/Client.DEMO1/portfolios', PORTFOLIO)).statusCode).toBe(201);
    const compartment = await admin('POST', `/${CLIENT}/portfolios/P-UC/compartments`, {
      code: 'GEN',
      label: 'Encore',
    });
    expect(compartment.statusCode).toBe(409);
  });

  it('refuses a bad code or currency with a French 400, and an unknown item with a 404', async () => {
    const bad = await admin('POST', '', { code: 'Client X', label: 'Espace' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Le code commence par une lettre ou un chiffre');
    const currency = await admin('POST', `/${CLIENT}/portfolios`, {
      ...PORTFOLIO,
      code: 'P2',
      currency: 'EURO',
    });
    expect(currency.statusCode).toBe(400);
    const unknown = await admin('PUT', '/INCONNU', { label: 'X', active: true });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Le client « INCONNU » n’existe pas.');
  });

  it('refuses an analyst any change, before reading the body, and writes nothing', async () => {
    const audits = (await auditRows()).length;
    const client = await t.call('analyste', 'POST', BASE, { code: 'Client.PIRATE', label: 'X' });
    expect(client.statusCode).toBe(403);
    expect(client.json().code).toBe('FORBIDDEN');
    const portfolio = await t.call('analyste', 'POST', `${BASE}/Client.DEMO1/portfolios`, {
      ...PORTFOLIO,
      code: 'P-PIRATE',
    });
    expect(portfolio.statusCode).toBe(403);
    expect((await t.call('analyste', 'POST', BASE, { nonsense: true })).statusCode).toBe(403);
    expect((await t.call('analyste', 'GET', BASE)).statusCode).toBe(403);
    expect(
      await t.db.select().from(clientRoles).where(eq(clientRoles.code, 'Client.PIRATE')),
    ).toEqual([]);
    expect(await t.db.select().from(portfolios).where(eq(portfolios.code, 'P-PIRATE'))).toEqual([]);
    expect(await auditRows()).toHaveLength(audits);
  });

  it('renames, deactivates and reactivates each level, audited', async () => {
    const changes = [
      [`/${CLIENT}`, { label: 'Mutuelle de l’Est (MEST)' }],
      [
        `/${CLIENT}/portfolios/P-UC`,
        { ...PORTFOLIO, label: 'UC', kind: 'life', indice: 'MSCI World' },
      ],
      [`/${CLIENT}/portfolios/P-UC/compartments/UC`, { label: 'Unités de compte' }],
    ] as const;
    for (const [url, body] of changes) {
      const off = await admin('PUT', url, { ...body, active: false });
      expect(off.statusCode, off.body).toBe(200);
      expect(off.json()).toMatchObject({ label: body.label, active: false });
      const last = (await auditRows()).at(-1)!;
      expect(JSON.stringify(last.oldValues)).toContain('"active":true');
      expect(JSON.stringify(last.newValues)).toContain('"active":false');
      expect((await admin('PUT', url, { ...body, active: true })).json().active).toBe(true);
    }
    const [row] = await t.db
      .select()
      .from(portfolios)
      .where(and(eq(portfolios.roleCode, CLIENT), eq(portfolios.code, 'P-UC')));
    expect(row).toMatchObject({
      label: 'UC',
      kind: 'life',
      indice: 'MSCI World',
      deactivatedAt: null,
    });
  });

  it('refuses to delete a portfolio with positions, in French, and deletes nothing', async () => {
    await t.db.insert(positions).values(
      ['GEN', 'UC'].map((compartmentCode) => ({
        roleCode: CLIENT,
        portfolioCode: 'P-UC',
        compartmentCode,
        valuationDate: '2024-12-31',
        securityCode: 'FR0000120271',
        quantity: 1,
        quotationCurrency: 'EUR',
        marketValueQc: 100,
        marketValueRc: 100,
      })),
    );
    const audits = (await auditRows()).length;
    for (const url of [
      `/${CLIENT}/portfolios/P-UC`,
      `/${CLIENT}/portfolios/P-UC/compartments/GEN`,
      `/${CLIENT}`,
    ]) {
      const refused = await admin('DELETE', url);
      expect(refused.statusCode, url).toBe(409);
      expect(refused.json().code).toBe('STRUCTURE_IN_USE');
    }
    const refused = await admin('DELETE', `/${CLIENT}/portfolios/P-UC`);
    expect(refused.json().message).toBe(
      'Le portefeuille « P-UC » n’est pas supprimé : des données s’y rapportent (2 positions). ' +
        'Désactivez-le plutôt : il ne sera plus proposé ni importé, et ses résultats resteront lisibles.',
    );
    expect(await t.db.select().from(positions).where(eq(positions.roleCode, CLIENT))).toHaveLength(
      2,
    );
    expect(
      await t.db.select().from(compartments).where(eq(compartments.roleCode, CLIENT)),
    ).toHaveLength(2);
    expect(await auditRows()).toHaveLength(audits);
    expect((await treeOf(CLIENT))?.portfolios[0]?.compartments[0]?.usage.positions).toBe(1);
  });

  it('counts the computations and archives that name a portfolio or a compartment', async () => {
    const id = '00000000-0000-4000-8000-000000000035';
    await t.db.insert(computedPerimeters).values({
      id,
      roleCode: CLIENT,
      valuationDate: '2024-12-31',
      portfolios: ['P-UC'],
      // One portfolio's compartment qualified, as the web sends a partial choice.
      compartments: ['P-UC|UC'],
      lookThroughLevel: 'N1',
      totalMarketValue: 100,
      lineCount: 1,
      summary: {} as never,
    });
    await t.db.insert(archives).values({
      roleCode: CLIENT,
      perimeterId: id,
      name: 'T4',
      category: 'Officiel',
      simulation: false,
      families: [],
      authorName: 'Administrateur Prisme',
      portfolioNames: ['UC'],
    });
    const portfolio = (await treeOf(CLIENT))!.portfolios[0]!;
    expect(portfolio.usage).toEqual({ positions: 2, computations: 1, archives: 1, simulations: 0 });
    expect(portfolio.compartments.map((c) => [c.code, c.usage.computations])).toEqual([
      ['GEN', 0],
      ['UC', 1],
    ]);
    const refused = await admin('DELETE', `/${CLIENT}/portfolios/P-UC/compartments/UC`);
    expect(refused.json().message).toContain('(1 position, 1 calcul, 1 sauvegarde)');
  });

  it('deletes what nothing refers to, at each level, audited with its old values', async () => {
    expect(
      (await admin('POST', `/${CLIENT}/portfolios`, { ...PORTFOLIO, code: 'P-VIDE' })).statusCode,
    ).toBe(201);
    await admin('POST', `/${CLIENT}/portfolios/P-VIDE/compartments`, { code: 'A', label: 'A' });
    await admin('POST', `/${CLIENT}/portfolios/P-VIDE/compartments`, { code: 'B', label: 'B' });
    expect((await admin('DELETE', `/${CLIENT}/portfolios/P-VIDE/compartments/A`)).statusCode).toBe(
      204,
    );
    expect((await admin('DELETE', `/${CLIENT}/portfolios/P-VIDE`)).statusCode).toBe(204);
    const last = (await auditRows()).at(-1)!;
    expect(last.oldValues).toMatchObject({
      portfolio: { code: 'P-VIDE', compartments: [{ code: 'B' }] },
    });
    expect(last.newValues).toEqual({ portfolio: null });
    expect(
      await t.db.select().from(compartments).where(eq(compartments.portfolioCode, 'P-VIDE')),
    ).toEqual([]);

    expect(
      (await admin('POST', '', { code: 'Client.ERREUR', label: 'Créé par erreur' })).statusCode,
    ).toBe(201);
    await admin('POST', '/Client.ERREUR/portfolios', PORTFOLIO);
    expect((await admin('DELETE', '/Client.ERREUR')).statusCode).toBe(204);
    expect(await treeOf('Client.ERREUR')).toBeUndefined();
    expect((await auditRows()).at(-1)!.oldValues).toMatchObject({
      client: { code: 'Client.ERREUR', portfolios: [{ code: 'P-UC' }] },
    });
  });

  it('refuses to delete a client an account works for', async () => {
    // Claire Analyste works for Client.DEMO1 (demo accounts).
    const refused = await admin('DELETE', '/Client.DEMO1');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('1 compte y ayant accès');
  });
});
