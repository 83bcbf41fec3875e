import { inArray } from 'drizzle-orm';
import { isinCheckDigit } from '@prisme/domain';
import type { Database } from '../../db/client';
import { fxRates, positions, securities } from '../../db/schema';
import { insertClientFixtures } from '../../test/fixtures/client-data';
import { insertScrMarketData } from '../../test/fixtures/scr-market';
import type { TptCells } from '../integration/importers/tpt/tpt-test-lines';

const isin = (first11: string) => first11 + isinCheckDigit(first11);

export const VALUATION_DATE = '2024-12-31';
/** Reports fields 97-105b. */
export const FUND_F = isin('FR0010RECOF');
/** Has a TPT file without them. */
export const FUND_G = isin('FR0010RECOG');
/** Has no TPT file at all. */
export const FUND_H = isin('FR0010RECOH');
const TOTAL = 'FR0000120271';
const APPLE = 'US0378331005';
const UNLISTED = isin('FR000UNLIST');
const BOND = 'XS2063247915';

export const RECONCILIATION_PERIMETER = {
  rolename: 'Client.DEMO1',
  portfolios: ['P-VIE'],
  valuationDate: VALUATION_DATE,
  compartments: ['GEN', 'UC'],
  lookThroughLevel: 'FULL',
};

/** Portfolio-level fields (data-standards §2.2), the same on each line of a fund. */
const portfolio = (code: string, name: string, nav: number, complete: 'Y' | 'N'): TptCells => ({
  '1': code,
  '2': '1',
  '3': name,
  '4': 'EUR',
  '5': String(nav),
  '6': VALUATION_DATE,
  '7': '2025-01-15',
  '8': '100',
  '8b': String(nav / 100),
  '11': complete,
  '115': '969500UP76J52A9OXU27',
  '116': '1',
  '117': 'Prisme Gestion',
  '118': 'K6630',
  '119': '5493001KJTIIGC8Y1R12',
  '120': '1',
  '121': 'Groupe Prisme',
  '122': 'FR',
  '123': 'XL41',
  '123a': 'FR',
  '1000': 'V7.0 (official) dated 25 November 2024',
});

/** A position line worth `eur` in the fund (its currency) and `qc` in its own. */
const position = (
  fund: TptCells,
  cells: TptCells,
  eur: number,
  weight: number,
  qc = eur,
): TptCells => ({
  ...fund,
  '15': '1',
  '21': 'EUR',
  '22': qc,
  '23': qc,
  '24': eur,
  '25': eur,
  '26': weight,
  '27': qc,
  '28': eur,
  '30': weight,
  '52': 'FR',
  ...cells,
});

const F = portfolio(FUND_F, 'Fonds Rapprochement', 1_000_000, 'Y');
const G = portfolio(FUND_G, 'Fonds Sans SCR', 100_000, 'N');

/**
 * FUND_F (NAV 1,000,000 EUR): 40 % TotalEnergies, 10 % Apple (USD), 10 % an unlisted
 * equity, 10 % a Paris office, 30 % a CQS 2 bond of duration 4, and a CDS worth 0. The
 * manager's indicative SCR (fractions of NAV) is on each line. FUND_G (NAV 100,000) is all
 * TotalEnergies, without them.
 */
export const RECONCILIATION_TPT_LINES: TptCells[] = [
  position(
    F,
    { '12': 'FR31', '13': '1', '14': TOTAL, '17': 'TotalEnergies SE', '99': 0.162, '131': '3L' },
    400_000,
    0.4,
  ),
  position(
    F,
    {
      '12': 'US31',
      '13': '2',
      '14': APPLE,
      '17': 'Apple Inc.',
      '21': 'USD',
      '52': 'US',
      '99': 0.05,
      '105a': -0.025,
      '105b': 0.025,
      '131': '3L',
    },
    100_000,
    0.1,
    104_000,
  ),
  position(
    F,
    {
      '12': 'XL31',
      '13': '0',
      '14': UNLISTED,
      '17': 'Société non cotée',
      '100': 0.0606,
      '131': '3X',
    },
    100_000,
    0.1,
  ),
  position(
    F,
    {
      '12': 'FR91',
      '14': 'IMMO-PARIS-01',
      '15': '99',
      '17': 'Bureaux Paris',
      '101': 0.025,
      '131': '9',
    },
    100_000,
    0.1,
  ),
  position(
    F,
    {
      '12': 'FR21',
      '14': BOND,
      '17': 'Obligation XS 2029',
      '19': 300_000,
      '32': 'Fixed',
      '33': 2,
      '39': '2029-03-31',
      '59': 2,
      '90': 4,
      '92': 4,
      '97': 0.01416,
      '98': -0.0096,
      '102': 0.0168,
      '103': 0.001,
      '131': '2',
    },
    300_000,
    0.3,
  ),
  position(
    F,
    {
      '12': 'XLF1',
      '14': 'CDS-ITRAXX-01',
      '15': '99',
      '17': 'CDS iTraxx',
      '19': 100_000,
      '104': 0.004,
      '105': -0.001,
      '131': 'F',
    },
    0,
    0,
  ),
  position(
    G,
    { '12': 'FR31', '13': '1', '14': TOTAL, '17': 'TotalEnergies SE', '131': '3L' },
    100_000,
    1,
  ),
];

/**
 * Client.DEMO1 holds on 31/12/2024, in P-VIE: FUND_F 200,000 (20 % of it) and FUND_G
 * 50,000 in GEN, FUND_H 30,000 in UC. TotalEnergies and Apple are listed type 1 equities,
 * the unlisted one type 2 (Art. 168); USD is at 1.04 per euro; the symmetric adjustment
 * is +1.5 % and the euro curve flat at 2 %. Test data, written as a client would load it.
 */
export async function insertReconciliationFixture(db: Database): Promise<void> {
  await insertClientFixtures(db);
  await db
    .update(securities)
    .set({ equityType: 'type1', listedEeaOecd: true })
    .where(inArray(securities.code, [TOTAL, APPLE]));
  const fund = (code: string, name: string) => ({
    code,
    codeType: '1',
    name,
    cic: 'XL41',
    currency: 'EUR',
  });
  await db.insert(securities).values([
    fund(FUND_F, 'Fonds Rapprochement'),
    fund(FUND_G, 'Fonds Sans SCR'),
    fund(FUND_H, 'Fonds Sans TPT'),
    {
      code: UNLISTED,
      codeType: '1',
      name: 'Société non cotée',
      cic: 'XL31',
      currency: 'EUR',
      equityType: 'type2',
    },
  ]);
  await db.insert(fxRates).values({ rateDate: VALUATION_DATE, currency: 'USD', unitsPerEur: 1.04 });
  await insertScrMarketData(db, VALUATION_DATE, 0.015, () => 0.02);
  const held = (compartmentCode: string, securityCode: string, value: number) => ({
    roleCode: 'Client.DEMO1',
    portfolioCode: 'P-VIE',
    compartmentCode,
    valuationDate: VALUATION_DATE,
    securityCode,
    quantity: 10,
    quotationCurrency: 'EUR',
    marketValueQc: value,
    marketValueRc: value,
  });
  await db
    .insert(positions)
    .values([
      held('GEN', FUND_F, 200_000),
      held('GEN', FUND_G, 50_000),
      held('UC', FUND_H, 30_000),
    ]);
}
