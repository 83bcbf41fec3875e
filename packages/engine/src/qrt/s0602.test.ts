import { describe, expect, it } from 'vitest';
import { assetIdCode, entityIdCode, isUnitLinkedCompartment } from './codes';
import { buildS0602 } from './s0602';
import { esaSectorOf } from './s0602-attributes';
import {
  BOND,
  BOND_GROUP_LEI,
  BOND_ISSUER_LEI,
  FUND,
  INPUT,
  POSITIONS,
  SECURITIES,
  security,
  TOTAL,
  TOTAL_LEI,
} from './test-portfolio';

describe('S.06.02 of the hand-built portfolio', () => {
  const [positions, assets] = buildS0602(POSITIONS, SECURITIES, INPUT);

  it('has the official codes, and no ECB column unless asked', () => {
    expect(positions.code).toBe('S.06.02.01.01');
    expect(assets.code).toBe('S.06.02.01.02');
    expect(positions.columns.map((c) => c.code)).toEqual([
      'C0040', 'C0060', 'C0090', 'C0100', 'C0130', 'C0140', 'C0150', 'C0160', 'C0170', 'C0180',
    ]); // prettier-ignore
    expect(assets.columns.some((c) => c.code.startsWith('EC'))).toBe(false);
    expect(assets.columns.find((c) => c.code === 'C0170')).toBeUndefined();
    expect(positions.columns.find((c) => c.code === 'C0170')!.label).toBe(
      'Total Solvency II amount',
    );
  });

  it('writes one position row per asset × portfolio kind × unit-linked flag; the forward is not here', () => {
    // The bond of P1 and P2 is one row (the same key); the forward goes to S.08.01.
    expect(positions.rows.map((r) => r.C0040)).toEqual([
      `ISIN/${BOND}`,
      `ISIN/${TOTAL}`,
      `ISIN/${FUND}`,
      'CAU/CASH-EUR',
    ]);
  });

  it('bond row: nominal as par amount, book values summed, dirty value, accrued interest', () => {
    expect(positions.rows[0]).toEqual({
      C0040: `ISIN/${BOND}`,
      C0060: 'General',
      C0090: 'Neither unit-linked nor index-linked',
      C0100: 'Not collateral',
      C0130: null,
      C0140: 150_000, // 100,000 + 50,000
      C0150: 'Quoted market price in active markets for the same assets', // FR21: listed in France
      C0160: 149_500, // 99,000 + 50,500
      C0170: 153_750, // 102,500 + 51,250
      C0180: 2_250, // 1,500 + 750
    });
  });

  it('equity row: units as quantity, unit-linked compartment', () => {
    expect(positions.rows[1]).toEqual({
      C0040: `ISIN/${TOTAL}`,
      C0060: 'General',
      C0090: 'Unit-linked or index-linked',
      C0100: 'Not collateral',
      C0130: 1_000,
      C0140: null,
      C0150: 'Quoted market price in active markets for the same assets',
      C0160: 50_000,
      C0170: 60_000,
      C0180: null,
    });
  });

  it('fund row: unlisted (XL), alternative valuation; current account: par amount, no acquisition value', () => {
    expect(positions.rows[2]).toMatchObject({
      C0130: 200,
      C0140: null,
      C0150: 'Alternative valuation methods',
      C0160: 18_000,
      C0170: 20_000,
    });
    expect(positions.rows[3]).toMatchObject({
      C0040: 'CAU/CASH-EUR',
      C0130: null,
      C0140: 5_000,
      C0150: 'Alternative valuation methods', // XT: not tradable
      C0160: null, // not reported for CIC 7 (§3.2)
      C0170: 5_000,
      C0180: 0,
    });
  });

  it('bond asset row: issuer and group LEIs, sector, rating, CQS, duration, clean price of par', () => {
    expect(assets.rows[0]).toEqual({
      C0040: `ISIN/${BOND}`,
      C0190: 'Émetteur 3 % 2029',
      C0200: 'Émetteur Obligataire SA',
      C0210: `LEI/${BOND_ISSUER_LEI}`,
      C0230: 'K6419',
      C0240: 'Groupe Émetteur',
      C0250: `LEI/${BOND_GROUP_LEI}`,
      C0270: 'FR',
      C0280: 'EUR',
      C0290: 'FR21',
      C0292: null, // not a CIU
      C0300: 'Not an infrastructure investment',
      C0310: null, // not an equity nor a CIU (BV786)
      C0320: 'A',
      C0340: 'Credit quality step 2',
      C0360: 4.2,
      C0370: null,
      C0380: 1.01, // (153,750 − 2,250) / 150,000
      C0390: '2029-06-15',
    });
  });

  it('equity asset row: unit price, no group (None), no CQS; fund: issuer SC/, duration of a debt fund', () => {
    expect(assets.rows[1]).toMatchObject({
      C0210: `LEI/${TOTAL_LEI}`,
      C0310: 'Not a participation', // not in the strategic participations
      C0250: 'None',
      C0340: null,
      C0360: null,
      C0370: 60, // 60,000 / 1,000
      C0380: null,
      C0390: null,
    });
    expect(assets.rows[2]).toMatchObject({
      C0210: 'SC/BLK-IE',
      C0290: 'XL42',
      C0292: 'Full look-through', // its reported composition was read
      C0360: 5.5,
      C0370: 100, // 20,000 / 200
    });
  });

  it('with bceColumns: the SE. codes and the ECB add-ons EC0231, EC0271, EC0291, EC0381', () => {
    const [ecbPositions, ecbAssets] = buildS0602(POSITIONS, SECURITIES, {
      ...INPUT,
      ecbColumns: true,
    });
    expect(ecbPositions.code).toBe('SE.06.02.16.01');
    expect(ecbAssets.code).toBe('SE.06.02.16.02');
    expect(ecbAssets.columns.slice(-4).map((c) => c.code)).toEqual([
      'EC0231',
      'EC0271',
      'EC0291',
      'EC0381',
    ]);
    expect(ecbAssets.rows.map((r) => [r.EC0231, r.EC0271, r.EC0291, r.EC0381])).toEqual([
      ['S.122', null, 'Other', null], // K6419: other monetary intermediation
      ['S.11', null, 'Other', null], // B0610: a non-financial corporation
      ['S.124', 'IE', 'Other', null], // K6430, a fund (not money-market): its ISIN's country
      [null, null, 'Other', null], // no NACE code
    ]);
  });
});

describe('identification codes (§3.7, §4.4)', () => {
  it('prefixes the code by its type, keeps a typed code, falls back on the ISIN check', () => {
    expect(assetIdCode('FR0000120271', '1')).toBe('ISIN/FR0000120271');
    expect(assetIdCode('037833100', '2')).toBe('CUSIP/037833100');
    expect(assetIdCode('PRET-001', '99')).toBe('CAU/PRET-001');
    expect(assetIdCode('CAU/PRET-001', '99')).toBe('CAU/PRET-001');
    expect(assetIdCode('FR0000120271', null)).toBe('ISIN/FR0000120271');
    expect(assetIdCode('FR0000120272', null)).toBe('CAU/FR0000120272');
  });

  it('issuer codes: LEI/, SC/ or None', () => {
    expect(entityIdCode('969500UP76J52A9OXU27', 'X')).toBe('LEI/969500UP76J52A9OXU27');
    expect(entityIdCode(null, '969500UP76J52A9OXU27')).toBe('LEI/969500UP76J52A9OXU27');
    expect(entityIdCode(null, 'GRP-12')).toBe('SC/GRP-12');
    expect(entityIdCode(null, null)).toBe('None');
  });

  it('reads unit-linked compartments from their code or label', () => {
    expect(isUnitLinkedCompartment('UC', null)).toBe(true);
    expect(isUnitLinkedCompartment('X1', 'Unités de compte')).toBe(true);
    expect(isUnitLinkedCompartment('GEN', 'Actif général')).toBe(false);
  });

  it('ESA 2010 sectors: central bank, government, insurer, money-market fund', () => {
    expect(esaSectorOf(security('A', { naceCode: 'K6411' }))).toBe('S.121');
    expect(esaSectorOf(security('A', { isGovernment: true }))).toBe('S.13');
    expect(esaSectorOf(security('A', { naceCode: 'K6512' }))).toBe('S.128');
    expect(esaSectorOf(security('A', { naceCode: 'K6430', cic: 'XL43' }))).toBe('S.123');
  });
});
