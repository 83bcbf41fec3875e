import {
  REGULATORY_DEFAULT_PARAMETERS,
  scrResultSchema,
  type ScrGroupContribution,
  type ScrResultPayload,
} from '@prisme/domain';

/** Test data of the results page: an SCR result as GET /api/solvency/results answers it. */

export const SCR_PERIMETER_ID = '9a8b7c6d-0000-4000-8000-000000000003';

const submodules = (scale: number) => ({
  interestRate: 400_000 * scale,
  equity: 1_200_000 * scale,
  property: 150_000 * scale,
  spread: 600_000 * scale,
  concentration: 50_000 * scale,
  currency: 100_000 * scale,
});

const group = (
  key: string,
  label: string,
  lineCount: number,
  marketValue: number,
  share: number,
): ScrGroupContribution => ({
  key,
  label,
  lineCount,
  marketValue,
  contribution: 2_000_000 * share,
  bySubmodule: submodules(share),
});

/** Validated by the contract, so a change of scrResultSchema shows here first. */
export const scrResult: ScrResultPayload = scrResultSchema.parse({
  perimeterID: SCR_PERIMETER_ID,
  rolename: 'Client.DEMO1',
  valuationDate: '2024-12-31',
  computationDate: '2025-01-10T08:00:00.000Z',
  ruleSet: 'Règlement délégué (UE) 2015/35',
  globalSCRMarketResult: 2_000_000,
  globalMarketValuation: 16_000_000,
  submodules: submodules(1),
  undiversified: 2_500_000,
  diversification: 500_000,
  correlationA: 0.5,
  scenarios: {
    interestRate: {
      method: 'SII-2016',
      up: 250_000,
      down: 400_000,
      binding: 'down',
      tie: false,
      floorPerCurrency: false,
      byCurrency: [
        { currency: 'EUR', up: 200_000, down: 350_000 },
        { currency: 'USD', up: 50_000, down: 50_000 },
      ],
    },
    equity: {
      symmetricAdjustment: -0.0291,
      type1: 900_000,
      type2: 450_000,
      correlation: 0.75,
      byClass: [
        {
          key: 'type1',
          label: 'Actions de type 1',
          article: 'Art. 169(1)(a)',
          shock: 0.3609,
          loss: 900_000,
        },
        {
          key: 'type2',
          label: 'Actions de type 2',
          article: 'Art. 169(1)(b)',
          shock: 0.4609,
          loss: 450_000,
        },
      ],
    },
    property: { total: 150_000, ownUse: 20_000, leveraged: 5_000 },
    spread: { bonds: 580_000, securitisation: 20_000 },
    concentration: {
      assets: 16_000_000,
      names: [
        {
          name: 'GROUPE-X',
          kind: 'name',
          exposure: 1_000_000,
          cqs: 3,
          threshold: 0.015,
          excess: 760_000,
          factor: 0.073,
          charge: 55_480,
        },
      ],
    },
    currency: [
      {
        currency: 'USD',
        exposure: 400_000,
        stress: 0.25,
        source: 'standard',
        up: 0,
        down: 100_000,
        scr: 100_000,
        binding: 'down',
      },
    ],
  },
  byPortfolio: [
    group('P-VIE', 'Vie', 3_000, 10_000_000, 0.7),
    group('P-RET', 'Retraite', 2_210, 6_000_000, 0.3),
  ],
  byCompartment: [group('GEN', 'Général', 5_210, 16_000_000, 1)],
  byCicCategory: [
    group('1', 'Obligations d’État', 1_000, 6_000_000, 0.2),
    group('3', 'Actions', 4_210, 10_000_000, 0.8),
  ],
  parameters: REGULATORY_DEFAULT_PARAMETERS,
  symmetricAdjustment: -0.0291,
  yieldCurve: { id: 'EIOPA-EUR-2024-12', date: '2024-12-31', synthetic: true },
  warnings: ['3 lignes sans notation ont été traitées comme non notées (échelon 5).'],
  reasons: {
    interestRate: [{ key: 'duration', label: 'Duration modifiée', article: 'Art. 166-167' }],
    equity: [{ key: 'type1', label: 'Actions de type 1', article: 'Art. 169(1)(c)' }],
    property: [{ key: 'property', label: 'Immobilier', article: 'Art. 174' }],
    spread: [{ key: 'bond', label: 'Obligation ou prêt noté', article: 'Art. 176(3)' }],
    concentration: [{ key: 'name', label: 'Nom unique', article: 'Art. 182-187' }],
  },
});
