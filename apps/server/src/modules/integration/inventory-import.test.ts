import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asc, count, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { bulkInsert } from '../../db/bulk-insert';
import { positions, securities } from '../../db/schema';
import { queryRows } from '../../db/client';
import { testDatabaseKinds } from '../../test/databases';
import { insertClientFixtures } from '../../test/fixtures/client-data';
import { multipartBody } from '../../test/multipart';
import { createTestApp, type TestApp } from '../../test/test-app';

const HEADER =
  'codePortefeuille;codeCompartiment;dateValorisation;codeTitre;quantite;deviseCotation;valeurMarcheCotation;couponCouruCotation;valeurMarcheReference;couponCouruReference;valeurComptable;dateAcquisition';
const GOOD_LINES = [
  'P-VIE;GEN;31/12/2024;FR0000120271;1 000;EUR;58 230,50;0;58 230,50;0;50 000;15/03/2020',
  'P-VIE;GEN;31/12/2024;US0378331005;250;USD;63 125,75;0;60 620,18;0;;',
  'P-VIE;UC;31/12/2024;XS2063247915;100000;EUR;98 450,00;1 237,67;98 450,00;1 237,67;100 000;2019-10-02',
  'P-VIE;UC;31/12/2024;CAU/PRET-001;1;EUR;250000;0;250000;0;250000;',
];
const csv = (lines: string[]) => [HEADER, ...lines].join('\r\n') + '\r\n';
const INVENTORY = { kind: 'inventory', rolename: 'Client.DEMO1' };

describe.each(testDatabaseKinds())('inventory import on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await insertClientFixtures(t.db);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.delete(positions);
  });

  async function upload(
    login: string,
    fields: Record<string, string>,
    name: string,
    content: Buffer | string,
  ) {
    const body = multipartBody(fields, { name, content });
    return t.app.inject({
      method: 'POST',
      url: '/api/integration/files',
      headers: { ...body.headers, authorization: `Bearer ${await t.tokenFor(login)}` },
      payload: body.payload,
    });
  }
  const positionCount = async () => (await t.db.select({ n: count() }).from(positions))[0]!.n;

  it('imports a good file exactly, French decimals and dates included', async () => {
    const response = await upload(
      'analyste',
      { kind: 'inventory', rolename: 'Client.DEMO1' },
      'inventaire.csv',
      csv(GOOD_LINES),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().entry).toMatchObject({
      Etat: 'Intégré',
      NombreLignes: 4,
      Categorie: 'Inventaire',
      Title: 'inventaire.csv',
      Expediteur: 'Claire Analyste',
      RoleName: 'Client.DEMO1',
    });
    const rows = await t.db.select().from(positions).orderBy(asc(positions.securityCode));
    expect(
      rows.map((r) => [
        r.securityCode,
        r.compartmentCode,
        r.valuationDate,
        r.quantity,
        r.quotationCurrency,
        r.marketValueQc,
        r.accruedInterestQc,
        r.marketValueRc,
        r.bookValueRc,
        r.acquisitionDate,
      ]),
    ).toEqual([
      ['CAU/PRET-001', 'UC', '2024-12-31', 1, 'EUR', 250000, 0, 250000, 250000, null],
      ['FR0000120271', 'GEN', '2024-12-31', 1000, 'EUR', 58230.5, 0, 58230.5, 50000, '2020-03-15'],
      ['US0378331005', 'GEN', '2024-12-31', 250, 'USD', 63125.75, 0, 60620.18, null, null],
      [
        'XS2063247915',
        'UC',
        '2024-12-31',
        100000,
        'EUR',
        98450,
        1237.67,
        98450,
        100000,
        '2019-10-02',
      ],
    ]);
    expect(rows.every((r) => r.roleCode === 'Client.DEMO1' && r.portfolioCode === 'P-VIE')).toBe(
      true,
    );
  });

  it('reads a Windows-1252 file with commas and an XLSX file alike', async () => {
    const commaFile = [
      HEADER.replaceAll(';', ','),
      'P-VIE,GEN,31/12/2024,FR0000120271,"1 000",EUR,"58 230,50",0,"58 230,50",0,"50 000",15/03/2020',
    ].join('\r\n');
    const latin = Buffer.from(commaFile, 'latin1');
    const r1 = await upload(
      'analyste',
      { kind: 'inventory', rolename: 'Client.DEMO1' },
      'inventaire-é.csv',
      latin,
    );
    expect(r1.json().errors).toEqual([]);
    expect(r1.statusCode).toBe(200);
    expect((await t.db.select().from(positions))[0]).toMatchObject({
      quantity: 1000,
      marketValueQc: 58230.5,
      bookValueRc: 50000,
    });

    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Inventaire');
    sheet.addRow(HEADER.split(';'));
    sheet.addRow([
      'P-VIE',
      'GEN',
      new Date(Date.UTC(2024, 11, 31)),
      'US0378331005',
      250,
      'USD',
      63125.75,
      0,
      60620.18,
      0,
      null,
      null,
    ]);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    const r2 = await upload(
      'analyste',
      { kind: 'inventory', rolename: 'Client.DEMO1' },
      'inventaire.xlsx',
      xlsx,
    );
    expect(r2.json().errors).toEqual([]);
    // Same portfolio and date: the workbook replaced what the CSV had brought.
    const rows = await t.db.select().from(positions);
    expect(rows.map((r) => [r.securityCode, r.valuationDate, r.marketValueRc])).toEqual([
      ['US0378331005', '2024-12-31', 60620.18],
    ]);
  });

  it('replaces the positions of a portfolio and date on re-import', async () => {
    await upload(
      'analyste',
      { kind: 'inventory', rolename: 'Client.DEMO1' },
      'a.csv',
      csv(GOOD_LINES),
    );
    const again = await upload(
      'analyste',
      { kind: 'inventory', rolename: 'Client.DEMO1' },
      'b.csv',
      csv(GOOD_LINES.slice(0, 2)),
    );
    expect(again.statusCode).toBe(200);
    expect(await positionCount()).toBe(2);
  });

  const badFiles: [string, string, { line: number; column: string; message: RegExp }][] = [
    [
      'an ISIN with a wrong check digit',
      csv([GOOD_LINES[0]!.replace('FR0000120271', 'FR0000120272')]),
      { line: 2, column: 'codeTitre', message: /ISIN invalide/ },
    ],
    [
      'a security missing from the referential',
      csv([GOOD_LINES[0]!.replace('FR0000120271', 'DE0007164600')]),
      { line: 2, column: 'codeTitre', message: /Titre inconnu du référentiel/ },
    ],
    [
      'a portfolio of another client',
      csv([GOOD_LINES[0]!.replace('P-VIE', 'P-MUT')]),
      { line: 2, column: 'codePortefeuille', message: /Portefeuille inconnu pour ce client/ },
    ],
    [
      'an unknown compartment',
      csv([GOOD_LINES[0]!.replace(';GEN;', ';PERP;')]),
      { line: 2, column: 'codeCompartiment', message: /Compartiment inconnu/ },
    ],
    [
      'a number that is not one',
      csv([GOOD_LINES[0]!.replace('58 230,50;0;58 230,50', 'beaucoup;0;58 230,50')]),
      { line: 2, column: 'valeurMarcheCotation', message: /Nombre invalide/ },
    ],
    [
      'an impossible date',
      csv([GOOD_LINES[0]!.replace('31/12/2024', '31/02/2024')]),
      { line: 2, column: 'dateValorisation', message: /Date inexistante/ },
    ],
    [
      'an unknown currency',
      csv([GOOD_LINES[0]!.replace(';EUR;', ';EUX;')]),
      { line: 2, column: 'deviseCotation', message: /Devise inconnue/ },
    ],
    [
      'a duplicate line',
      csv([GOOD_LINES[0]!, GOOD_LINES[1]!, GOOD_LINES[0]!]),
      { line: 4, column: 'codeTitre', message: /Ligne en double/ },
    ],
    [
      'a missing required value',
      csv([GOOD_LINES[0]!.replace(';1 000;', ';;')]),
      { line: 2, column: 'quantite', message: /Valeur obligatoire manquante/ },
    ],
    [
      'a missing required column',
      csv(GOOD_LINES).replace('valeurMarcheReference;', 'autreChose;'),
      { line: 1, column: 'valeurMarcheReference', message: /Colonne obligatoire absente/ },
    ],
    ['no line at all', HEADER + '\r\n', { line: 1, column: '', message: /aucune ligne/ }],
  ];

  it.each(badFiles)(
    'rejects %s, says why in French and writes nothing',
    async (_what, content, expected) => {
      await upload(
        'analyste',
        { kind: 'inventory', rolename: 'Client.DEMO1' },
        'a.csv',
        csv(GOOD_LINES),
      );
      const before = await tableCounts(t);
      const response = await upload(
        'analyste',
        { kind: 'inventory', rolename: 'Client.DEMO1' },
        'mauvais.csv',
        content,
      );
      expect(response.statusCode).toBe(422);
      const body = response.json();
      expect(body.entry.Etat).toBe('Rejeté');
      expect(body.errors).toContainEqual({
        line: expected.line,
        column: expected.column,
        message: expect.stringMatching(expected.message),
      });
      const after = await tableCounts(t);
      expect({ ...after, integration_log: after['integration_log']! - 1 }).toEqual(before);
    },
  );

  it('replaces every portfolio and date of a file of several batches, and only those', async () => {
    // 15,000 securities in two compartments on 31/12/2024 (30,000 lines: past the first
    // batch of 25,000), then the same securities on 30/06/2024, first met in the second.
    const codes = Array.from({ length: 15_000 }, (_, n) => `LOT-${n}`);
    await bulkInsert(
      t.db,
      securities,
      codes.map((code) => ({ code, codeType: '99', name: code, cic: 'XL71', currency: 'EUR' })),
    );
    const line = (compartment: string, date: string, code: string) =>
      `P-VIE;${compartment};${date};${code};1;EUR;10,5;0;10,5;0;;`;
    const stored = [
      ...GOOD_LINES,
      line('GEN', '30/06/2024', 'FR0000120271'),
      line('GEN', '31/03/2024', 'FR0000120271'),
    ];
    expect((await upload('analyste', INVENTORY, 'avant.csv', csv(stored))).statusCode).toBe(200);

    const big = [
      ...codes.map((code) => line('GEN', '31/12/2024', code)),
      ...codes.map((code) => line('UC', '31/12/2024', code)),
      ...codes.map((code) => line('GEN', '30/06/2024', code)),
    ];
    const response = await upload('analyste', INVENTORY, 'gros.csv', csv(big));
    expect(response.statusCode).toBe(200);
    const byDate = await queryRows<{ date: string; n: number }>(
      t.db,
      sql`select valuation_date::text as date, count(*)::int as n from positions
          group by valuation_date order by valuation_date`,
    );
    // 31/03/2024, absent from the file, is kept; the two dates it names are replaced.
    expect(byDate).toEqual([
      { date: '2024-03-31', n: 1 },
      { date: '2024-06-30', n: 15_000 },
      { date: '2024-12-31', n: 30_000 },
    ]);
    const [sample] = await t.db
      .select()
      .from(positions)
      .where(sql`${positions.securityCode} = 'LOT-14999' and ${positions.compartmentCode} = 'UC'`);
    expect(sample).toMatchObject({
      roleCode: 'Client.DEMO1',
      quantity: 1,
      quotationCurrency: 'EUR',
      marketValueQc: 10.5,
      accruedInterestQc: 0,
      marketValueRc: 10.5,
      bookValueRc: null,
      acquisitionDate: null,
    });
    expect(response.json().entry.NombreLignes).toBe(45_000);
    await t.db.delete(securities).where(sql`${securities.code} like 'LOT-%'`);
  });

  it('reports every faulty line of a large file, keeping the first 1,000', async () => {
    const lines = Array.from({ length: 1500 }, (_, i) =>
      GOOD_LINES[0]!.replace(
        'FR0000120271',
        `FR00001202${String(i % 10)}${i % 10 === 1 ? '' : 'X'}`,
      ),
    );
    const response = await upload(
      'analyste',
      { kind: 'inventory', rolename: 'Client.DEMO1' },
      'mauvais.csv',
      csv(lines),
    );
    const body = response.json();
    expect(body.errors).toHaveLength(1000);
    expect(body.entry.NombreErreurs).toBeGreaterThan(1000);
    expect(await positionCount()).toBe(0);
  });

  it("forbids a Client.DEMO2 user to upload into or read Client.DEMO1's log", async () => {
    const upload403 = await upload(
      'lecteur',
      { kind: 'inventory', rolename: 'Client.DEMO1' },
      'a.csv',
      csv(GOOD_LINES),
    );
    expect(upload403.statusCode).toBe(403);
    expect(upload403.json().code).toBe('ROLE_FORBIDDEN');
    const read403 = await t.app.inject({
      method: 'GET',
      url: '/api/integration/files?rolename=Client.DEMO1',
      headers: { authorization: `Bearer ${await t.tokenFor('lecteur')}` },
    });
    expect(read403.statusCode).toBe(403);
    const reference403 = await upload(
      'analyste',
      { kind: 'fx_rates' },
      'fx.csv',
      'date;devise;coursPourUnEuro\r\n2024-12-31;USD;1,0389\r\n',
    );
    expect(reference403.statusCode).toBe(403);
    expect(await positionCount()).toBe(0);
  });

  it('lists the log newest first, rejected files with their report', async () => {
    await upload(
      'analyste',
      { kind: 'inventory', rolename: 'Client.DEMO1' },
      'bon.csv',
      csv(GOOD_LINES),
    );
    await upload(
      'analyste',
      { kind: 'inventory', rolename: 'Client.DEMO1' },
      'mauvais.csv',
      csv([GOOD_LINES[0]!.replace(';EUR;', ';EUX;')]),
    );
    const token = await t.tokenFor('analyste');
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/integration/files?rolename=Client.DEMO1',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(list.statusCode).toBe(200);
    const [newest, previous] = list.json();
    expect([newest.Title, newest.Etat, previous.Title, previous.Etat]).toEqual([
      'mauvais.csv',
      'Rejeté',
      'bon.csv',
      'Intégré',
    ]);
    const report = await t.app.inject({
      method: 'GET',
      url: `/api/integration/files/${newest.Id}/errors?rolename=Client.DEMO1`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(report.json()).toEqual([
      { line: 2, column: 'deviseCotation', message: 'Devise inconnue : « EUX »' },
    ]);
  });
});

async function tableCounts(t: TestApp): Promise<Record<string, number>> {
  const [counts] = await queryRows<Record<string, number>>(
    t.db,
    sql`select (select count(*) from positions)::int as positions, (select count(*) from securities)::int as securities, (select count(*) from portfolios)::int as portfolios, (select count(*) from compartments)::int as compartments, (select count(*) from integration_log)::int as integration_log`,
  );
  return counts!;
}
