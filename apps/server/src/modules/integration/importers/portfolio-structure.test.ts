import { and, asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compartments, parameterAudit, portfolios } from '../../../db/schema';
import { testDatabaseKinds } from '../../../test/databases';
import { multipartBody } from '../../../test/multipart';
import { createTestApp, type TestApp } from '../../../test/test-app';

const ROLE = 'Client.DEMO2';
const HEADER =
  'codePortefeuille;libellePortefeuille;devise;nature;indice;codeCompartiment;libelleCompartiment';
const LINES = [
  'P-VIE;Actif général vie;EUR;Vie;;GEN;Actif général',
  'P-VIE;Actif général vie;EUR;Vie;;RET;Retraite',
  'P-UC;Unités de compte;usd;unit_linked;MSCI World;UC;Supports UC',
  'P-CANT;Canton PER;EUR;Cantonné;;PER;Plan d’épargne retraite',
];
const csv = (lines: string[]) => [HEADER, ...lines].join('\r\n') + '\r\n';

/**
 * The `portfolio_structure` file (issue 35 §A.3): a client's portfolios and compartments
 * from one file, one line per compartment, for administrators; all or nothing, faulty
 * lines reported in French; taken in again, it changes nothing.
 */
describe.each(testDatabaseKinds())('portfolio structure import on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  async function upload(content: Buffer | string, login = 'admin', name = 'structure.csv') {
    const body = multipartBody({ kind: 'portfolio_structure', rolename: ROLE }, { name, content });
    return t.app.inject({
      method: 'POST',
      url: '/api/integration/files',
      headers: { ...body.headers, authorization: `Bearer ${await t.tokenFor(login)}` },
      payload: body.payload,
    });
  }
  const stored = async () => ({
    portfolios: await t.db
      .select({
        code: portfolios.code,
        label: portfolios.label,
        currency: portfolios.currency,
        kind: portfolios.kind,
        indice: portfolios.indice,
      })
      .from(portfolios)
      .where(eq(portfolios.roleCode, ROLE))
      .orderBy(asc(portfolios.code)),
    compartments: (
      await t.db
        .select()
        .from(compartments)
        .where(eq(compartments.roleCode, ROLE))
        .orderBy(asc(compartments.portfolioCode), asc(compartments.code))
    ).map((c) => `${c.portfolioCode}/${c.code}:${c.label}`),
  });

  it('refuses a whole file with one faulty line, says why in French and writes nothing', async () => {
    const response = await upload(
      csv([
        ...LINES,
        'P-UC;Unités de compte;usd;Épargne;MSCI World;UC2;Autre',
        'P-VIE;Autre libellé;EUR;Vie;;DIV;Diversifié',
        'P-VIE;Actif général vie;EUR;Vie;;GEN;Doublon',
        'P X;Espace;EUR;Vie;;A;A',
      ]),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      {
        line: 6,
        column: 'nature',
        message: expect.stringContaining('Nature inconnue : « Épargne » ; attendu l’une de : Vie,'),
      },
      {
        line: 7,
        column: 'libellePortefeuille',
        message:
          'Le portefeuille « P-VIE » a un autre libellé à la ligne 2 : ses colonnes de portefeuille doivent être les mêmes sur chacune de ses lignes.',
      },
      {
        line: 8,
        column: 'codeCompartiment',
        message: expect.stringContaining(
          'Ligne en double : le compartiment GEN du portefeuille P-VIE',
        ),
      },
      { line: 9, column: 'codePortefeuille', message: expect.stringContaining('Le code commence') },
    ]);
    expect(await stored()).toEqual({ portfolios: [], compartments: [] });
  });

  it('creates the portfolios and compartments, kinds read from their labels or codes', async () => {
    const response = await upload(csv(LINES));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().entry).toMatchObject({
      Etat: 'Intégré',
      NombreLignes: 4,
      Categorie: 'Structure des portefeuilles',
      RoleName: ROLE,
    });
    expect(await stored()).toEqual({
      portfolios: [
        { code: 'P-CANT', label: 'Canton PER', currency: 'EUR', kind: 'ring_fenced', indice: null },
        {
          code: 'P-UC',
          label: 'Unités de compte',
          currency: 'USD',
          kind: 'unit_linked',
          indice: 'MSCI World',
        },
        { code: 'P-VIE', label: 'Actif général vie', currency: 'EUR', kind: 'life', indice: null },
      ],
      compartments: [
        'P-CANT/PER:Plan d’épargne retraite',
        'P-UC/UC:Supports UC',
        'P-VIE/GEN:Actif général',
        'P-VIE/RET:Retraite',
      ],
    });
    // Audited like every import, under the client, with what it created.
    const [audit] = await t.db
      .select()
      .from(parameterAudit)
      .where(and(eq(parameterAudit.groupName, 'imports'), eq(parameterAudit.roleCode, ROLE)));
    expect(audit!.newValues).toMatchObject({
      import: {
        kind: 'portfolio_structure',
        details: { portfoliosCreated: 3, compartmentsCreated: 4, portfoliosChanged: 0 },
      },
    });
  });

  it('changes nothing when the same file comes again, and updates what a file changes', async () => {
    const before = await stored();
    const again = await upload(csv(LINES));
    expect(again.statusCode).toBe(200);
    expect(again.json().entry.NombreLignes).toBe(4);
    expect(await stored()).toEqual(before);

    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Structure');
    sheet.addRow(HEADER.split(';'));
    sheet.addRow(['P-VIE', 'Actif général vie', 'EUR', 'Non-vie', 'CAC 40', 'GEN', 'Général']);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    expect((await upload(xlsx, 'admin', 'structure.xlsx')).statusCode).toBe(200);
    const after = await stored();
    expect(after.portfolios.find((p) => p.code === 'P-VIE')).toMatchObject({
      kind: 'non_life',
      indice: 'CAC 40',
    });
    // A file adds and changes; it deletes nothing it does not name.
    expect(after.compartments).toEqual([
      'P-CANT/PER:Plan d’épargne retraite',
      'P-UC/UC:Supports UC',
      'P-VIE/GEN:Général',
      'P-VIE/RET:Retraite',
    ]);
  });

  it('is for administrators only', async () => {
    // Lecteur works for Client.DEMO2 with the transparency right, as an inventory needs.
    const response = await upload(csv(['P-X;X;EUR;Vie;;A;A']), 'lecteur');
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(
      'Seul un administrateur peut intégrer la structure des portefeuilles d’un client.',
    );
  });

  it('names the structure file when an inventory names an unknown portfolio', async () => {
    const body = multipartBody(
      { kind: 'inventory', rolename: ROLE },
      {
        name: 'inventaire.csv',
        content:
          'codePortefeuille;codeCompartiment;dateValorisation;codeTitre;quantite;deviseCotation;valeurMarcheCotation;valeurMarcheReference\r\nP-NOUVEAU;GEN;31/12/2024;FR0000120271;1;EUR;10;10\r\nP-VIE;NOUVEAU;31/12/2024;FR0000120271;1;EUR;10;10\r\n',
      },
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/integration/files',
      headers: { ...body.headers, authorization: `Bearer ${await t.tokenFor('admin')}` },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(422);
    const messages = response.json().errors.map((e: { message: string }) => e.message);
    expect(
      messages.filter((m: string) =>
        m.includes(
          'sur la page Clients et portefeuilles ou par un fichier Structure des portefeuilles',
        ),
      ),
    ).toHaveLength(2);
  });
});
