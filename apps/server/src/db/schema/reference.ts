import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  unique,
} from 'drizzle-orm/pg-core';

/**
 * Reference data, shared by every client: securities, issuers, fund compositions (TPT),
 * market data and the ESG, climate and liquidity data. Field meanings follow
 * shared/reference/data-standards.md (TPT field numbers in comments).
 */

export const issuerGroups = pgTable('issuer_groups', {
  code: text('code').primaryKey(), // LEI of the ultimate parent (TPT 50) or an internal code
  name: text('name').notNull(),
  lei: text('lei'),
  country: text('country'),
});

export const issuers = pgTable('issuers', {
  code: text('code').primaryKey(), // LEI (TPT 47) or an internal code
  name: text('name').notNull(),
  lei: text('lei'),
  groupCode: text('group_code').references(() => issuerGroups.code),
  country: text('country'), // ISO 3166-1 alpha-2, XA supranational, EU institutions (TPT 52)
  naceCode: text('nace_code'), // NACE Rev. 2, letter + up to 4 digits (TPT 54)
  gicsSector: text('gics_sector'),
});

export const securities = pgTable(
  'securities',
  {
    code: text('code').primaryKey(), // ISIN, or the undertaking's own code (CAU)
    codeType: text('code_type').notNull(), // closed list of TPT 15: '1' ISIN … '99' CAU
    name: text('name').notNull(),
    cic: text('cic').notNull(),
    currency: text('currency').notNull(),
    issuerCode: text('issuer_code').references(() => issuers.code),
    issuerGroupCode: text('issuer_group_code').references(() => issuerGroups.code),
    country: text('country'),
    naceCode: text('nace_code'),
    gicsSector: text('gics_sector'),
    rating: text('rating'),
    creditQualityStep: integer('credit_quality_step'), // 0-6, 9 = no rating (TPT 59)
    maturityDate: date('maturity_date'), // 9999-12-31 = perpetual (TPT 39)
    couponRate: doublePrecision('coupon_rate'), // percent: 1.5 = 1.5 % (TPT 33)
    modifiedDuration: doublePrecision('modified_duration'), // TPT 90
    creditSensitivity: doublePrecision('credit_sensitivity'), // TPT 92
    // Flags the SCR needs (shared/reference/solvency2-market-risk.md)
    isGovernment: boolean('is_government').notNull().default(false),
    isSupranational: boolean('is_supranational').notNull().default(false),
    isCoveredBond: boolean('is_covered_bond').notNull().default(false),
    securitisationType: text('securitisation_type'), // 'type1' | 'type2' | 'resecuritisation' | 'sts_senior' | 'sts_non_senior'
    infrastructure: text('infrastructure'), // null | 'qualifying' | 'qualifying_corporate'
    listedEeaOecd: boolean('listed_eea_oecd').notNull().default(false),
    equityType: text('equity_type'), // null | 'type1' | 'type2'
    hasComposition: boolean('has_composition').notNull().default(false), // a fund with TPT data
    // What S.08.01 states of a derivative (data-standards §3.4) and EC0381's issue date.
    underlyingCode: text('underlying_code'), // TPT 68
    underlyingCodeType: text('underlying_code_type'), // TPT 69, closed list of TPT 15
    derivativeUse: text('derivative_use'), // 'MI' | 'MA' | 'MAP' | 'EPM' (C0110)
    swapLegs: text('swap_legs'), // 'FX-FL' | 'FX-FX' | 'FL-FX' | 'FL-FL' (C0140)
    swapDeliveredCurrency: text('swap_delivered_currency'), // C0450
    swapReceivedCurrency: text('swap_received_currency'), // C0460
    issueDate: date('issue_date'), // EC0381
    // Counterparty default risk, type 1 (DR 2015/35 Art. 192, 196, 197; issue 42): the terms
    // of a directly held OTC derivative, bank account or commitment; amounts in EUR for
    // the whole holding. The counterparty is the issuer (TPT 46-51), its CQS TPT 59.
    nettingAgreement: text('netting_agreement'), // Art. 192(1): the netting agreement's reference
    riskMitigatingEffect: doublePrecision('risk_mitigating_effect'), // RM_fin, Art. 196
    collateralValue: doublePrecision('collateral_value'), // Art. 197 (TPT 139)
    collateralType: text('collateral_type'), // 'cash' | 'securities'
    collateralThirdParty: boolean('collateral_third_party').notNull().default(false),
    collateralEligibility: integer('collateral_eligibility'), // TPT 138: 0-4
    collateralMarketAdjustment: doublePrecision('collateral_market_adjustment'), // Art. 197(1)
    commitmentKind: text('commitment_kind'), // 'provided' (189(2)(e)) | 'called' (189(2)(d))
    commitmentNominal: doublePrecision('commitment_nominal'), // Art. 192(5)
    commitmentBeneficiary: text('commitment_beneficiary'),
  },
  (t) => [index('securities_issuer_idx').on(t.issuerCode), index('securities_cic_idx').on(t.cic)],
);

/** One TPT file's portfolio-level fields: a fund (share class) at a valuation date. */
export const fundCompositions = pgTable(
  'fund_compositions',
  {
    id: serial('id').primaryKey(),
    fundCode: text('fund_code').notNull(), // TPT 1
    fundName: text('fund_name').notNull(), // TPT 3
    valuationDate: date('valuation_date').notNull(), // TPT 6
    reportingDate: date('reporting_date'), // TPT 7
    currency: text('currency').notNull(), // TPT 4 (currency B)
    netAssetValue: doublePrecision('net_asset_value').notNull(), // TPT 5
    sharePrice: doublePrecision('share_price'), // TPT 8
    sharesOutstanding: doublePrecision('shares_outstanding'), // TPT 8b
    completeScrDelivery: boolean('complete_scr_delivery').notNull().default(false), // TPT 11
    fundCic: text('fund_cic'), // TPT 123
    tptVersion: text('tpt_version').notNull(), // as field 1000 declares it ('V5', 'V6', 'V7'), else as read
    /** Art. 84 fallbacks: 'reported' (a real look-through) or 'target_allocation'. */
    basis: text('basis').notNull().default('reported'),
  },
  (t) => [unique('fund_compositions_fund_date').on(t.fundCode, t.valuationDate, t.basis)],
);

/**
 * What TPT lines state of an instrument (its identification, issuer, rating, duration and
 * kept fields): one row per distinct statement, shared by every line that states it. The
 * same bond in a thousand funds is usually one statement; the look-through reads the
 * lines' amounts and then a statement once, not a million wide rows (issue 21 §1).
 */
export const fundCompositionStatements = pgTable('fund_composition_statements', {
  id: serial('id').primaryKey(),
  /**
   * SHA-256 (hex) of the statement's fields (composition-lines.ts): the same statement
   * written by two files is one row.
   */
  digest: text('digest').notNull().unique('fund_composition_statements_digest'),
  instrumentCode: text('instrument_code').notNull(), // TPT 14
  codeType: text('code_type').notNull(), // TPT 15
  instrumentName: text('instrument_name').notNull(), // TPT 17
  cic: text('cic').notNull(), // TPT 12
  quotationCurrency: text('quotation_currency').notNull(), // TPT 21 (currency A)
  couponRate: doublePrecision('coupon_rate'), // TPT 33, percent
  maturityDate: date('maturity_date'), // TPT 39
  issuerName: text('issuer_name'), // TPT 46
  issuerLei: text('issuer_lei'), // TPT 47
  issuerGroupName: text('issuer_group_name'), // TPT 49
  issuerGroupLei: text('issuer_group_lei'), // TPT 50
  issuerCountry: text('issuer_country'), // TPT 52
  naceCode: text('nace_code'), // TPT 54 (or 148 in V7)
  covered: text('covered'), // TPT 55: 'C' | 'NC'
  creditQualityStep: integer('credit_quality_step'), // TPT 59
  modifiedDuration: doublePrecision('modified_duration'), // TPT 90
  creditSensitivity: doublePrecision('credit_sensitivity'), // TPT 92
  groupingCode: text('grouping_code'), // TPT 16, the legs of a multi-leg instrument
  economicZone: integer('economic_zone'), // TPT 13: 0 not listed, 1 EEA, 2 OECD, 3 other
  /**
   * The other TPT fields kept for the lines (32, 58, 67-89, 91, 93, 112, 113, 131), as
   * the file wrote them, by field number: a JSON object in text (read back by COPY).
   */
  tptFields: text('tpt_fields'),
});

/**
 * One TPT line of a fund composition: its amounts, pointing at what it states of its
 * instrument. Amounts in the fund's currency B are the basis.
 */
export const fundCompositionLines = pgTable(
  'fund_composition_lines',
  {
    compositionId: integer('composition_id')
      .notNull()
      .references(() => fundCompositions.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    statementId: integer('statement_id')
      .notNull()
      .references(() => fundCompositionStatements.id),
    quantity: doublePrecision('quantity'), // TPT 18, signed
    nominal: doublePrecision('nominal'), // TPT 19
    marketValueQc: doublePrecision('market_value_qc').notNull(), // TPT 22
    cleanValueQc: doublePrecision('clean_value_qc'), // TPT 23
    marketValuePc: doublePrecision('market_value_pc').notNull(), // TPT 24
    cleanValuePc: doublePrecision('clean_value_pc'), // TPT 25
    weight: doublePrecision('weight').notNull(), // TPT 26, 1 = 100 %
    exposurePc: doublePrecision('exposure_pc'), // TPT 28
    exposureWeight: doublePrecision('exposure_weight'), // TPT 30
    securitisation: text('securitisation'), // TPT 56
    stateGuarantee: boolean('state_guarantee'), // TPT 57
    originalPortfolio: text('original_portfolio'), // TPT 95 (fund of funds)
    /** Indicative SCR contributions 97…105b as fractions of NAV, kept as the file gave them. */
    indicativeScr: jsonb('indicative_scr').$type<Record<string, number>>(),
  },
  (t) => [primaryKey({ columns: [t.compositionId, t.lineNo] })],
);

/** FX rates: units of `currency` for one euro at a date. */
export const fxRates = pgTable(
  'fx_rates',
  {
    rateDate: date('rate_date').notNull(),
    currency: text('currency').notNull(),
    unitsPerEur: doublePrecision('units_per_eur').notNull(),
  },
  (t) => [primaryKey({ columns: [t.rateDate, t.currency] })],
);

/** Risk-free curves as EIOPA publishes them: a spot rate per maturity in years. */
export const yieldCurvePoints = pgTable(
  'yield_curve_points',
  {
    curveId: text('curve_id').notNull(), // e.g. 'EUR_RFR_NO_VA'
    currency: text('currency').notNull(),
    curveDate: date('curve_date').notNull(),
    maturity: integer('maturity').notNull(), // years, 1…150
    rate: doublePrecision('rate').notNull(), // annual compounding, 0.02236 = 2.236 %
    synthetic: boolean('synthetic').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.curveId, t.curveDate, t.maturity] })],
);

/** EIOPA reference of the SCR at a date: equity stresses including the symmetric adjustment. */
export const scrReferences = pgTable('scr_references', {
  referenceDate: date('reference_date').primaryKey(),
  symmetricAdjustment: doublePrecision('symmetric_adjustment').notNull(), // 0.01 = +1 %
  type1Stress: doublePrecision('type1_stress').notNull(), // 0.39 + SA
  type2Stress: doublePrecision('type2_stress').notNull(), // 0.49 + SA
  yieldCurveId: text('yield_curve_id').notNull(),
  synthetic: boolean('synthetic').notNull().default(false),
  source: text('source'),
});

/** CIC categories and sub-categories (data-standards §1.2-1.3). */
export const cicCategories = pgTable('cic_categories', {
  code: text('code').primaryKey(), // category+subcategory, e.g. '21' ; category alone, e.g. '2'
  mainCategory: text('main_category').notNull(),
  subCategory: text('sub_category'),
  labelFr: text('label_fr').notNull(),
  labelEn: text('label_en').notNull(),
});

/** Sector classifications with French and English labels (spec §3 "Sector"). */
export const sectors = pgTable(
  'sectors',
  {
    codificationType: text('codification_type').notNull(), // 'NACE' | 'GICS'
    codificationId: text('codification_id').notNull(),
    labelFr: text('label_fr').notNull(),
    labelEn: text('label_en').notNull(),
  },
  (t) => [primaryKey({ columns: [t.codificationType, t.codificationId] })],
);

/**
 * ESG scores by theme on the model scale (0–10 or 0–100, PRISME_ESG_SCALE), at a date: an
 * issuer's when `isin` is empty, else the security's own (esg-and-liquidity §1.4.3 item 2:
 * a security's scores come before its issuer's).
 */
export const esgScores = pgTable(
  'esg_scores',
  {
    issuerCode: text('issuer_code').notNull(),
    isin: text('isin').notNull().default(''),
    themeId: text('theme_id').notNull(),
    pillar: text('pillar').notNull(), // 'E' | 'S' | 'G'
    score: doublePrecision('score').notNull(),
    asOf: date('as_of').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.issuerCode, t.isin, t.themeId, t.asOf] }),
    // The ISIN-level scores are read by ISIN (esg-data-repository.ts).
    index('esg_scores_isin_idx').on(t.isin, t.asOf),
  ],
);

/**
 * A country's sovereign data at a date (esg-and-liquidity §1.5.4, §1.6.2, §1.6.3 PAI 15):
 * its sovereign ESG score on the model scale, its greenhouse-gas emissions (tCO2e,
 * production, as its national inventory), its GDP and PPP-adjusted GDP (M€); each optional.
 */
export const sovereignData = pgTable(
  'sovereign_data',
  {
    country: text('country').notNull(), // ISO 3166 alpha-2
    asOf: date('as_of').notNull(),
    esgScore: doublePrecision('esg_score'),
    ghgEmissions: doublePrecision('ghg_emissions'),
    gdp: doublePrecision('gdp'),
    gdpPpp: doublePrecision('gdp_ppp'),
  },
  (t) => [primaryKey({ columns: [t.country, t.asOf] })],
);

/**
 * Climate data of an issuer at a date (esg-and-liquidity §1.6, §2.1.3): emissions in
 * tCO2e, money in M€ at the fiscal year-end; every figure optional, each metric covering
 * the issuers that have what it needs.
 */
export const climateData = pgTable(
  'climate_data',
  {
    issuerCode: text('issuer_code').notNull(),
    asOf: date('as_of').notNull(),
    carbonIntensity: doublePrecision('carbon_intensity'), // tCO2e per M€ revenue (scopes 1+2)
    impliedTemperature: doublePrecision('implied_temperature'), // °C, a vendor's
    scope12Emissions: doublePrecision('scope12_emissions'), // tCO2e, scopes 1 + 2
    scope3Emissions: doublePrecision('scope3_emissions'), // tCO2e
    revenue: doublePrecision('revenue'), // M€
    evic: doublePrecision('evic'), // M€, enterprise value including cash (§1.6.1)
    marketCap: doublePrecision('market_cap'), // M€
    enterpriseValue: doublePrecision('enterprise_value'), // M€, cash deducted
    cash: doublePrecision('cash'), // M€
    totalAssets: doublePrecision('total_assets'), // M€
  },
  (t) => [primaryKey({ columns: [t.issuerCode, t.asOf] })],
);

/**
 * A greenhouse-gas reduction target of an issuer, as known at a date (CDP-WWF
 * temperature rating v1.0 inputs, esg-and-liquidity §2.1.1). Fractions are 0–1.
 */
export const climateTargets = pgTable(
  'climate_targets',
  {
    issuerCode: text('issuer_code').notNull(),
    asOf: date('as_of').notNull(),
    targetRef: text('target_ref').notNull(), // the provider's id of the target
    targetType: text('target_type').notNull(), // 'absolute' | 'intensity'
    intensityMetric: text('intensity_metric'), // Revenue, Product, Cement, Steel, Aluminum, Oil, Power, Other
    scope: text('scope').notNull(), // 'S1' | 'S2' | 'S1S2' | 'S3' | 'S1S2S3'
    coverageS1: doublePrecision('coverage_s1'),
    coverageS2: doublePrecision('coverage_s2'),
    coverageS3: doublePrecision('coverage_s3'),
    reductionAmbition: doublePrecision('reduction_ambition').notNull(),
    baseYear: integer('base_year').notNull(),
    startYear: integer('start_year'),
    endYear: integer('end_year').notNull(),
    achievedReduction: doublePrecision('achieved_reduction'),
    baseYearGhgS1: doublePrecision('base_year_ghg_s1'),
    baseYearGhgS2: doublePrecision('base_year_ghg_s2'),
    baseYearGhgS3: doublePrecision('base_year_ghg_s3'),
    sbtiValidated: boolean('sbti_validated').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.issuerCode, t.asOf, t.targetRef] })],
);

/** Liquidity data of a security at a date. */
export const liquidityData = pgTable(
  'liquidity_data',
  {
    securityCode: text('security_code').notNull(),
    asOf: date('as_of').notNull(),
    averageDailyVolume: doublePrecision('average_daily_volume'), // in units
    bidAskSpread: doublePrecision('bid_ask_spread'), // fraction of price
    issueSize: doublePrecision('issue_size'), // in the security's currency
    liquidityClass: integer('liquidity_class'), // 1 most liquid … 5
    // Issue 39: an equity's unit price (security's currency) and a fund's dealing terms.
    price: doublePrecision('price'),
    dealingFrequency: text('dealing_frequency'), // DEALING_FREQUENCIES
    dealingFrequencyDays: integer('dealing_frequency_days'), // « other »
    noticeDays: integer('notice_days'),
    settlementDays: integer('settlement_days'),
    gate: doublePrecision('gate'), // share of the holding per dealing day
    suspended: boolean('suspended'),
  },
  (t) => [primaryKey({ columns: [t.securityCode, t.asOf] })],
);
