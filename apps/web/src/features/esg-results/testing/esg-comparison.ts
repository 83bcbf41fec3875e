import { esgResultSchema, type EsgResult } from '@prisme/domain';
import { esgResult } from './esg-result';

/**
 * Test data of the side-by-side view: `esgResult` is the real portfolio (the base), this
 * a simulation with a better score, less carbon and a cooler mid-term temperature.
 */

export const ESG_SIMULATION_ID = '9a8b7c6d-0000-4000-8000-000000000018';

const mid = esgResult.temperature.mid!;
const s1s2 = mid.S1S2!;

export const esgSimulationResult: EsgResult = esgResultSchema.parse({
  ...esgResult,
  perimeterID: ESG_SIMULATION_ID,
  portfolio: { ...esgResult.portfolio, score: 5.8, letter: 'A', coverage: 0.96 },
  pillars: { E: 7.5, S: 7.090909, G: 6.5 },
  forcedShare: 0.25,
  carbon: {
    ...esgResult.carbon,
    financedScope12: { ...esgResult.carbon.financedScope12, value: 1000 },
    carbonFootprint: { ...esgResult.carbon.carbonFootprint, value: 500 },
  },
  temperature: {
    mid: { ...mid, S1S2: { ...s1s2, WATS: { ...s1s2.WATS!, score: 2.5 } } },
  },
});
