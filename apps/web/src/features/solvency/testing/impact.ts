import { impactResultSchema, type ImpactResult, type UnverifiedPoint } from '@prisme/domain';
import { SCR_PERIMETER_ID } from './scr-result';

/**
 * Test data of « Impact 2027 »: a result as GET /api/solvency/impact answers it, its figures
 * consistent as the contract says — every breakdown's rows add up to the market SCR of
 * each set (2 000 000 under SII-2016, 2 300 000 under SII-2027) and the submodules less
 * the diversification give it too (2 500 000 − 500 000; 2 800 000 − 500 000).
 */
const row = (key: string, label: string, from: number, to: number) => ({
  key,
  label,
  from,
  to,
  difference: to - from,
});

export const LLFR_POINT: UnverifiedPoint = {
  key: 'llfr-stress',
  topic: 'Choc du LLFR au-delà du premier point de lissage',
  articles: 'Art. 166(2a) et 167(2a)',
  reading: 'les chocs des maturités de l’Art. 46(1c) pondérés comme le LLFR',
  mark: 'U',
  affectsResult: true,
};
export const SECURITISATION_POINT: UnverifiedPoint = {
  key: 'securitisation',
  topic: 'Facteurs de la titrisation',
  articles: 'Art. 177 et 178',
  reading: 'les facteurs actuels sont conservés',
  mark: 'U',
  affectsResult: false,
};

const maturities = [1, 5, 10, 20, 30];

export const impactResult: ImpactResult = impactResultSchema.parse({
  perimeterID: SCR_PERIMETER_ID,
  rolename: 'Client.DEMO1',
  valuationDate: '2026-12-31',
  computationDate: '2027-01-05T09:30:00.000Z',
  mainRuleSet: 'SII-2016',
  market: { from: 2_000_000, to: 2_300_000, difference: 300_000 },
  marketValuation: 16_000_000,
  submodules: [
    row('interestRate', 'Taux d’intérêt', 400_000, 700_000),
    row('equity', 'Actions', 1_200_000, 1_200_000),
    row('property', 'Immobilier', 150_000, 150_000),
    row('spread', 'Spread', 600_000, 600_000),
    row('concentration', 'Concentration', 50_000, 50_000),
    row('currency', 'Change', 100_000, 100_000),
  ],
  diversification: { from: 500_000, to: 500_000, difference: 0 },
  correlation: { from: { a: 0.5, b: 0.5 }, to: { a: 0.5, b: 0.25 } },
  interestRate: {
    from: { up: 250_000, down: 400_000, binding: 'down' },
    to: { up: 310_000, down: 700_000, binding: 'down' },
  },
  symmetricAdjustment: { from: 0.012, to: 0.012 },
  drivers: {
    byCurrency: [row('EUR', 'EUR', 1_800_000, 2_050_000), row('USD', 'USD', 200_000, 250_000)],
    byMaturity: [
      row('0-1', '≤ 1 an', 300_000, 300_000),
      row('1-5', '1 à 5 ans', 500_000, 560_000),
      row('5-10', '5 à 10 ans', 400_000, 480_000),
      row('10-20', '10 à 20 ans', 300_000, 400_000),
      row('20-30', '20 à 30 ans', 100_000, 160_000),
      row('none', 'Sans duration', 400_000, 400_000),
    ],
    byPortfolio: [
      row('P-VIE', 'P-VIE — Vie', 1_200_000, 1_420_000),
      row('P-RET', 'P-RET — Retraite', 800_000, 880_000),
    ],
    topLines: [
      {
        lineId: 11,
        code: 'FR0013313582',
        label: 'OAT 1,25 % 25/05/2036',
        portfolioCode: 'P-VIE',
        currency: 'EUR',
        cic: 'FR12',
        duration: 9.4,
        marketValue: 5_000_000,
        from: 120_000,
        to: 210_000,
        difference: 90_000,
        interestRateLossFrom: 150_000,
        interestRateLossTo: 260_000,
      },
      {
        lineId: 12,
        code: 'DE0001102481',
        label: 'Bund 0 % 15/08/2050',
        portfolioCode: 'P-RET',
        currency: 'EUR',
        cic: 'DE12',
        duration: 23.6,
        marketValue: 2_000_000,
        from: 60_000,
        to: 100_000,
        difference: 40_000,
        interestRateLossFrom: 80_000,
        interestRateLossTo: 135_000,
      },
      {
        lineId: 13,
        code: 'US91282CJL63',
        label: null,
        portfolioCode: 'P-VIE',
        currency: 'USD',
        cic: 'US12',
        duration: null,
        marketValue: 1_000_000,
        from: 30_000,
        to: 25_000,
        difference: -5_000,
        interestRateLossFrom: 0,
        interestRateLossTo: 0,
      },
    ],
  },
  curves: [
    {
      currency: 'EUR',
      maturities,
      base: [0.0225, 0.024, 0.0265, 0.028, 0.029],
      upFrom: [0.0375, 0.0382, 0.0399, 0.0381, 0.0374],
      downFrom: [0.0068, 0.0115, 0.0159, 0.0193, 0.0209],
      upTo: [0.0576, 0.0506, 0.049, 0.0438, 0.0414],
      downTo: [-0.0022, 0.0073, 0.0098, 0.009, 0.0117],
      firstSmoothingPoint: 20,
    },
    {
      currency: 'USD',
      maturities,
      base: [0.041, 0.039, 0.04, 0.042, 0.041],
      upFrom: [0.0566, 0.0542, 0.0504, 0.0491, 0.0459],
      downFrom: [0.0123, 0.0191, 0.0224, 0.0256, 0.0262],
      upTo: [0.0874, 0.0724, 0.0625, 0.0613, 0.0561],
      downTo: [0.0056, 0.0163, 0.0179, 0.016, 0.0152],
      firstSmoothingPoint: null,
    },
  ],
  liabilities: { value: 12_000_000, duration: 11.5, lineCount: 42 },
  unverified: [SECURITISATION_POINT, LLFR_POINT],
  warnings: ['3 lignes sans duration : leur choc de taux est nul sous les deux jeux de règles.'],
});
