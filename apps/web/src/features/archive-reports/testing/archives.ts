import {
  REGULATORY_DEFAULT_PARAMETERS,
  type Archive,
  type ArchiveHistory,
  type EsgResult,
  type LiquidityResult,
  type LookThroughSummary,
  type RuleSetId,
  type ScrComparison,
  type ScrResultPayload,
} from '@prisme/domain';

/** Archives of Client.DEMO1 as GET /api/archive/all lists them (latest first). */
export const ID_T4 = '11111111-1111-4111-8111-111111111111';
export const ID_T3 = '22222222-2222-4222-8222-222222222222';
export const ID_TEST = '33333333-3333-4333-8333-333333333333';

const archive = (over: Partial<Archive>): Archive => ({
  perimeterID: ID_T4,
  name: 'Clôture T4',
  category: 'Officiel',
  simulation: false,
  scr: true,
  esg: false,
  riskLiquidity: false,
  simulationDate: '2025-01-10T09:00:00.000Z',
  displayName: 'Claire Analyste',
  portfolioNames: ['Actif général vie'],
  rolename: 'Client.DEMO1',
  valuationDate: '2024-12-31',
  portfolios: ['P-VIE'],
  compartments: ['GEN'],
  lookThroughLevel: 'FULL',
  archivedAt: '2025-01-10T09:05:00.000Z',
  ...over,
});

export const ARCHIVES: Archive[] = [
  archive({}),
  archive({
    perimeterID: ID_T3,
    name: 'Clôture T3',
    valuationDate: '2024-09-30',
    simulationDate: '2024-10-10T09:00:00.000Z',
  }),
  archive({ perimeterID: ID_TEST, name: 'Essai', category: 'Test', scr: false }),
];

const submodules = (scale: number) => ({
  interestRate: 100 * scale,
  equity: 400 * scale,
  property: 50 * scale,
  spread: 200 * scale,
  concentration: 0,
  currency: 30 * scale,
});

/** What SII-2027 takes on trust in the results computed under it (issue 37). */
export const LLFR_UNVERIFIED = {
  key: 'llfr-stress',
  topic: 'Choc du LLFR au-delà du premier point de lissage',
  articles: 'Art. 166(2a) et 167(2a)',
  reading: 'les chocs des maturités de l’Art. 46(1c) pondérés comme le LLFR',
  mark: 'U' as const,
  affectsResult: true,
};

/** An SCR result with what the reports read; the rest of the payload filled plainly. */
export function scrResultOf(
  perimeterId: string,
  scale: number,
  ruleSetId: RuleSetId = 'SII-2016',
): ScrResultPayload {
  return {
    perimeterID: perimeterId,
    rolename: 'Client.DEMO1',
    valuationDate: '2024-12-31',
    computationDate: '2025-01-10T09:00:00.000Z',
    ruleSet: 'EIOPA',
    ruleSetId,
    unverified: ruleSetId === 'SII-2027' ? [LLFR_UNVERIFIED] : [],
    globalSCRMarketResult: 600 * scale,
    globalMarketValuation: 10_000 * scale,
    submodules: submodules(scale),
    undiversified: 780 * scale,
    diversification: 180 * scale,
    correlationA: 0,
    scenarios: {
      interestRate: {
        method: 'x',
        up: 0,
        down: 0,
        binding: 'up',
        tie: false,
        floorPerCurrency: false,
        byCurrency: [],
      },
      equity: { symmetricAdjustment: 0, type1: 0, type2: 0, correlation: 0, byClass: [] },
      property: { total: 0, ownUse: 0, leveraged: 0 },
      spread: { bonds: 0, securitisation: 0 },
      concentration: { assets: 0, names: [] },
      currency: [],
    },
    byPortfolio: [],
    byCompartment: [],
    byCicCategory: [
      {
        key: '3',
        label: 'Actions',
        lineCount: 4,
        marketValue: 4_000 * scale,
        contribution: 350 * scale,
        bySubmodule: submodules(scale),
      },
      {
        key: '1',
        label: 'Obligations d’État',
        lineCount: 2,
        marketValue: 6_000 * scale,
        contribution: 250 * scale,
        bySubmodule: submodules(scale),
      },
    ],
    parameters: REGULATORY_DEFAULT_PARAMETERS,
    symmetricAdjustment: 0,
    yieldCurve: { id: 'c', date: null, synthetic: true },
    warnings: [],
    reasons: { interestRate: [], equity: [], property: [], spread: [], concentration: [] },
  };
}

export const SCR_COMPARISON: ScrComparison = {
  basePerimeterID: ID_T3,
  perimeterID: ID_T4,
  changedCount: 3,
  lines: [
    {
      securityCode: 'FR0000000001',
      securityName: 'Nouvelle action',
      cic: 'FR31',
      baseMarketValue: 0,
      marketValue: 500,
      marketValueDifference: 500,
      baseContribution: 0,
      contribution: 40,
      contributionDifference: 40,
    },
    {
      securityCode: 'FR0000000002',
      securityName: 'Obligation vendue',
      cic: 'FR12',
      baseMarketValue: 800,
      marketValue: 0,
      marketValueDifference: -800,
      baseContribution: 12,
      contribution: 0,
      contributionDifference: -12,
    },
    {
      securityCode: 'FR0000000003',
      securityName: 'Action gardée',
      cic: 'FR31',
      baseMarketValue: 1_000,
      marketValue: 1_200,
      marketValueDifference: 200,
      baseContribution: 80,
      contribution: 95,
      contributionDifference: 15,
    },
  ],
};

export const HISTORY: ArchiveHistory = {
  rolename: 'Client.DEMO1',
  category: 'Officiel',
  points: [
    {
      perimeterID: ID_T3,
      name: 'Clôture T3',
      simulation: false,
      valuationDate: '2024-09-30',
      simulationDate: '2024-10-10T09:00:00.000Z',
      marketValue: 10_000,
      lineCount: 12,
      lookedThroughShare: 0.9,
      dataGroupingShare: 0.05,
      scr: {
        total: 600,
        marketValue: 10_000,
        undiversified: 780,
        diversification: 180,
        submodules: submodules(1),
      },
      esg: null,
    },
    {
      perimeterID: ID_T4,
      name: 'Clôture T4',
      simulation: false,
      valuationDate: '2024-12-31',
      simulationDate: '2025-01-10T09:00:00.000Z',
      marketValue: 20_000,
      lineCount: 14,
      lookedThroughShare: 0.95,
      dataGroupingShare: 0.02,
      scr: {
        total: 1_200,
        marketValue: 20_000,
        undiversified: 1_560,
        diversification: 360,
        submodules: submodules(2),
      },
      esg: null,
    },
  ],
};

const carbon = (value: number | null) => ({
  value,
  coveredValue: 1,
  eligibleValue: 1,
  coverage: 1,
});

/** An ESG result with the figures the reports read. */
export function esgResultOf(perimeterId: string, score: number): EsgResult {
  return {
    perimeterID: perimeterId,
    rolename: 'Client.DEMO1',
    valuationDate: '2024-12-31',
    computedAt: '2025-01-10T09:00:00.000Z',
    portfolio: { score, letter: 'A', coverage: 0.8, eligibleValue: 1, coveredValue: 1 },
    pillars: { E: score + 1, S: score, G: null },
    themes: {},
    forcedShare: 0,
    letters: {},
    byStatus: { isin: { value: 900, lines: 3 } },
    bestContributors: [],
    worstContributors: [],
    carbon: {
      financedScope12: carbon(100 * score),
      financedScope123: carbon(null),
      carbonFootprint: carbon(10),
      waci: carbon(20),
      pai3: carbon(30),
      totalValue: 1_000,
    },
    temperature: {
      mid: {
        S1S2: {
          WATS: {
            score: 2 + score / 10,
            defaultInfluence: null,
            excludedCompanies: 0,
            top: [],
            bySector: [],
          },
        },
      },
    },
    breakdowns: { portfolio: [], sector: [], country: [] },
    companies: 3,
    companiesWithTargets: 1,
  };
}

/** A look-through summary with the figures the reports read. */
export function summaryOf(perimeterId: string, value: number): LookThroughSummary {
  return {
    perimeterID: perimeterId,
    rolename: 'Client.DEMO1',
    valuationDate: '2024-12-31',
    portfolios: ['P-VIE'],
    compartments: ['GEN'],
    lookThroughLevel: 'FULL',
    transparisationDate: '2025-01-10T09:00:00.000Z',
    referenceCurrency: 'EUR',
    totalMarketValuation: value,
    lineCount: 12,
    lookedThroughShare: 0.9,
    dataGroupingShare: 0.05,
    dataGroupingLimit: 0.2,
    breakdowns: {
      level: [],
      cic: [
        { key: '3', label: 'Actions cotées', marketValue: value / 2, share: 0.5, lineCount: 5 },
        { key: '1', label: 'Obligations d’État', marketValue: value / 2, share: 0.5, lineCount: 7 },
      ],
      currency: [],
      country: [],
      rating: [],
      sector: [],
      status: [],
    },
    byFund: [],
    byPortfolio: [],
    missing: [],
    statuses: [],
  };
}

const temperatureCell = (score: number, sectorShift: number) => ({
  score,
  defaultInfluence: 0.25,
  excludedCompanies: 1,
  top: [
    {
      key: 'ISS-TOTAL',
      name: 'TotalEnergies',
      sector: 'B',
      weight: 0.2,
      contribution: 0.9 + sectorShift,
      relative: 0.3,
    },
    { key: 'ISS-EDF', name: null, sector: 'D', weight: 0.1, contribution: 0.3, relative: 0.1 },
  ],
  bySector: [
    {
      key: 'B',
      label: 'Industries extractives',
      companies: 2,
      weight: 0.3,
      contribution: 1.2 + sectorShift,
      relative: 0.45,
    },
    { key: 'D', label: '', companies: 1, weight: 0.1, contribution: 0.3, relative: 0.1 },
  ],
});

/** An ESG result with the temperatures of every frame for S1S2, WATS and TETS. */
export function esgTemperatureResultOf(perimeterId: string, score: number): EsgResult {
  const frames = { short: score - 0.3, mid: score, long: score + 0.4 };
  return {
    ...esgResultOf(perimeterId, 5),
    temperaturePerimeter: { value: 80_000_000, share: 0.8, companiesAtDefault: 1 },
    temperature: Object.fromEntries(
      Object.entries(frames).map(([frame, value]) => [
        frame,
        {
          S1S2: {
            WATS: temperatureCell(value, score - 2.5),
            TETS: temperatureCell(value + 0.1, 0),
          },
          S1S2S3: { WATS: temperatureCell(value + 0.5, 0) },
        },
      ]),
    ),
  };
}

/** A liquidity result with two scenarios (€100M long). */
export function liquidityResultOf(perimeterId: string): LiquidityResult {
  const M = 1_000_000;
  const scenario = (code: string, name: string, sold: number[]) => {
    let cumulative = 0;
    return {
      scenario: { code, name, comment: null, details: [] },
      buckets: sold.map((amount) => {
        cumulative += amount;
        return {
          amount: amount * M,
          share: amount / 100,
          cumulativeAmount: cumulative * M,
          cumulativeShare: cumulative / 100,
          cost: 0,
        };
      }),
      notAssessed: { value: 0, share: 0, noRuleValue: 0, noRuleClasses: [] },
      cost: { value: 0.25 * M, share: 0.0025 },
      unsellable: { value: 0, share: 0 },
      reverseStress: [{ horizon: 7, amount: 14 * M, share: 0.14 }],
      byClass: [],
      byScope: [],
      byPortfolio: [],
      leastLiquid: [],
    };
  };
  return {
    perimeterID: perimeterId,
    rolename: 'Client.DEMO1',
    valuationDate: '2024-12-31',
    computedAt: '2025-01-10T09:00:00.000Z',
    longValue: 100 * M,
    lineCount: 6,
    securityCount: 5,
    statuses: [
      { status: 'assessed', value: 95 * M, securities: 4, lines: 5 },
      { status: 'no_cic', value: 5 * M, securities: 1, lines: 1 },
    ],
    classes: [{ liquidityClass: 'IG_CORP', scope: 'BOND', value: 30 * M, securities: 1 }],
    scenarios: [
      scenario('BASE', 'Central', [40, 35, 20, 5, 0, 0, 0]),
      scenario('STRESS', 'Stressé', [20, 30, 30, 15, 5, 0, 0]),
    ],
  };
}
