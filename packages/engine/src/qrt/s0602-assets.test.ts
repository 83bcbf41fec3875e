import { describe, expect, it } from 'vitest';
import { ciuApproachOf, CIU_APPROACHES } from './codes';
import type { QrtSecurity } from './inputs';
import { buildS0602 } from './s0602';
import { esaSectorOf } from './s0602-attributes';
import { INPUT, position, security } from './test-portfolio';

/**
 * Issue 36's S.06.02 findings on a perimeter of the asset kinds the hand-built portfolio
 * does not hold: a yen bond, cash, deposits, a loan to a company and mortgages to
 * households, property, a strategic participation and funds the look-through treated
 * differently. Valued in euros, 1 EUR = 160 JPY.
 */
const JPY_BOND = 'JP1103551G37';
const issuer = { issuerCode: 'BANQUE-1', issuerName: 'Banque Dépositaire', naceCode: 'K6419' };
const SECURITIES = new Map<string, QrtSecurity>(
  [
    security(JPY_BOND, { cic: 'JP11', currency: 'JPY', country: 'JP', isGovernment: true }),
    security('CAISSE', { codeType: '99', cic: 'XT71', country: 'FR' }),
    security('DAT-1', { codeType: '99', cic: 'XT73', country: 'FR', ...issuer }),
    security('CEDANTE', {
      codeType: '99',
      cic: 'XT75',
      country: 'FR',
      issuerCode: 'REASS',
      issuerName: 'Cédante SA',
    }),
    security('PRET-1', {
      codeType: '99',
      cic: 'XT81',
      country: 'FR',
      ...issuer,
      issueDate: '2021-06-15',
    }),
    security('HYPO-1', { codeType: '99', cic: 'XT84', country: 'FR' }),
    security('IMMO-1', { codeType: '99', cic: 'XT91', country: 'FR' }),
    security('MATERIEL', { codeType: '99', cic: 'XT95', country: 'FR' }),
    security('FR0000131104', { cic: 'FR31', country: 'FR', ...issuer }),
    security('FR0010315770', { cic: 'XL41', country: 'FR', isFund: true }),
    security('FR0010315788', { cic: 'XL43', country: 'FR', isFund: true }),
  ].map((s) => [s.code, s]),
);
const POSITIONS = [
  // 100,000,000 JPY of nominal, dirty 99,500,000 JPY of which 500,000 accrued:
  // 621,875 € and 3,125 € at 160.
  position(JPY_BOND, {
    quantity: 100_000_000,
    quotationCurrency: 'JPY',
    marketValueQc: 99_500_000,
    marketValueRc: 621_875,
    accruedInterestRc: 3_125,
  }),
  position('CAISSE', { quantity: 1_200, marketValueRc: 1_200 }),
  // A term deposit: nominal 50,000, dirty 50,400 with 400 accrued.
  position('DAT-1', { quantity: 50_000, marketValueRc: 50_400, accruedInterestRc: 400 }),
  position('CEDANTE', { quantity: 30_000, marketValueRc: 30_000 }),
  // A loan: nominal 200,000, dirty 198,000 with 2,000 accrued.
  position('PRET-1', { quantity: 200_000, marketValueRc: 198_000, accruedInterestRc: 2_000 }),
  position('HYPO-1', { quantity: 500_000, marketValueRc: 510_000, accruedInterestRc: 10_000 }),
  position('IMMO-1', { quantity: 1, marketValueRc: 25_000_000 }),
  position('MATERIEL', { quantity: 1, marketValueRc: 80_000 }),
  position('FR0000131104', { portfolioCode: 'P-STRAT', quantity: 10, marketValueRc: 700 }),
  position('FR0010315770', { quantity: 100, marketValueRc: 10_000 }),
  position('FR0010315788', { quantity: 100, marketValueRc: 10_000 }),
];
const CONTEXT = {
  ...INPUT,
  fxUnitsPerEur: { JPY: 160 },
  ecbColumns: true,
  fundStatuses: {
    FR0010315770: ['looked_through', 'residual', 'data_grouping'],
    FR0010315788: ['not_looked_through'],
  },
  // The equity is a strategic participation in P-STRAT only.
  participations: [{ code: 'FR0000131104', portfolioCode: 'P-STRAT', compartmentCode: '*' }],
};
const [positions, assets] = buildS0602(POSITIONS, SECURITIES, CONTEXT);
const asset = (code: string) => assets.rows.find((r) => String(r.C0040).endsWith(`/${code}`))!;
const held = (code: string) => positions.rows.find((r) => String(r.C0040).endsWith(`/${code}`))!;

describe('S.06.02 par amounts and prices (issue 36)', () => {
  it('writes a yen bond’s par amount in euros: its price is 99 % of par, not 0.62 %', () => {
    // C0140 = 100,000,000 JPY × 621,875 / 99,500,000 (the line's own rate, 1/160) = 625,000 €
    expect(held(JPY_BOND).C0140).toBeCloseTo(625_000, 6);
    // C0380 = (621,875 − 3,125) / 625,000 = 0.99
    expect(asset(JPY_BOND).C0380).toBeCloseTo(0.99, 10);
  });

  it('falls back on the valuation date’s rate when the line has no quotation-currency value', () => {
    const [noQc] = buildS0602([{ ...POSITIONS[0]!, marketValueQc: 0 }], SECURITIES, CONTEXT);
    expect(noQc.rows[0]!.C0140).toBeCloseTo(625_000, 6); // 100,000,000 / 160
  });

  it('prices deposits and loans with a par amount in percent of par (BV781-5)', () => {
    // (50,400 − 400) / 50,000 = 1.00; (198,000 − 2,000) / 200,000 = 0.98
    expect(held('DAT-1').C0140).toBe(50_000);
    expect(asset('DAT-1').C0380).toBeCloseTo(1, 10);
    expect(asset('PRET-1').C0380).toBeCloseTo(0.98, 10);
    expect(asset('HYPO-1').C0380).toBeCloseTo(1, 10); // (510,000 − 10,000) / 500,000
  });

  it('gives cash (71) neither par amount nor price of par', () => {
    expect(held('CAISSE').C0140).toBeNull();
    expect(held('CAISSE').C0180).toBeNull();
    expect(asset('CAISSE').C0380).toBeNull();
  });
});

describe('S.06.02 issuer country and currency by CIC (BV6-1, BV237-1)', () => {
  it('no issuer country for cash, deposits to cedants, plant and equipment, loans to households', () => {
    expect(asset('CAISSE').C0270).toBeNull(); // 71
    expect(asset('CEDANTE').C0270).toBeNull(); // 75
    expect(asset('MATERIEL').C0270).toBeNull(); // 95
    expect(asset('HYPO-1').C0270).toBeNull(); // 84 without an issuer: natural persons
  });

  it('the issuer country of a deposit, a company loan, property (its address)', () => {
    expect(asset('DAT-1').C0270).toBe('FR');
    expect(asset('PRET-1').C0270).toBe('FR');
    expect(asset('IMMO-1').C0270).toBe('FR');
  });

  it('no currency for deposits to cedants and plant and equipment; cash keeps its own', () => {
    expect(asset('CEDANTE').C0280).toBeNull();
    expect(asset('MATERIEL').C0280).toBeNull();
    expect(asset('CAISSE').C0280).toBe('EUR');
    expect(asset(JPY_BOND).C0280).toBe('JPY');
  });
});

describe('S.06.02 participations and CIU approach (BV955-5, BV1069-4)', () => {
  it('C0310: the strategic participation is one, funds and other equity are not', () => {
    expect(asset('FR0000131104').C0310).toBe(
      'Participation other than a Collective Investment Undertaking or investments packaged as funds, which is an investment vehicle',
    );
    expect(asset('FR0010315770').C0310).toBe('Not a participation');
    expect(asset('DAT-1').C0310).toBeNull(); // only for CIC 3 and 4
  });

  it('C0310 follows the entry’s portfolio: out of P-STRAT the same share is no participation', () => {
    const [, elsewhere] = buildS0602(
      [{ ...POSITIONS[8]!, portfolioCode: 'P1' }],
      SECURITIES,
      CONTEXT,
    );
    expect(elsewhere.rows[0]!.C0310).toBe('Not a participation');
  });

  it('C0292 from the look-through: full look-through, type 2 equity; none for others', () => {
    expect(asset('FR0010315770').C0292).toBe(CIU_APPROACHES.full);
    expect(asset('FR0010315788').C0292).toBe(CIU_APPROACHES.equityType2);
    expect(asset('DAT-1').C0292).toBeNull();
  });

  it('ciuApproachOf: the strongest treatment of the fund’s own lines', () => {
    expect(ciuApproachOf(['target_allocation', 'residual'])).toBe(CIU_APPROACHES.simplified);
    expect(ciuApproachOf(['last_reported'])).toBe(CIU_APPROACHES.simplified);
    expect(ciuApproachOf(['data_grouping'])).toBe(CIU_APPROACHES.simplifiedGrouped);
    expect(ciuApproachOf(['level_cap'])).toBe(CIU_APPROACHES.equityType2);
    expect(ciuApproachOf(['grouping_limit'])).toBe(CIU_APPROACHES.equityType2);
    expect(ciuApproachOf(undefined)).toBe(CIU_APPROACHES.none);
  });
});

describe('ECB add-ons (EV52-2, EC0291, EC0381)', () => {
  it('EC0231: households for loans without an issuer, the bank for a deposit, funds from the CIC', () => {
    expect(asset('HYPO-1').EC0231).toBe('S.14');
    expect(asset('DAT-1').EC0231).toBe('S.122'); // K6419
    expect(asset('FR0010315788').EC0231).toBe('S.123'); // no NACE, CIC 43: money market
    expect(asset('FR0010315770').EC0231).toBe('S.124');
    expect(asset(JPY_BOND).EC0231).toBe('S.13'); // a government issuer
    expect(esaSectorOf(security('X', { cic: 'FR11' }))).toBe('S.13'); // the CIC says it
    expect(esaSectorOf(security('X', { cic: 'XT86' }))).toBe('S.14'); // loans on policies
  });

  it('EC0291 « Other »; EC0381 the referential’s issue date, empty without one', () => {
    expect(assets.columns.map((c) => c.code)).toEqual(expect.arrayContaining(['EC0291', 'EC0381']));
    expect(asset(JPY_BOND).EC0291).toBe('Other');
    expect(asset(JPY_BOND).EC0381).toBeNull();
    expect(asset('PRET-1').EC0381).toBe('2021-06-15');
  });
});
