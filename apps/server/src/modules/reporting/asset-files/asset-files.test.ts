import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issuers, positions, securities } from '../../../db/schema';
import { testDatabaseKinds } from '../../../test/databases';
import {
  APPLE,
  BOND,
  FIXTURE_PERIMETER as perimeter,
  FUND,
  insertLookThroughFixture,
  TOTAL,
} from '../../../test/fixtures/look-through';
import { createTestApp, type TestApp } from '../../../test/test-app';

const LEI = '969500UP76J52A9OXU27';

/**
 * The look-through fixture (TotalEnergies 1,000 and the fund 2,000 in GEN, the bond 500 in
 * UC; the fund is 60 % Apple, 40 % the bond) with book values and accrued interest on the
 * client's positions: the fund bought for 1,800, the bond held in UC for 480 with 12 of
 * accrued interest.
 */
describe.each(testDatabaseKinds())('Actuaris and Assuretat files on %s', (kind) => {
  let t: TestApp;
  let basePerimeterId: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await insertLookThroughFixture(t.db, { apple: 0.6, bond: 0.4 });
    await t.db.insert(issuers).values({ code: LEI, name: 'Émetteur XS', lei: LEI, country: 'FR' });
    await t.db
      .update(securities)
      .set({
        issuerCode: LEI,
        maturityDate: '2029-10-15',
        couponRate: 2.5,
        modifiedDuration: 4.2,
        rating: 'A',
        creditQualityStep: 2,
        country: 'FR',
      })
      .where(eq(securities.code, BOND));
    const held = (compartment: string, code: string) =>
      and(eq(positions.compartmentCode, compartment), eq(positions.securityCode, code));
    await t.db
      .update(positions)
      .set({ bookValueRc: 1_800, acquisitionDate: '2020-06-30' })
      .where(held('GEN', FUND));
    await t.db
      .update(positions)
      .set({ bookValueRc: 480, accruedInterestRc: 12, acquisitionDate: '2022-01-10' })
      .where(held('UC', BOND));
    const computed = await t.call('analyste', 'POST', '/api/inventory/computation', perimeter);
    expect(computed.statusCode, computed.body).toBe(200);
    basePerimeterId = computed.json().perimeter.perimeterID;
  });
  afterAll(() => t.close());

  /** The file's data sheet as objects keyed by header, and its « Lisez-moi » sheet. */
  async function download(url: string, name: string) {
    const response = await t.call('analyste', 'GET', url);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toContain(name);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const [data, readme] = workbook.worksheets;
    const header = (data!.getRow(1).values as unknown[]).slice(1) as string[];
    const rows: Record<string, unknown>[] = [];
    data!.eachRow((row, n) => {
      if (n === 1) return;
      rows.push(Object.fromEntries(header.map((h, i) => [h, row.getCell(i + 1).value ?? null])));
    });
    return { data: data!, readme: readme!, header, rows };
  }

  it('downloads the Actuaris workbook: one row per asset of the look-through', async () => {
    const { data, readme, header, rows } = await download(
      '/api/reporting/actuaris',
      'Actuaris_Client.DEMO1_20241231.xlsx',
    );
    expect(data.name).toBe('Actifs');
    expect(readme.name).toBe('Lisez-moi');
    expect(rows).toHaveLength(4);
    const total = rows.reduce((sum, row) => sum + Number(row['Valeur de marché']), 0);
    expect(total).toBeCloseTo(3_500, 6);

    const apple = rows.find((row) => row['Code actif'] === APPLE)!;
    expect(apple['Niveau']).toBe(1);
    expect(apple['Titre détenu']).toBe(FUND);
    expect(apple['Classe d’actifs']).toBe('Actions');
    expect(apple['Valeur de marché']).toBeCloseTo(1_200, 6);
    expect(apple['Valeur nette comptable']).toBeCloseTo(1_080, 6); // 1,800 × 1,200 / 2,000
    expect(apple['Coupon couru']).toBeNull();

    const bondInUc = rows.find((row) => row['Code actif'] === BOND && row['Niveau'] === 0)!;
    expect(bondInUc['Compartiment']).toBe('UC');
    expect(bondInUc['Type de code']).toBe('ISIN');
    expect(bondInUc['CIC']).toBe('XL22');
    expect(bondInUc['Valeur nette comptable']).toBeCloseTo(480, 6);
    expect(bondInUc['Coupon couru']).toBeCloseTo(12, 6);
    expect(bondInUc['Taux de coupon']).toBeCloseTo(0.025, 12);
    expect(bondInUc['Date d’échéance']).toEqual(new Date('2029-10-15T00:00:00Z'));
    expect(bondInUc['Date d’acquisition']).toEqual(new Date('2022-01-10T00:00:00Z'));
    expect(bondInUc['Duration modifiée']).toBeCloseTo(4.2, 12);
    expect(bondInUc['Notation']).toBe('A');
    expect(bondInUc['CQS']).toBe(2);
    expect(bondInUc['LEI émetteur']).toBe(LEI);

    const totalEnergies = rows.find((row) => row['Code actif'] === TOTAL)!;
    expect(totalEnergies['Valeur nette comptable']).toBeNull(); // no book value given

    // Each column explained in « Lisez-moi ».
    const explained = new Set<string>();
    readme.eachRow((row) => explained.add(String(row.getCell(1).value)));
    for (const column of header) expect(explained).toContain(column);
  });

  it('downloads the Assuretat workbook with its technical headers and ALM figures', async () => {
    const { data, rows } = await download(
      '/api/reporting/assuretat',
      'Assuretat_Client.DEMO1_20241231.xlsx',
    );
    expect(data.name).toBe('ACTIFS');
    expect(rows).toHaveLength(4);
    const bondInUc = rows.find((row) => row['CODE_ACTIF'] === BOND && row['NIVEAU'] === 0)!;
    expect(bondInUc['CODE_QRT']).toBe(`ISIN/${BOND}`);
    expect(bondInUc['CATEGORIE_CIC']).toBe('2');
    expect(bondInUc['VM']).toBeCloseTo(500, 6);
    expect(bondInUc['VM_PIED_COUPON']).toBeCloseTo(488, 6);
    expect(bondInUc['PMVL']).toBeCloseTo(8, 6); // 488 − 480
    expect(bondInUc['MATURITE_RESIDUELLE']).toBeCloseTo(
      (Date.UTC(2029, 9, 15) - Date.UTC(2024, 11, 31)) / 86_400_000 / 365.25,
      9,
    );
    const bondInFund = rows.find((row) => row['CODE_ACTIF'] === BOND && row['NIVEAU'] === 1)!;
    expect(bondInFund['CHEMIN_FONDS']).toBe(FUND);
    expect(bondInFund['VNC']).toBeCloseTo(720, 6); // 1,800 × 800 / 2,000
    expect(bondInFund['COUPON_COURU']).toBeNull();
  });

  it('needs the solvency right', async () => {
    for (const url of ['/api/reporting/actuaris', '/api/reporting/assuretat'])
      expect((await t.call('lecteur', 'GET', url)).statusCode).toBe(403);
  });

  it('reads a simulation’s own positions when the latest perimeter is a simulation', async () => {
    const id = (await t.call('analyste', 'POST', '/api/simulation/positions', perimeter)).json()
      .simulationID;
    const positionsOf = await t.call('analyste', 'GET', `/api/simulation/${id}/positions`);
    const total = positionsOf
      .json()
      .find((p: { securityCode: string }) => p.securityCode === TOTAL);
    await t.call('analyste', 'PATCH', `/api/simulation/${id}/positions/${total.positionNo}`, {
      quantity: 5,
    });
    const simulated = await t.call('analyste', 'POST', '/api/simulation/computation', {
      simulationID: id,
    });
    expect(simulated.statusCode, simulated.body).toBe(200);
    // The client's own inventory changes after the copy: the simulation's file ignores it.
    await t.db
      .update(positions)
      .set({ bookValueRc: 999 })
      .where(and(eq(positions.compartmentCode, 'UC'), eq(positions.securityCode, BOND)));

    const { readme, rows } = await download(
      '/api/reporting/actuaris',
      'Actuaris_Client.DEMO1_20241231.xlsx',
    );
    const said = new Map<string, unknown>();
    readme.eachRow((row) => said.set(String(row.getCell(1).value), row.getCell(2).value));
    expect(said.get('Positions')).toBe('Simulation');
    const totalEnergies = rows.find((row) => row['Code actif'] === TOTAL)!;
    expect(totalEnergies['Valeur de marché']).toBeCloseTo(500, 6);
    const bondInUc = rows.find((row) => row['Code actif'] === BOND && row['Niveau'] === 0)!;
    expect(bondInUc['Valeur nette comptable']).toBeCloseTo(480, 6);
    expect(bondInUc['Coupon couru']).toBeCloseTo(12, 6);

    // The client's perimeter asked by its id: its inventory as it is now.
    const asked = await download(
      `/api/reporting/assuretat?perimeterID=${basePerimeterId}`,
      'Assuretat_Client.DEMO1_20241231.xlsx',
    );
    const clientBond = asked.rows.find((row) => row['CODE_ACTIF'] === BOND && row['NIVEAU'] === 0)!;
    expect(clientBond['VNC']).toBeCloseTo(999, 6);
  });
});
