import {
  scrComparisonSchema,
  scrResultSchema,
  type ScrComparison,
  type ScrGroupContribution,
  type ScrResultPayload,
} from '@prisme/domain';
import { SCR_PERIMETER_ID, scrResult } from './scr-result';

/**
 * Test data of the side-by-side view: `scrResult` is the real portfolio (the base), this
 * is a simulation that sold equities and bought corporate bonds.
 */

export const SCR_SIMULATION_ID = '9a8b7c6d-0000-4000-8000-000000000017';

const submodules = {
  interestRate: 400_000,
  equity: 1_000_000,
  property: 150_000,
  spread: 700_000,
  concentration: 50_000,
  currency: 100_000,
};

/** A CIC category whose submodule split is left at 0: the comparison reads its contribution. */
const category = (key: string, label: string, contribution: number): ScrGroupContribution => ({
  key,
  label,
  lineCount: 10,
  marketValue: contribution * 8,
  contribution,
  bySubmodule: {
    interestRate: 0,
    equity: 0,
    property: 0,
    spread: 0,
    concentration: 0,
    currency: 0,
  },
});

export const scrSimulationResult: ScrResultPayload = scrResultSchema.parse({
  ...scrResult,
  perimeterID: SCR_SIMULATION_ID,
  globalSCRMarketResult: 1_920_000,
  globalMarketValuation: 15_500_000,
  submodules,
  undiversified: 2_400_000,
  diversification: 480_000,
  byCicCategory: [
    category('1', 'Obligations d’État', 480_000),
    category('2', 'Obligations d’entreprise', 120_000),
    category('3', 'Actions', 1_320_000),
  ],
});

export const scrComparison: ScrComparison = scrComparisonSchema.parse({
  basePerimeterID: SCR_PERIMETER_ID,
  perimeterID: SCR_SIMULATION_ID,
  changedCount: 3,
  lines: [
    {
      securityCode: 'FR0000120271',
      securityName: 'TotalEnergies',
      cic: 'FR31',
      baseMarketValue: 1_500_000,
      marketValue: 500_000,
      marketValueDifference: -1_000_000,
      baseContribution: 300_000,
      contribution: 100_000,
      contributionDifference: -200_000,
    },
    {
      securityCode: 'XS2029000000',
      securityName: null,
      cic: 'XL21',
      baseMarketValue: 0,
      marketValue: 500_000,
      marketValueDifference: 500_000,
      baseContribution: 0,
      contribution: 120_000,
      contributionDifference: 120_000,
    },
  ],
});
