import { esgResultSchema, type EsgResult } from '@prisme/domain';

/** Test data of the ESG pages: an ESG result as GET /api/esg/results answers it. */

export const ESG_PERIMETER_ID = '9a8b7c6d-0000-4000-8000-000000000015';

const metric = (value: number | null, coverage: number) => ({
  value,
  coveredValue: 3_000_000 * coverage,
  eligibleValue: 3_000_000,
  coverage,
});
const cell = (score: number, defaultInfluence: number) => ({
  score,
  defaultInfluence,
  excludedCompanies: 0,
  top: [
    {
      key: 'LEI-TOTAL',
      name: 'TotalEnergies SE',
      sector: 'B',
      weight: 0.4,
      contribution: 1.2,
      relative: 0.45,
    },
  ],
  bySector: [
    {
      key: 'B',
      label: 'Industries extractives',
      companies: 1,
      weight: 0.4,
      contribution: 1.2,
      relative: 0.45,
    },
  ],
});
const methods = (score: number) => ({
  WATS: cell(score, 0.55),
  TETS: cell(score + 0.2, 0.6),
});
const group = (key: string, label: string, score: number) => ({
  key,
  label,
  value: 1_000_000,
  eligibleValue: 1_000_000,
  coveredValue: 900_000,
  coverage: 0.9,
  score,
  lines: 12,
});

export const esgResult: EsgResult = esgResultSchema.parse({
  perimeterID: ESG_PERIMETER_ID,
  rolename: 'Client.DEMO1',
  valuationDate: '2024-12-31',
  computedAt: '2025-01-10T09:30:00.000Z',
  portfolio: {
    score: 5.393939,
    letter: 'BBB',
    coverage: 0.942857,
    eligibleValue: 3_500_000,
    coveredValue: 3_300_000,
  },
  pillars: { E: 7.090909, S: 7.090909, G: 7.090909 },
  themes: { CLIMATE_CHANGE: 7.090909 },
  forcedShare: 1 / 3,
  letters: { AAA: 0, AA: 0.36, A: 0, BBB: 0.3, BB: 0, B: 0.34, CCC: 0 },
  byStatus: {
    forced: { value: 1_100_000, lines: 2 },
    issuer: { value: 2_200_000, lines: 2 },
    uncovered: { value: 200_000, lines: 1 },
  },
  bestContributors: [
    {
      code: 'US0378331005',
      value: 1_200_000,
      score: 8,
      contribution: 2.909091,
      relative: 0.539326,
    },
  ],
  worstContributors: [
    {
      code: 'XS2029000000',
      value: 1_100_000,
      score: 2,
      contribution: 0.666667,
      relative: 0.123596,
    },
  ],
  carbon: {
    financedScope12: metric(1287.5, 0.8),
    financedScope123: metric(2000, 0.8),
    carbonFootprint: metric(588.636, 0.8),
    waci: metric(203.125, 0.7),
    pai3: metric(750, 0.7),
    totalValue: 3_500_000,
  },
  temperature: { mid: { S1S2: methods(2.67875), S1S2S3: methods(2.9) } },
  breakdowns: {
    portfolio: [group('P-VIE', 'P-VIE', 5.39)],
    sector: [group('C', 'Industrie manufacturière', 6.1), group('', '', 4)],
    country: [group('FR', 'France', 5.2)],
  },
  companies: 3,
  companiesWithTargets: 1,
});
