import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issuerGroups, issuers, positions, securities } from '../../db/schema';
import { testDatabaseKinds } from '../../test/databases';
import {
  FIXTURE_PERIMETER as perimeter,
  insertLookThroughFixture,
  VALUATION_DATE,
} from '../../test/fixtures/look-through';
import { insertScrMarketData } from '../../test/fixtures/scr-market';
import { createTestApp, type TestApp } from '../../test/test-app';

const BANK_A = '969500UP76J52A9OXU27';
const BANK_B = '5493001KJTIIGC8Y1R12';
const GROUP = '529900T8BM49AURSDO55';

/**
 * Beside the look-through fixture, Client.DEMO1 holds in GEN a current account of 1,000 at
 * bank A (CQS 2) and an interest-rate swap worth 500 with bank B (unrated, French, NACE
 * K6419: a CRR credit institution), whose risk-mitigating effect is 100 and cash collateral
 * 200 (eligible, TPT 138 = 1). Both banks belong to one group. Test data.
 */
async function insertCounterparties(t: TestApp) {
  await t.db.insert(issuerGroups).values({ code: GROUP, name: 'Groupe bancaire', country: 'FR' });
  await t.db.insert(issuers).values([
    { code: BANK_A, name: 'Banque A', lei: BANK_A, groupCode: GROUP, country: 'FR', naceCode: 'K6419' },
    { code: BANK_B, name: 'Banque B', lei: BANK_B, groupCode: GROUP, country: 'FR', naceCode: 'K6419' },
  ]); // prettier-ignore
  await t.db.insert(securities).values([
    { code: 'CAU/CPT-A', codeType: '99', name: 'Compte courant Banque A', cic: 'XT72', currency: 'EUR', issuerCode: BANK_A, country: 'FR', naceCode: 'K6419', rating: 'A', creditQualityStep: 2 },
    { code: 'CAU/SWAP-B', codeType: '99', name: 'Swap de taux Banque B', cic: 'XTD1', currency: 'EUR', issuerCode: BANK_B, country: 'FR', naceCode: 'K6419', riskMitigatingEffect: 100, collateralValue: 200, collateralType: 'cash', collateralEligibility: 1 },
  ]); // prettier-ignore
  const held = (securityCode: string, value: number) => ({
    roleCode: 'Client.DEMO1',
    portfolioCode: 'P-VIE',
    compartmentCode: 'GEN',
    valuationDate: VALUATION_DATE,
    securityCode,
    quantity: 1,
    quotationCurrency: 'EUR',
    marketValueQc: value,
    marketValueRc: value,
  });
  await t.db.insert(positions).values([held('CAU/CPT-A', 1000), held('CAU/SWAP-B', 500)]);
}

/** Art. 201 by hand for one PD per name (reference §5.6), then Art. 200. */
function scrByHand(names: { pd: number; lgd: number }[]) {
  let v = 0;
  for (const j of names) {
    for (const k of names)
      v +=
        ((k.pd * (1 - k.pd) * j.pd * (1 - j.pd)) / (1.25 * (j.pd + k.pd) - j.pd * k.pd)) *
        j.lgd *
        k.lgd;
    v += ((1.5 * j.pd * (1 - j.pd)) / (2.5 - j.pd)) * j.lgd * j.lgd;
  }
  const total = names.reduce((s, n) => s + n.lgd, 0);
  const sigma = Math.sqrt(v);
  return sigma <= 0.07 * total ? 3 * sigma : sigma <= 0.2 * total ? 5 * sigma : total;
}

describe.each(testDatabaseKinds())(
  'counterparty default type 1 in the computation on %s',
  (kind) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind);
      await insertLookThroughFixture(t.db, { apple: 0.6, bond: 0.4 });
      await insertCounterparties(t);
      await insertScrMarketData(t.db, VALUATION_DATE, 0.015, () => 0.025);
    });
    afterAll(() => t.close());

    it('computes SCR_def,1 with the market SCR, stores it and serves its lines', async () => {
      const computed = await t.call('analyste', 'POST', '/api/inventory/computation', {
        ...perimeter,
        computeSCR: true,
      });
      expect(computed.statusCode, computed.body).toBe(200);
      const id = computed.json().perimeter.perimeterID as string;
      const scr = (
        await t.call('analyste', 'GET', `/api/solvency/results?perimeterID=${id}`)
      ).json();
      const cp = scr.counterparty;
      // One single name, the group (Art. 190(1)): LGD 1,000 + (0.9 × 600 − 0.9 × 200) = 1,360,
      // PD weighted by LGD (199(1)) of 0.05 % (CQS 2) and 0.5 % (199(7)).
      expect(cp.names).toHaveLength(1);
      expect(cp.names[0]).toMatchObject({ key: GROUP, label: 'Groupe bancaire', exposureCount: 2 });
      expect(cp.totalLgd).toBeCloseTo(1360, 9);
      const pd = (0.0005 * 1000 + 0.005 * 360) / 1360;
      expect(cp.names[0].pd).toBeCloseTo(pd, 12);
      expect(cp.scr).toBeCloseTo(scrByHand([{ pd, lgd: 1360 }]), 6);
      expect(cp.byKind.map((k: { kind: string }) => k.kind)).toEqual([
        'cash_at_bank',
        'derivative',
      ]);
      // « SCR des actifs »: market and counterparty at 0.25 (Directive Annex IV).
      const m = scr.globalSCRMarketResult;
      expect(cp.assets.combined).toBeCloseTo(
        Math.sqrt(m * m + 0.5 * m * cp.scr + cp.scr * cp.scr),
        6,
      );
      // The exposures are served apart, all or one name's, with their rules.
      expect(scr.counterparty.exposures).toBeUndefined();
      const lines = await t.call(
        'analyste',
        'GET',
        `/api/solvency/counterparty/lines?perimeterID=${id}&name=${GROUP}`,
      );
      expect(lines.statusCode).toBe(200);
      const exposures = lines.json().exposures;
      expect(exposures.map((e: { code: string; lgd: number; pdRule: string }) => [e.code, e.lgd, e.pdRule])).toEqual([
      ['CAU/CPT-A', 1000, 'cqs'],
      ['CAU/SWAP-B', expect.closeTo(360, 9), 'creditInstitution'],
    ]); // prettier-ignore
      const sum = exposures.reduce(
        (s: number, e: { contribution: number }) => s + e.contribution,
        0,
      );
      expect(sum).toBeCloseTo(cp.scr, 6);
      const none = await t.call(
        'analyste',
        'GET',
        `/api/solvency/counterparty/lines?perimeterID=${id}&name=AUTRE`,
      );
      expect(none.json().exposures).toEqual([]);
    });

    it('writes the « Contrepartie » sheet and the combined figure in the SCR workbook', async () => {
      const id = (
        await t.call('analyste', 'POST', '/api/inventory/computation', {
          ...perimeter,
          computeSCR: true,
        })
      ).json().perimeter.perimeterID;
      const scr = (
        await t.call('analyste', 'GET', `/api/solvency/results?perimeterID=${id}`)
      ).json();
      const response = await t.call('analyste', 'GET', '/api/reporting/scr-excel');
      expect(response.statusCode).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      const valueOf = (sheet: string, label: RegExp) => {
        let found: unknown;
        workbook.getWorksheet(sheet)!.eachRow((row) => {
          if (found === undefined && label.test(String(row.getCell(1).value)))
            found = row.getCell(2).value;
        });
        return found;
      };
      expect(valueOf('Synthèse', /^Risque de contrepartie \(type 1\)$/)).toBeCloseTo(
        scr.counterparty.scr,
        6,
      );
      expect(valueOf('Synthèse', /^SCR des actifs/)).toBeCloseTo(
        scr.counterparty.assets.combined,
        6,
      );
      expect(valueOf('Contrepartie', /^SCR défaut, type 1/)).toBeCloseTo(scr.counterparty.scr, 6);
      expect(valueOf('Contrepartie', /^CAU\/SWAP-B$/)).toBe('Swap de taux Banque B');
    });

    it('keeps the right and the tenancy of the SCR results', async () => {
      const id = (
        await t.call('analyste', 'POST', '/api/inventory/computation', {
          ...perimeter,
          computeSCR: true,
        })
      ).json().perimeter.perimeterID;
      const url = `/api/solvency/counterparty/lines?perimeterID=${id}`;
      expect((await t.call('lecteur', 'GET', url)).statusCode).toBe(403);
      const unknown = await t.call(
        'analyste',
        'GET',
        '/api/solvency/counterparty/lines?perimeterID=00000000-0000-4000-8000-000000000000',
      );
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message ?? unknown.json().detail).toMatch(/Aucun résultat SCR/);
      const bad = await t.call('analyste', 'GET', '/api/solvency/counterparty/lines?perimeterID=x');
      expect(bad.statusCode).toBe(400);
    });
  },
);
