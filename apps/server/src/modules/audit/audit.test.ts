import { asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage } from '@prisme/domain';
import { parameterAudit, positions, securities } from '../../db/schema';
import { testDatabaseKinds } from '../../test/databases';
import {
  BOND,
  FIXTURE_PERIMETER as perimeter,
  insertLookThroughFixture,
  TOTAL,
  VALUATION_DATE,
} from '../../test/fixtures/look-through';
import { multipartBody } from '../../test/multipart';
import { createTestApp, type TestApp } from '../../test/test-app';

const INVENTORY_HEADER =
  'codePortefeuille;codeCompartiment;dateValorisation;codeTitre;quantite;deviseCotation;valeurMarcheCotation;couponCouruCotation;valeurMarcheReference;couponCouruReference;valeurComptable;dateAcquisition';
const inventory = (lines: string[]) => [INVENTORY_HEADER, ...lines].join('\r\n') + '\r\n';
const GOOD_INVENTORY = inventory([
  'P-VIE;GEN;30/06/2024;FR0000120271;1 000;EUR;58 230,50;0;58 230,50;0;50 000;15/03/2020',
  'P-VIE;UC;30/06/2024;XS2063247915;100000;EUR;98 450,00;1 237,67;98 450,00;1 237,67;100 000;',
]);
const BAD_INVENTORY = inventory([
  'P-VIE;GEN;30/06/2024;FR0000120271;mille;EUR;58 230,50;0;58 230,50;0;50 000;',
  'P-VIE;GEN;30/06/2024;XX0000000000;1;EUR;1;0;1;0;1;',
]);

type Values = Record<string, unknown>;

/**
 * The audit trail (issue 20 §6): each change of a simulation and each import leaves its
 * row (who, when, client, old and new) in the change's transaction; administrators read
 * the journal filtered, a page at a time, or as a workbook.
 */
describe.each(testDatabaseKinds())('audit trail on %s', (kind) => {
  let t: TestApp;
  let started: Date;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await insertLookThroughFixture(t.db, { apple: 0.6, bond: 0.3 });
    await t.db.insert(securities).values({
      code: 'CASH-EUR-001',
      codeType: '99',
      name: 'Compte courant EUR',
      cic: 'XT71',
      currency: 'EUR',
    });
    await t.db.insert(positions).values({
      roleCode: 'Client.DEMO1',
      portfolioCode: 'P-VIE',
      compartmentCode: 'GEN',
      valuationDate: VALUATION_DATE,
      securityCode: 'CASH-EUR-001',
      quantity: 100,
      quotationCurrency: 'EUR',
      marketValueQc: 100,
      marketValueRc: 100,
    });
    started = new Date(Date.now() - 1000);
  });
  afterAll(() => t.close());

  const rowsOf = (group: string) =>
    t.db
      .select()
      .from(parameterAudit)
      .where(eq(parameterAudit.groupName, group))
      .orderBy(asc(parameterAudit.id));
  const upload = async (
    login: string,
    fields: Record<string, string>,
    name: string,
    content: string,
  ) => {
    const body = multipartBody(fields, { name, content });
    return t.app.inject({
      method: 'POST',
      url: '/api/integration/files',
      headers: { ...body.headers, authorization: `Bearer ${await t.tokenFor(login)}` },
      payload: body.payload,
    });
  };
  const journal = (query: string, login = 'admin') =>
    t.call(login, 'GET', `/api/admin/audit?${query}`);

  /** Who and when: the analyst, during this test run, on Client.DEMO1. */
  async function expectAuthorAndClient(
    row: typeof parameterAudit.$inferSelect,
    login = 'analyste',
  ) {
    expect(row.accountId).toBe(await t.accountIdOf(login));
    expect(row.displayName).toBe(
      login === 'analyste' ? 'Claire Analyste' : 'Administrateur Prisme',
    );
    expect(row.changedAt.getTime()).toBeGreaterThanOrEqual(started.getTime());
    expect(row.changedAt.getTime()).toBeLessThanOrEqual(Date.now());
  }

  describe('simulations', () => {
    let id: string;
    const positionOf = async (code: string) =>
      (await t.call('analyste', 'GET', `/api/simulation/${id}/positions`))
        .json()
        .find(
          (p: { securityCode: string; initialQuantity: number | null }) =>
            p.securityCode === code && p.initialQuantity !== null,
        );
    const lastSimulationRow = async () => (await rowsOf('simulations')).at(-1)!;

    it('records the creation: the perimeter copied, its positions and value', async () => {
      const created = await t.call('analyste', 'POST', '/api/simulation/positions', perimeter);
      expect(created.statusCode, created.body).toBe(200);
      id = created.json().simulationID;
      const row = await lastSimulationRow();
      await expectAuthorAndClient(row);
      expect(row.roleCode).toBe('Client.DEMO1');
      expect(row.oldValues).toEqual({
        simulation: { id, valuationDate: VALUATION_DATE },
        operation: 'creation',
        content: null,
      });
      expect(row.newValues).toMatchObject({
        operation: 'creation',
        content: {
          portfolios: ['P-VIE'],
          compartments: ['GEN', 'UC'],
          positionCount: 4,
          initialValue: 3600,
        },
      });
    });

    it('records a change of quantity with the position before and after', async () => {
      const total = await positionOf(TOTAL);
      const changed = await t.call(
        'analyste',
        'PATCH',
        `/api/simulation/${id}/positions/${total.positionNo}`,
        {
          quantity: 5,
        },
      );
      expect(changed.statusCode, changed.body).toBe(200);
      const row = await lastSimulationRow();
      await expectAuthorAndClient(row);
      expect(row.roleCode).toBe('Client.DEMO1');
      expect((row.oldValues as Values)['position']).toMatchObject({
        positionNo: total.positionNo,
        securityCode: TOTAL,
        quantity: 10,
        marketValueRc: 1000,
      });
      expect((row.newValues as Values)['position']).toMatchObject({
        quantity: 5,
        marketValueRc: 500,
      });
      expect((row.newValues as Values)['operation']).toBe('quantity');
    });

    it('records a sale: the copied position kept at zero', async () => {
      const bond = await positionOf(BOND);
      expect(
        (await t.call('analyste', 'DELETE', `/api/simulation/${id}/positions/${bond.positionNo}`))
          .statusCode,
      ).toBe(200);
      const row = await lastSimulationRow();
      await expectAuthorAndClient(row);
      expect(row.newValues).toMatchObject({
        operation: 'sale',
        position: { securityCode: BOND, quantity: 0, marketValueRc: 0 },
      });
      expect(row.oldValues).toMatchObject({
        position: { securityCode: BOND, quantity: 10, marketValueRc: 500 },
      });
    });

    it('records a purchase (nothing before) and the removal of what was bought (nothing after)', async () => {
      const bought = await t.call('analyste', 'POST', `/api/simulation/${id}/positions`, {
        portfolioCode: 'P-VIE',
        compartmentCode: 'GEN',
        securityCode: TOTAL,
        quantity: 2,
      });
      expect(bought.statusCode, bought.body).toBe(200);
      const purchase = await lastSimulationRow();
      await expectAuthorAndClient(purchase);
      expect(purchase.oldValues).toMatchObject({ operation: 'purchase', position: null });
      expect(purchase.newValues).toMatchObject({
        operation: 'purchase',
        position: { securityCode: TOTAL, quantity: 2, marketValueQc: 200, compartmentCode: 'GEN' },
      });
      const positionNo = (purchase.newValues as { position: { positionNo: number } }).position
        .positionNo;
      expect(
        (await t.call('analyste', 'DELETE', `/api/simulation/${id}/positions/${positionNo}`))
          .statusCode,
      ).toBe(200);
      const removal = await lastSimulationRow();
      expect(removal.oldValues).toMatchObject({
        operation: 'removal',
        position: { positionNo, quantity: 2 },
      });
      expect(removal.newValues).toMatchObject({ operation: 'removal', position: null });
    });

    it('records a change of cash with the amounts before and after', async () => {
      const cash = await t.call('analyste', 'PUT', `/api/simulation/${id}/cash/EUR`, {
        amount: 250,
      });
      expect(cash.statusCode, cash.body).toBe(200);
      const row = await lastSimulationRow();
      await expectAuthorAndClient(row);
      expect(row.roleCode).toBe('Client.DEMO1');
      expect(row.oldValues).toMatchObject({
        operation: 'cash',
        cash: { currency: 'EUR', amount: 100 },
      });
      expect(row.newValues).toMatchObject({
        operation: 'cash',
        cash: { currency: 'EUR', amount: 250 },
      });
    });

    it('writes nothing for a refused change', async () => {
      const before = (await rowsOf('simulations')).length;
      expect(
        (await t.call('analyste', 'PATCH', `/api/simulation/${id}/positions/999`, { quantity: 1 }))
          .statusCode,
      ).toBe(404);
      expect(
        (await t.call('analyste', 'PUT', `/api/simulation/${id}/cash/USD`, { amount: 1 }))
          .statusCode,
      ).toBe(400);
      expect(await rowsOf('simulations')).toHaveLength(before);
    });
  });

  describe('imports', () => {
    it('records an accepted file: its name, kind, line count and outcome, not its lines', async () => {
      const response = await upload(
        'analyste',
        { kind: 'inventory', rolename: 'Client.DEMO1' },
        'inventaire-juin.csv',
        GOOD_INVENTORY,
      );
      expect(response.statusCode, response.body).toBe(200);
      const row = (await rowsOf('imports')).at(-1)!;
      await expectAuthorAndClient(row);
      expect(row.roleCode).toBe('Client.DEMO1');
      expect(row.oldValues).toEqual({ import: null });
      const recorded = (row.newValues as { import: Values }).import;
      expect(recorded).toMatchObject({
        logId: response.json().entry.Id,
        fileName: 'inventaire-juin.csv',
        kind: 'inventory',
        category: 'Inventaire',
        lineCount: 2,
        outcome: 'Intégré',
      });
      expect(JSON.stringify(recorded)).not.toContain('58 230,50');
    });

    it('writes no audit row for a refused file: it changed nothing, its log entry tells', async () => {
      const before = (await rowsOf('imports')).length;
      const response = await upload(
        'analyste',
        { kind: 'inventory', rolename: 'Client.DEMO1' },
        'faux.csv',
        BAD_INVENTORY,
      );
      expect(response.statusCode).toBe(422);
      expect(response.json().entry).toMatchObject({ Etat: 'Rejeté', Title: 'faux.csv' });
      expect(await rowsOf('imports')).toHaveLength(before);
    });

    it('records shared reference data under all clients', async () => {
      const response = await upload(
        'admin',
        { kind: 'fx_rates' },
        'cours.csv',
        'date;devise;coursPourUnEuro\r\n31/12/2024;GBP;0,82918\r\n',
      );
      expect(response.statusCode, response.body).toBe(200);
      const row = (await rowsOf('imports')).at(-1)!;
      await expectAuthorAndClient(row, 'admin');
      expect(row.roleCode).toBe('*');
      expect((row.newValues as { import: Values }).import).toMatchObject({
        kind: 'fx_rates',
        category: 'Cours de change',
        lineCount: 1,
        outcome: 'Intégré',
      });
    });
  });

  describe('GET /api/admin/audit', () => {
    it('lists the journal newest first, filtered by kind, client, author and period', async () => {
      // An account change, under '(administration)', beside the client's rows.
      const analyste = await t.accountIdOf('analyste');
      const access = {
        isAdmin: false,
        rights: { transparency: true, simulation: true, solvency: true, esg: true, risk: false },
        roles: ['Client.DEMO1'],
        disabled: false,
      };
      expect(
        (await t.call('admin', 'PUT', `/api/admin/users/${analyste}`, access)).statusCode,
      ).toBe(200);

      const all = (await journal('')).json() as AuditPage;
      expect(all.total).toBe(9);
      expect(all.entries[0]).toMatchObject({
        group: 'users',
        roleCode: '(administration)',
        displayName: 'Administrateur Prisme',
      });
      expect(all.entries.map((e) => e.id)).toEqual(
        [...all.entries.map((e) => e.id)].sort((a, b) => b - a),
      );

      const simulations = (
        await journal('group=simulations&roleCode=Client.DEMO1')
      ).json() as AuditPage;
      expect(simulations.total).toBe(6);
      expect(simulations.entries.every((e) => e.group === 'simulations')).toBe(true);
      expect(simulations.entries.at(-1)!.changedAt).toEqual(
        expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      );

      expect(((await journal('group=imports')).json() as AuditPage).total).toBe(2);
      expect(((await journal('roleCode=*')).json() as AuditPage).total).toBe(1);
      expect(((await journal('account=claire')).json() as AuditPage).total).toBe(7);
      expect(((await journal(`account=${analyste}`)).json() as AuditPage).total).toBe(7);
      expect(((await journal('account=%25')).json() as AuditPage).total).toBe(0);

      const today = new Date().toISOString().slice(0, 10);
      const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
      expect(((await journal(`from=${today}&to=${today}`)).json() as AuditPage).total).toBe(9);
      expect(((await journal(`from=${tomorrow}`)).json() as AuditPage).total).toBe(0);
      expect(((await journal('to=2000-01-01')).json() as AuditPage).total).toBe(0);

      const second = (await journal('offset=3&limit=3')).json() as AuditPage;
      expect(second).toMatchObject({ total: 9, offset: 3, limit: 3 });
      expect(second.entries.map((e) => e.id)).toEqual(all.entries.slice(3, 6).map((e) => e.id));
    });

    it('is for administrators only, refused before the query is read', async () => {
      const refused = await journal('limit=beaucoup', 'analyste');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('FORBIDDEN');
      expect((await t.call('analyste', 'GET', '/api/admin/audit/excel')).statusCode).toBe(403);
    });

    it('refuses bad input in French', async () => {
      for (const query of [
        'limit=1000',
        'limit=0',
        'offset=-1',
        'from=2024-02-30',
        'from=0000-01-01',
        'group=inconnu',
        'roleCode=',
      ]) {
        const response = await journal(query);
        expect(response.statusCode, query).toBe(400);
        expect(response.json().message, query).toMatch(/^La requête est invalide/);
      }
      const period = await journal('from=2025-02-01&to=2025-01-01');
      expect(period.statusCode).toBe(400);
      expect(period.json().message).toContain('la date de début suit la date de fin');
    });
  });

  describe('GET /api/admin/audit/excel', () => {
    it('writes the filtered journal as a workbook', async () => {
      const response = await t.call('admin', 'GET', '/api/admin/audit/excel?group=simulations');
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toContain('spreadsheetml');
      expect(response.headers['content-disposition']).toMatch(/Journal_modifications_\d{8}\.xlsx/);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.getWorksheet('Journal')!;
      expect(sheet.rowCount).toBe(7);
      expect(sheet.getRow(1).values).toEqual([
        undefined,
        'Date (UTC)',
        'Client',
        'Nature',
        'Élément',
        'Résumé',
        'Auteur',
        'Compte',
        'Anciennes valeurs',
        'Nouvelles valeurs',
      ]);
      const newest = sheet.getRow(2);
      expect(newest.getCell(1).value).toBeInstanceOf(Date);
      expect(newest.getCell(2).value).toBe('Client.DEMO1');
      expect(newest.getCell(3).value).toBe('Simulations');
      expect(newest.getCell(5).value).toBe('Espèces modifiées : EUR');
      expect(newest.getCell(6).value).toBe('Claire Analyste');
      expect(JSON.parse(String(newest.getCell(9).value))).toMatchObject({ cash: { amount: 250 } });
      const filters = workbook.getWorksheet('Filtres')!;
      expect(filters.getRow(4).values).toEqual([undefined, 'Nature', 'Simulations']);
      expect(filters.getRow(6).values).toEqual([undefined, 'Modifications', 6]);
    });

    it('refuses a bad filter in French', async () => {
      const response = await t.call('admin', 'GET', '/api/admin/audit/excel?to=31/12/2024');
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^La requête est invalide/);
    });
  });
});
