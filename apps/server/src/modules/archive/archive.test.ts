import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Archive } from '@prisme/domain';
import { archives, parameterAudit, userRights, users } from '../../db/schema';
import { testDatabaseKinds } from '../../test/databases';
import {
  FIXTURE_PERIMETER as perimeter,
  insertLookThroughFixture,
  VALUATION_DATE,
} from '../../test/fixtures/look-through';
import { insertScrMarketData } from '../../test/fixtures/scr-market';
import { createTestApp, type TestApp } from '../../test/test-app';

const ROLE = 'Client.DEMO1';
const NONE = { scr: false, esg: false, riskLiquidity: false };

/**
 * The archive endpoints of spec §7 (issue 18): create, list, categories, rename or move,
 * delete; the name and category rules; the order; the tenancy (another client's user
 * learns nothing); the audit. The look-through fixture (Client.DEMO1, P-VIE) with the
 * market data of an SCR.
 */
describe.each(testDatabaseKinds())('archives on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await insertLookThroughFixture(t.db, { apple: 0.6, bond: 0.4 });
    await insertScrMarketData(t.db, VALUATION_DATE, 0.015, () => 0.022);
  });
  afterAll(() => t.close());

  /** A computation of the fixture's perimeter: its id and date. */
  const compute = async (login = 'analyste', flags: Record<string, boolean> = {}) => {
    const response = await t.call(login, 'POST', '/api/inventory/computation', {
      ...perimeter,
      ...flags,
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    return { id: body.perimeter.perimeterID as string, date: body.computationDate as string };
  };
  const create = (body: Record<string, unknown>, login = 'analyste') =>
    t.call(login, 'POST', '/api/archive', { simulation: false, ...NONE, ...body });
  const list = async (login = 'analyste', role = ROLE): Promise<Archive[]> => {
    const response = await t.call(login, 'GET', `/api/archive/all?rolename=${role}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const categories = async () =>
    (await t.call('analyste', 'GET', `/api/archive/categories?rolename=${ROLE}`)).json();
  const rowCount = async () => (await t.db.select().from(archives)).length;
  const auditRows = () =>
    t.db.select().from(parameterAudit).where(eq(parameterAudit.groupName, 'archives'));

  it('lists « Officiel » and « Test » as the categories of a role without archives', async () => {
    expect(await categories()).toEqual(['Officiel', 'Test']);
    expect(await list()).toEqual([]);
  });

  it('archives a computed perimeter with its SCR, once, and lists it with its author', async () => {
    const computed = await compute('analyste', { computeSCR: true });
    const created = await create({
      perimeterID: computed.id,
      name: '  Clôture T4 2024 ',
      category: 'Officiel',
      scr: true,
      userID: await t.accountIdOf('analyste'),
    });
    expect(created.statusCode, created.body).toBe(201);
    const archive: Archive = created.json();
    expect(archive).toEqual({
      perimeterID: computed.id,
      name: 'Clôture T4 2024',
      category: 'Officiel',
      simulation: false,
      scr: true,
      esg: false,
      riskLiquidity: false,
      simulationDate: computed.date,
      displayName: 'Claire Analyste',
      portfolioNames: ['Actif général vie'],
      rolename: ROLE,
      valuationDate: VALUATION_DATE,
      portfolios: ['P-VIE'],
      compartments: ['GEN', 'UC'],
      lookThroughLevel: 'FULL',
      archivedAt: expect.any(String),
    });
    expect(await list()).toEqual([archive]);
    // The same perimeter a second time: it is renamed or moved, not archived again.
    const again = await create({ perimeterID: computed.id, name: 'Autre', category: 'Test' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'Ce périmètre est déjà sauvegardé sous « Clôture T4 2024 » (catégorie « Officiel ») : renommez ou déplacez cette sauvegarde.',
    );
    expect(await list()).toEqual([archive]);
    const [audit] = await auditRows();
    expect(audit).toMatchObject({
      roleCode: ROLE,
      displayName: 'Claire Analyste',
      oldValues: { archive: null },
      newValues: { archive },
    });
  });

  it('refuses a family without a result, or the wrong simulation flag, in French and keeps nothing', async () => {
    const computed = await compute(); // look-through only
    const before = await rowCount();
    const audits = (await auditRows()).length;
    const refused = await create({
      perimeterID: computed.id,
      name: 'Sans SCR',
      category: 'Test',
      scr: true,
      riskLiquidity: true,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'Sauvegarde non enregistrée : aucun résultat SCR n’a été calculé pour ce périmètre. aucun résultat risque de liquidité n’a été calculé pour ce périmètre.',
    );
    expect(refused.json().details.map((d: { path: string }) => d.path)).toEqual([
      'body.scr',
      'body.riskLiquidity',
    ]);
    const simulation = await create({
      perimeterID: computed.id,
      name: 'Pas une simulation',
      category: 'Test',
      simulation: true,
    });
    expect(simulation.statusCode).toBe(400);
    expect(simulation.json().message).toMatch(/n’est pas celui d’une simulation/);
    expect(await rowCount()).toBe(before);
    expect(await auditRows()).toHaveLength(audits);
  });

  it('checks names and categories, in French', async () => {
    const { id } = await compute();
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ name: '   ' }, /Le nom de la sauvegarde est obligatoire/],
      [{ name: 'x'.repeat(101) }, /Le nom de la sauvegarde dépasse 100 caractères/],
      [{ name: 'Ligne\nsuivante' }, /caractère de contrôle/],
      [{ category: '' }, /La catégorie est obligatoire/],
      [{ category: 'c'.repeat(51) }, /La catégorie dépasse 50 caractères/],
      [{ perimeterID: 'pas-un-id' }, /Identifiant de périmètre invalide/],
      [{ scr: 'oui' }, /L’indicateur SCR doit être vrai ou faux/],
    ];
    const before = await rowCount();
    for (const [change, message] of cases) {
      const response = await create({ perimeterID: id, name: 'Nom', category: 'Test', ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    expect(await rowCount()).toBe(before);
  });

  it('keeps a name once per role and category, whatever its case and accents', async () => {
    const { id } = await compute();
    // « Clôture T4 2024 » is in « Officiel »: typed « officiel », the category is that one.
    const taken = await create({ perimeterID: id, name: 'CLOTURE t4 2024', category: 'officiel' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(
      'Une sauvegarde « Clôture T4 2024 » existe déjà dans la catégorie « Officiel » de ce client : choisissez un autre nom.',
    );
    const elsewhere = await create({ perimeterID: id, name: 'Clôture T4 2024', category: 'test' });
    expect(elsewhere.statusCode, elsewhere.body).toBe(201);
    expect(elsewhere.json()).toMatchObject({ name: 'Clôture T4 2024', category: 'Test' });
  });

  it('lists the role’s own categories after the special ones, each once', async () => {
    const first = await compute();
    expect(
      (await create({ perimeterID: first.id, name: 'Revue', category: 'Trimestriel' })).statusCode,
    ).toBe(201);
    const second = await compute();
    const created = await create({
      perimeterID: second.id,
      name: 'Revue 2',
      category: 'trimestriel',
    });
    expect(created.json().category).toBe('Trimestriel');
    const third = await compute();
    await create({ perimeterID: third.id, name: 'Budget', category: 'Annuel' });
    expect(await categories()).toEqual(['Officiel', 'Test', 'Annuel', 'Trimestriel']);
  });

  it('sorts the archives by the date of their computation, latest first', async () => {
    // The analyst computes first, the administrator after and archives first.
    const analyst = await compute('analyste');
    const admin = await compute('admin');
    expect(
      (await create({ perimeterID: admin.id, name: 'Admin', category: 'Test' }, 'admin'))
        .statusCode,
    ).toBe(201);
    expect(
      (await create({ perimeterID: analyst.id, name: 'Analyste', category: 'Test' })).statusCode,
    ).toBe(201);
    const listed = await list();
    const dates = listed.map((a) => a.simulationDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const names = listed.map((a) => a.name);
    expect(names.indexOf('Admin')).toBeLessThan(names.indexOf('Analyste'));
    expect(listed.find((a) => a.name === 'Admin')!.displayName).toBe('Administrateur Prisme');
    // An administrator reads every client's archives.
    expect(await list('admin')).toEqual(listed);
  });

  it('renames an archive or moves it to another category, audited', async () => {
    const [archive] = (await list()).filter((a) => a.name === 'Budget');
    const update = (body: Record<string, unknown>) =>
      t.call('analyste', 'PUT', '/api/archive', {
        perimeterID: archive!.perimeterID,
        simulation: false,
        ...body,
      });
    const moved = await update({ name: 'Budget 2025', category: 'Officiel' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toEqual({ ...archive, name: 'Budget 2025', category: 'Officiel' });
    const audit = (await auditRows()).at(-1);
    expect(audit).toMatchObject({
      oldValues: { archive },
      newValues: { archive: moved.json() },
    });
    // « Annuel » has no archive left: it is no category any more.
    expect(await categories()).toEqual(['Officiel', 'Test', 'Trimestriel']);

    const taken = await update({ name: 'clôture t4 2024', category: 'Officiel' });
    expect(taken.statusCode).toBe(409);
    const nature = await update({ name: 'Budget', category: 'Officiel', simulation: true });
    expect(nature.statusCode).toBe(400);
    expect(nature.json().message).toMatch(/Sauvegarde non modifiée/);
    const unknown = await t.call('analyste', 'PUT', '/api/archive', {
      perimeterID: '00000000-0000-4000-8000-000000000000',
      name: 'X',
      category: 'Test',
      simulation: false,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Sauvegarde introuvable.');
    expect((await list()).find((a) => a.perimeterID === archive!.perimeterID)).toEqual(
      moved.json(),
    );
  });

  it('archives a simulation’s perimeter as a simulation', async () => {
    const simulationID = (
      await t.call('analyste', 'POST', '/api/simulation/positions', perimeter)
    ).json().simulationID;
    const computed = await t.call('analyste', 'POST', '/api/simulation/computation', {
      simulationID,
      computeSCR: true,
    });
    expect(computed.statusCode, computed.body).toBe(200);
    const id = computed.json().perimeter.perimeterID;
    const wrong = await create({ perimeterID: id, name: 'Simulation', category: 'Test' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/est celui d’une simulation/);
    const created = await create({
      perimeterID: id,
      name: 'Simulation',
      category: 'Test',
      simulation: true,
      scr: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ simulation: true, scr: true });
  });

  it('keeps another client’s archives out of reach: 403 for its role, 404 for its perimeter', async () => {
    const [archive] = await list();
    const { perimeterID, name } = archive!;
    const foreign = [
      await t.call('lecteur', 'GET', `/api/archive/all?rolename=${ROLE}`),
      await t.call('lecteur', 'GET', `/api/archive/categories?rolename=${ROLE}`),
      await t.call('lecteur', 'DELETE', `/api/archive?perimeterID=${perimeterID}&rolename=${ROLE}`),
    ];
    for (const response of foreign) {
      expect(response.statusCode).toBe(403);
      expect(response.body).not.toContain(name);
      expect(response.body).not.toContain('Trimestriel');
    }
    const hidden = [
      await t.call('lecteur', 'DELETE', `/api/archive?perimeterID=${perimeterID}`),
      await t.call('lecteur', 'PUT', '/api/archive', {
        perimeterID,
        name: 'Volé',
        category: 'Test',
        simulation: false,
      }),
      await create({ perimeterID, name: 'Volé', category: 'Test' }, 'lecteur'),
    ];
    for (const response of hidden) {
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain(name);
      expect(response.body).not.toContain('P-VIE');
    }
    // Its own role lists nothing of Client.DEMO1.
    expect(await list('lecteur', 'Client.DEMO2')).toEqual([]);
    expect((await list()).find((a) => a.perimeterID === perimeterID)).toEqual(archive);
  });

  it('asks a right for each family saved, and at least one right for any call', async () => {
    const { id } = await compute('analyste', { computeSCR: true });
    const lecteur = (
      await t.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.accountId, await t.accountIdOf('lecteur')))
    )[0]!.id;
    // lecteur (transparency only) has no SCR to save, whatever the perimeter.
    expect(
      (await create({ perimeterID: id, name: 'X', category: 'Test', scr: true }, 'lecteur'))
        .statusCode,
    ).toBe(403);
    await t.db
      .update(userRights)
      .set({ transparency: false })
      .where(eq(userRights.userId, lecteur));
    try {
      const response = await t.call('lecteur', 'GET', '/api/archive/all?rolename=Client.DEMO2');
      expect(response.statusCode).toBe(403);
      expect((await t.call('lecteur', 'POST', '/api/archive', {})).statusCode).toBe(403);
    } finally {
      await t.db
        .update(userRights)
        .set({ transparency: true })
        .where(eq(userRights.userId, lecteur));
    }
  });

  it('deletes an archive, audited; a second time is a 404', async () => {
    const before = await list();
    const archive = before.find((a) => a.name === 'Revue')!;
    const url = `/api/archive?perimeterID=${archive.perimeterID}`;
    const deleted = await t.call('analyste', 'DELETE', url);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await list()).toEqual(before.filter((a) => a !== archive));
    expect((await auditRows()).at(-1)).toMatchObject({
      oldValues: { archive },
      newValues: { archive: null },
    });
    expect((await t.call('analyste', 'DELETE', url)).statusCode).toBe(404);
    const bad = await t.call('analyste', 'DELETE', '/api/archive?perimeterID=1');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/Identifiant de périmètre invalide/);
  });
});
