import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isinCheckDigit, type FundReconciliation } from '@prisme/domain';
import { positions, securities } from '../../db/schema';
import { testDatabaseKinds } from '../../test/databases';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { TptCells } from '../integration/importers/tpt/tpt-test-lines';
import { tptCsv, uploadTpt } from '../integration/importers/tpt/tpt-test-files';
import {
  insertReconciliationFixture,
  RECONCILIATION_PERIMETER,
  RECONCILIATION_TPT_LINES,
  VALUATION_DATE,
} from './fund-reconciliation-fixtures';

/** A USD share class of a EUR fund (NAV 1,040,000 USD), and one whose line has no currency. */
const FUND_USD = 'FR0010RECOU' + isinCheckDigit('FR0010RECOU');
const FUND_HEDGED = 'FR0010RECOC' + isinCheckDigit('FR0010RECOC');

const usdClass = (code: string, name: string): TptCells => ({
  '1': code,
  '2': '1',
  '3': name,
  '4': 'USD',
  '5': '1040000',
  '6': VALUATION_DATE,
  '7': '2025-01-15',
  '8': '100',
  '8b': '10400',
  '11': 'Y',
  '1000': 'V7.0 (official) dated 25 November 2024',
});
const line = (fund: TptCells, cells: TptCells, usd: number, weight: number): TptCells => ({
  ...fund,
  '15': '1',
  '24': usd,
  '25': usd,
  '26': weight,
  '28': usd,
  '30': weight,
  ...cells,
});
const TOTAL = {
  '12': 'FR31',
  '13': '1',
  '14': 'FR0000120271',
  '17': 'TotalEnergies SE',
  '52': 'FR',
};
const APPLE = { '12': 'US31', '13': '2', '14': 'US0378331005', '17': 'Apple Inc.', '52': 'US' };
/** A forward selling 800,000 EUR for USD (CIC E2), worth 0 at the date. */
const FORWARD = {
  '12': 'XLE2',
  '14': 'FWD-EURUSD-01',
  '15': '99',
  '17': 'Change à terme EUR/USD',
  '19': 800_000,
  '21': 'EUR',
  '22': 0,
  '52': 'FR',
};

/**
 * FUND_USD: 80 % TotalEnergies in EUR (800,000 EUR = 832,000 USD), 20 % Apple in USD. Its
 * manager measures currency risk against USD (TPT 4): the EUR line is foreign, 25 %
 * (Art. 188(3)-(4)), so 105a = −0.25 × 0.8 = −0.2 (a rise of the euro gains) and
 * 105b = +0.2. FUND_HEDGED: the same, its euros hedged by a forward (the manager's
 * currency figures net to 0).
 */
const LINES: TptCells[] = [
  line(
    usdClass(FUND_USD, 'Fonds Part USD'),
    { ...TOTAL, '21': 'EUR', '22': 800_000, '105a': -0.2, '105b': 0.2 },
    832_000,
    0.8,
  ),
  line(
    usdClass(FUND_USD, 'Fonds Part USD'),
    { ...APPLE, '21': 'USD', '22': 208_000 },
    208_000,
    0.2,
  ),
  line(
    usdClass(FUND_HEDGED, 'Fonds Part USD Couverte'),
    { ...TOTAL, '21': 'EUR', '22': 800_000, '105a': -0.2, '105b': 0.2 },
    832_000,
    0.8,
  ),
  line(
    usdClass(FUND_HEDGED, 'Fonds Part USD Couverte'),
    { ...FORWARD, '105a': 0.2, '105b': -0.2 },
    0,
    0,
  ),
  line(
    usdClass(FUND_HEDGED, 'Fonds Part USD Couverte'),
    { ...APPLE, '21': 'USD', '22': 208_000 },
    208_000,
    0.2,
  ),
];

describe.each(testDatabaseKinds())(
  'fund reconciliation of a share class and the current computation on %s',
  (kind) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind);
      await insertReconciliationFixture(t.db);
      const usdFund = (code: string, name: string) => ({
        code,
        codeType: '1',
        name,
        cic: 'XL41',
        currency: 'USD',
      });
      await t.db
        .insert(securities)
        .values([
          usdFund(FUND_USD, 'Fonds Part USD'),
          usdFund(FUND_HEDGED, 'Fonds Part USD Couverte'),
        ]);
      // Each held for 104,000 USD = 100,000 EUR at 1.04: 10 % of the class.
      const held = (securityCode: string) => ({
        roleCode: 'Client.DEMO1',
        portfolioCode: 'P-VIE',
        compartmentCode: 'GEN',
        valuationDate: VALUATION_DATE,
        securityCode,
        quantity: 1040,
        quotationCurrency: 'USD',
        marketValueQc: 104_000,
        marketValueRc: 100_000,
      });
      await t.db.insert(positions).values([held(FUND_USD), held(FUND_HEDGED)]);
      const imported = await uploadTpt(
        t,
        'tpt-parts.csv',
        tptCsv([...RECONCILIATION_TPT_LINES, ...LINES]),
      );
      expect(imported.json().errors, imported.body).toEqual([]);
    });
    afterAll(() => t.close());

    const compute = async (body: object) => {
      const computed = await t.call('analyste', 'POST', '/api/inventory/computation', body);
      expect(computed.statusCode, computed.body).toBe(200);
      return computed.json().perimeter.perimeterID as string;
    };
    const current = async (login = 'analyste') => {
      const response = await t.call(login, 'GET', '/api/solvency/current-perimeter');
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };

    it('measures the currency stresses of a USD class against USD, as its manager does', async () => {
      const id = await compute({ ...RECONCILIATION_PERIMETER, computeSCR: true });
      const response = await t.call(
        'analyste',
        'GET',
        `/api/solvency/fund-reconciliation?perimeterID=${id}`,
      );
      expect(response.statusCode, response.body).toBe(200);
      const funds = new Map(
        (response.json() as FundReconciliation).funds.map((f) => [f.fundCode, f]),
      );
      const usd = funds.get(FUND_USD)!;
      // Look-through at 10 %: TotalEnergies 80,000 EUR, Apple 20,000 EUR. Against USD the
      // euro line is foreign: a 25 % rise gains 20,000; manager −0.2 × 100,000 = −20,000.
      expect(usd.currency).toMatchObject({
        measuredAgainst: 'USD',
        comparable: true,
        reason: null,
      });
      expect(usd.stresses.currencyUp.prisme).toBeCloseTo(-20_000, 4);
      expect(usd.stresses.currencyUp.manager).toBeCloseTo(-20_000, 4);
      expect(usd.stresses.currencyDown.prisme).toBeCloseTo(20_000, 4);
      expect(usd.stresses.currencyDown.flagged).toBe(false);
      // Prisme's own SCR measures against EUR: the 20,000 of Apple, rising 25 %, gains 5,000.
      expect(usd.currency.againstReference).toBeCloseTo(-5000, 4);
      // A EUR fund keeps Prisme's own figure.
      const eur = [...funds.values()].find((f) => f.statement?.currency === 'EUR')!;
      expect(eur.currency).toMatchObject({ measuredAgainst: 'EUR', comparable: true });
      expect(eur.stresses.currencyUp.prisme).toBeCloseTo(eur.currency.againstReference, 6);
    });

    it('says « non comparable » with the reason when the class is hedged by currency derivatives', async () => {
      const id = await compute({ ...RECONCILIATION_PERIMETER, computeSCR: true });
      const response = await t.call(
        'analyste',
        'GET',
        `/api/solvency/fund-reconciliation?perimeterID=${id}&floor=0`,
      );
      const fund = (response.json() as FundReconciliation).funds.find(
        (f) => f.fundCode === FUND_HEDGED,
      )!;
      expect(fund.currency.comparable).toBe(false);
      expect(fund.currency.reason).toMatch(/1 dérivé\(s\) de change du fonds \(CIC A3/);
      expect(fund.stresses.currencyUp).toMatchObject({ difference: null, flagged: false });
      expect(fund.stresses.currencyUp.manager).toBeCloseTo(0, 4);
      expect(fund.stresses.currencyDown.flagged).toBe(false);
    });

    it('finds the user’s last SCR computation of their saved perimeter, made through the API', async () => {
      // A perimeter saved with another date has no computation.
      const other = { ...RECONCILIATION_PERIMETER, valuationDate: '2024-12-30' };
      await t.call('analyste', 'PUT', '/api/prisme/perimeter', other);
      expect(await current()).toBeNull();
      const saved = await t.call(
        'analyste',
        'PUT',
        '/api/prisme/perimeter',
        RECONCILIATION_PERIMETER,
      );
      expect(saved.statusCode, saved.body).toBe(200);
      const first = await compute({ ...RECONCILIATION_PERIMETER, computeSCR: true });
      expect(await current()).toMatchObject({
        perimeterID: first,
        rolename: 'Client.DEMO1',
        valuationDate: VALUATION_DATE,
      });
      const second = await compute({
        ...RECONCILIATION_PERIMETER,
        compartments: [...RECONCILIATION_PERIMETER.compartments].reverse(),
        computeSCR: true,
      });
      expect((await current()).perimeterID).toBe(second);
      // A look-through without SCR retires it (perimeter-purge.ts): no result any more.
      await compute({ ...RECONCILIATION_PERIMETER });
      expect(await current()).toBeNull();
      // A computation saves its perimeter (spec §3): the page follows it…
      const gen = await compute({
        ...RECONCILIATION_PERIMETER,
        compartments: ['GEN'],
        computeSCR: true,
      });
      expect((await current()).perimeterID).toBe(gen);
      // …and a perimeter chosen since, not computed yet, has no result.
      await t.call('analyste', 'PUT', '/api/prisme/perimeter', RECONCILIATION_PERIMETER);
      expect(await current()).toBeNull();
      // Another user's saved perimeter does not see this user's computation.
      await t.call('admin', 'PUT', '/api/prisme/perimeter', RECONCILIATION_PERIMETER);
      expect(await current('admin')).toBeNull();
    });
  },
);
