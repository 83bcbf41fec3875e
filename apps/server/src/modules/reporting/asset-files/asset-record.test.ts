import { describe, expect, it } from 'vitest';
import {
  assetRecord,
  couponFrequencyOf,
  yearsBetween,
  type AssetLine,
  type RootHolding,
} from './asset-record';
import { ACTUARIS_LAYOUT, ASSURETAT_LAYOUT, type AssetFileLayout } from './layouts';

/** A bond held directly: 100,000 nominal, 101,200 with 1,200 accrued, bought at 99,000. */
const bondLine: AssetLine = {
  LineNo: 7,
  PortfolioCode: 'P-VIE',
  CompartmentCode: 'GEN',
  RootCode: 'FR0013508470',
  RootName: 'OAT 0 % 2030',
  FundPath: '',
  Depth: 0,
  IsinCode: 'FR0013508470',
  CodeType: '1',
  SecurityName: 'OAT 0 % 2030',
  Cic: 'FR12',
  QuotationCurrency: 'EUR',
  Country: 'FR',
  IssuerCode: '969500UP76J52A9OXU27',
  IssuerName: 'République française',
  IssuerGroupName: 'République française',
  NaceCode: 'O8411',
  GicsSector: null,
  Rating: 'AA',
  RatingAgency: null,
  CreditQualityStep: 1,
  MaturityDate: '2030-11-25',
  CouponRate: 1.5,
  ModifiedDuration: 4.8,
  Quantity: 100,
  NotionalRc: 100_000,
  MarketValueQc: 101_200,
  MarketValueRc: 101_200,
  InterestRateType: null,
  TptFields: null,
};

const bondRoot: RootHolding = {
  marketValueRc: 101_200,
  accruedInterestRc: 1_200,
  bookValueRc: 99_000,
  acquisitionDate: '2021-03-15',
};

/** A USD bond seen through a fund held for 20,000 at a book value of 16,000. */
const fundLine: AssetLine = {
  ...bondLine,
  LineNo: 8,
  RootCode: 'LU0000000017',
  RootName: 'Fonds Obligataire',
  FundPath: 'LU0000000017',
  Depth: 1,
  IsinCode: 'US912828ZQ64',
  CodeType: '1',
  SecurityName: 'US Treasury 2028',
  Cic: 'US12',
  QuotationCurrency: 'USD',
  Country: 'US',
  IssuerCode: 'TREASURY-US',
  IssuerName: 'United States Treasury',
  MaturityDate: '9999-12-31',
  CouponRate: null,
  MarketValueQc: 5_200,
  MarketValueRc: 5_000,
  InterestRateType: 'Fixed',
  TptFields: '{"32":"Fixed","38":"2"}',
};
const fundRoot: RootHolding = {
  marketValueRc: 20_000,
  accruedInterestRc: 0,
  bookValueRc: 16_000,
  acquisitionDate: '2020-01-02',
};

const VALUATION = '2026-09-30';

describe('asset record of a look-through line', () => {
  it('takes a direct bond column by column, with its position’s book value and accrued interest', () => {
    expect(assetRecord(bondLine, bondRoot, VALUATION)).toEqual({
      lineNo: 7,
      portfolio: 'P-VIE',
      compartment: 'GEN',
      heldCode: 'FR0013508470',
      heldName: 'OAT 0 % 2030',
      depth: 0,
      fundPath: null,
      code: 'FR0013508470',
      codeType: 'ISIN',
      qrtCode: 'ISIN/FR0013508470',
      name: 'OAT 0 % 2030',
      cic: 'FR12',
      cicCategory: '1',
      assetClass: 'Obligations d’État',
      currency: 'EUR',
      nominalRc: 100_000,
      quantity: 100,
      marketValueQc: 101_200,
      marketValueRc: 101_200,
      accruedInterestRc: 1_200,
      cleanValueRc: 100_000,
      bookValueRc: 99_000,
      unrealisedGainRc: 1_000,
      acquisitionDate: '2021-03-15',
      couponRate: 0.015,
      couponFrequency: null,
      rateType: null,
      maturityDate: '2030-11-25',
      residualMaturity: yearsBetween(VALUATION, '2030-11-25'),
      modifiedDuration: 4.8,
      rating: 'AA',
      ratingAgency: null,
      creditQualityStep: 1,
      issuerName: 'République française',
      issuerLei: '969500UP76J52A9OXU27',
      issuerCode: '969500UP76J52A9OXU27',
      issuerGroupName: 'République française',
      naceCode: 'O8411',
      gicsSector: null,
      country: 'FR',
    });
    expect(yearsBetween(VALUATION, '2030-11-25')).toBeCloseTo(1517 / 365.25, 10);
  });

  it('spreads a fund’s book value over its lines by market value, without accrued interest', () => {
    const asset = assetRecord(fundLine, fundRoot, VALUATION);
    expect(asset.bookValueRc).toBeCloseTo(4_000, 9); // 16,000 × 5,000 / 20,000
    expect(asset.accruedInterestRc).toBeNull();
    expect(asset.cleanValueRc).toBeNull();
    expect(asset.unrealisedGainRc).toBeNull();
    expect(asset.acquisitionDate).toBeNull();
    expect(asset.fundPath).toBe('LU0000000017');
    expect(asset.depth).toBe(1);
    expect(asset.heldCode).toBe('LU0000000017');
    expect(asset.residualMaturity).toBeNull(); // perpetual
    expect(asset.couponRate).toBeNull();
    expect(asset.couponFrequency).toBe(2); // TPT 38
    expect(asset.rateType).toBe('Fixed');
    expect(asset.issuerLei).toBeNull(); // not an LEI
    expect(asset.issuerCode).toBe('TREASURY-US');
    expect(asset.marketValueQc).toBe(5_200);
    expect(asset.currency).toBe('USD');
  });

  it('leaves what the positions do not say empty rather than zero', () => {
    const asset = assetRecord(
      { ...bondLine, CodeType: null, Cic: 'XX99', MaturityDate: null },
      undefined,
      VALUATION,
    );
    expect(asset.bookValueRc).toBeNull();
    expect(asset.accruedInterestRc).toBeNull();
    expect(asset.acquisitionDate).toBeNull();
    expect(asset.codeType).toBeNull();
    expect(asset.qrtCode).toBeNull();
    expect(asset.cicCategory).toBeNull();
    expect(asset.assetClass).toBeNull();
    expect(asset.residualMaturity).toBeNull();
    const noBook = assetRecord(bondLine, { ...bondRoot, bookValueRc: null }, VALUATION);
    expect(noBook.bookValueRc).toBeNull();
    expect(noBook.unrealisedGainRc).toBeNull();
    expect(noBook.cleanValueRc).toBe(100_000);
  });

  it('reads the coupon frequency of TPT 38 only from its closed list', () => {
    expect(couponFrequencyOf(null)).toBeNull();
    expect(couponFrequencyOf('{"38":4}')).toBe(4);
    expect(couponFrequencyOf('{"38":"12"}')).toBe(12);
    expect(couponFrequencyOf('{"38":"3"}')).toBeNull();
    expect(couponFrequencyOf('{"32":"Fixed"}')).toBeNull();
    expect(couponFrequencyOf('not json')).toBeNull();
    expect(yearsBetween('2026-09-30', '2020-01-01')).toBe(0);
  });
});

describe('asset file layouts', () => {
  const asset = assetRecord(bondLine, bondRoot, VALUATION);
  const row = (layout: AssetFileLayout) =>
    Object.fromEntries(layout.columns.map((c) => [c.header, c.value(asset)]));

  it('gives every column a header of its own and a meaning', () => {
    for (const layout of [ACTUARIS_LAYOUT, ASSURETAT_LAYOUT]) {
      const headers = layout.columns.map((c) => c.header);
      expect(new Set(headers).size).toBe(headers.length);
      for (const column of layout.columns) expect(column.meaning.length).toBeGreaterThan(10);
    }
    // Assuretat's headers are what an import mapping binds to: no accents nor spaces.
    for (const column of ASSURETAT_LAYOUT.columns) expect(column.header).toMatch(/^[A-Z_]+$/);
  });

  it('fills the Actuaris columns from the record', () => {
    expect(row(ACTUARIS_LAYOUT)).toEqual({
      'N° de ligne': 7,
      Portefeuille: 'P-VIE',
      Compartiment: 'GEN',
      'Code actif': 'FR0013508470',
      'Type de code': 'ISIN',
      Libellé: 'OAT 0 % 2030',
      CIC: 'FR12',
      'Classe d’actifs': 'Obligations d’État',
      Devise: 'EUR',
      Nominal: 100_000,
      Quantité: 100,
      'Valeur de marché (devise de cotation)': 101_200,
      'Valeur de marché': 101_200,
      'Valeur nette comptable': 99_000,
      'Coupon couru': 1_200,
      'Taux de coupon': 0.015,
      'Fréquence du coupon': null,
      'Date d’échéance': new Date('2030-11-25T00:00:00Z'),
      'Duration modifiée': 4.8,
      Notation: 'AA',
      'Agence de notation': null,
      CQS: 1,
      Émetteur: 'République française',
      'LEI émetteur': '969500UP76J52A9OXU27',
      'Groupe émetteur': 'République française',
      'Secteur NACE': 'O8411',
      'Secteur GICS': null,
      Pays: 'FR',
      'Titre détenu': 'FR0013508470',
      'Libellé du titre détenu': 'OAT 0 % 2030',
      Niveau: 0,
      'Chemin des fonds': null,
      'Date d’acquisition': new Date('2021-03-15T00:00:00Z'),
    });
  });

  it('fills the Assuretat columns from the record', () => {
    expect(row(ASSURETAT_LAYOUT)).toEqual({
      ID_LIGNE: 7,
      PORTEFEUILLE: 'P-VIE',
      COMPARTIMENT: 'GEN',
      CODE_ACTIF: 'FR0013508470',
      TYPE_CODE: 'ISIN',
      CODE_QRT: 'ISIN/FR0013508470',
      LIBELLE: 'OAT 0 % 2030',
      CIC: 'FR12',
      CATEGORIE_CIC: '1',
      CLASSE_ACTIF: 'Obligations d’État',
      DEVISE: 'EUR',
      NOMINAL: 100_000,
      QUANTITE: 100,
      VM_DEVISE: 101_200,
      VM: 101_200,
      COUPON_COURU: 1_200,
      VM_PIED_COUPON: 100_000,
      VNC: 99_000,
      PMVL: 1_000,
      DATE_ACQUISITION: new Date('2021-03-15T00:00:00Z'),
      TYPE_TAUX: null,
      TAUX_COUPON: 0.015,
      FREQ_COUPON: null,
      DATE_ECHEANCE: new Date('2030-11-25T00:00:00Z'),
      MATURITE_RESIDUELLE: asset.residualMaturity,
      DURATION_MODIFIEE: 4.8,
      NOTATION: 'AA',
      AGENCE_NOTATION: null,
      CQS: 1,
      EMETTEUR: 'République française',
      LEI_EMETTEUR: '969500UP76J52A9OXU27',
      CODE_EMETTEUR: '969500UP76J52A9OXU27',
      GROUPE_EMETTEUR: 'République française',
      SECTEUR_NACE: 'O8411',
      SECTEUR_GICS: null,
      PAYS: 'FR',
      CODE_DETENU: 'FR0013508470',
      NIVEAU: 0,
      CHEMIN_FONDS: null,
    });
  });
});
