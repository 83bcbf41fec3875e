import type {
  ComputationResponse,
  DirectPosition,
  LookThroughQuality,
  LookThroughSummary,
} from '@prisme/domain';

/** Test data of the transparisation feature: positions, a computation answer, a summary. */

let nextId = 1;
export const position = (over: Partial<DirectPosition> = {}): DirectPosition => ({
  id: nextId++,
  portfolioCode: 'P-VIE',
  compartmentCode: 'GEN',
  securityCode: 'FR0000000001',
  securityName: 'Titre',
  cic: 'FR31',
  quotationCurrency: 'EUR',
  quantity: 10,
  marketValueQc: 100,
  marketValueRc: 100,
  accruedInterestRc: 1,
  bookValueRc: 90,
  acquisitionDate: null,
  isFund: false,
  ...over,
});

export const PERIMETER_ID = '4f3c2b1a-0000-4000-8000-000000000001';

export const computationResponse: ComputationResponse = {
  perimeter: { perimeterID: PERIMETER_ID },
  globalMarketValuation: 1_234_567.891,
  globalSCRMarketResult: null,
  simulationID: null,
  computationDate: '2025-01-10T08:00:00.000Z',
  lineCount: 48_210,
};

const quality = (code: string, over: Partial<LookThroughQuality> = {}): LookThroughQuality => ({
  code,
  name: `Fonds ${code}`,
  marketValue: 250_000,
  lookedThroughShare: 0.8,
  targetAllocationShare: 0.05,
  lastReportedShare: 0.05,
  dataGroupingShare: 0.1,
  notLookedThroughShare: 0,
  missing: { isin: 1, cic: 0, rating: 12, sector: 3, lei: 4 },
  ...over,
});

const slice = (key: string, label: string, marketValue: number, share: number) => ({
  key,
  label,
  marketValue,
  share,
  lineCount: 10,
});

export const summary: LookThroughSummary = {
  perimeterID: PERIMETER_ID,
  rolename: 'Client.DEMO1',
  valuationDate: '2024-12-31',
  portfolios: ['P-VIE', 'P-RET'],
  compartments: ['GEN'],
  lookThroughLevel: 'FULL',
  transparisationDate: '2025-01-10T08:00:00.000Z',
  referenceCurrency: 'EUR',
  totalMarketValuation: 1_234_567.891,
  lineCount: 48_210,
  lookedThroughShare: 0.8734,
  dataGroupingShare: 0.2512,
  dataGroupingLimit: 0.2,
  breakdowns: {
    level: [slice('0', 'Niveau 0', 600_000, 0.486), slice('1', 'Niveau 1', 634_567.891, 0.514)],
    cic: [
      slice('1', 'Obligations d’État', 1_000_000, 0.81),
      slice('3', 'Actions', 234_567.891, 0.19),
    ],
    currency: [slice('EUR', 'Euro', 1_234_567.891, 1)],
    country: [slice('FR', 'France', 1_234_567.891, 1)],
    rating: [slice('AAA', 'AAA', 1_234_567.891, 1)],
    sector: [slice('K', 'Finance', 1_234_567.891, 1)],
    status: [slice('looked_through', 'Transparisé', 1_234_567.891, 1)],
  },
  byFund: [quality('FD-A'), quality('FD-B', { name: null, dataGroupingShare: 0.3 })],
  byPortfolio: [quality('P-VIE', { name: 'Vie' })],
  missing: [
    { item: 'isin', label: 'ISIN', lineCount: 3, marketValue: 1500.5 },
    { item: 'rating', label: 'Notation', lineCount: 120, marketValue: 98_765.4 },
  ],
  statuses: ['direct', 'looked_through', 'data_grouping'],
};
