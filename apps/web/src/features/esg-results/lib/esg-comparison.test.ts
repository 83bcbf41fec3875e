import { describe, expect, it } from 'vitest';
import { esgResult } from '../testing/esg-result';
import { esgSimulationResult } from '../testing/esg-comparison';
import { esgComparisonRows, temperatureComparisonRows } from './esg-comparison';

// Base (testing/esg-result): score 5.393939, coverage 0.942857, pillars 7.090909 each,
// forced 1/3, footprint 588.636, financed scopes 1-2 1 287.5, mid S1S2 WATS 2.67875 °C.
// Simulation (testing/esg-comparison): score 5.8, coverage 0.96, E 7.5, G 6.5, forced
// 0.25, footprint 500, financed scopes 1-2 1 000, mid S1S2 WATS 2.5 °C.

describe('ESG comparison', () => {
  const rows = esgComparisonRows(esgResult, esgSimulationResult);
  const byKey = (key: string) => rows.find((row) => row.key === key)!;

  it('lists the headline indicators in order, the temperature last', () => {
    expect(rows.map((row) => row.key)).toEqual([
      'score',
      'pillar-E',
      'pillar-S',
      'pillar-G',
      'coverage',
      'forced',
      'financedScope12',
      'financedScope123',
      'carbonFootprint',
      'waci',
      'pai3',
      'temperature',
    ]);
  });

  it('compares each with the direction that improves it', () => {
    expect(byKey('score').difference).toBeCloseTo(0.406061, 9);
    expect(byKey('score').better).toBe('higher');
    expect(byKey('pillar-E').difference).toBeCloseTo(0.409091, 9);
    expect(byKey('pillar-S').difference).toBe(0);
    expect(byKey('pillar-G').difference).toBeCloseTo(-0.590909, 9);
    expect(byKey('coverage').difference).toBeCloseTo(0.017143, 9);
    expect(byKey('forced')).toMatchObject({ better: 'none' });
    expect(byKey('forced').difference).toBeCloseTo(0.25 - 1 / 3, 12);
    expect(byKey('carbonFootprint')).toMatchObject({ base: 588.636, simulated: 500 });
    expect(byKey('carbonFootprint').difference).toBeCloseTo(-88.636, 9);
    expect(byKey('carbonFootprint').detail).toBe('tCO2e / M€ investi');
    expect(byKey('financedScope12').difference).toBe(-287.5);
    expect(byKey('waci').difference).toBe(0);
    expect(byKey('temperature')).toMatchObject({ base: 2.67875, simulated: 2.5, better: 'lower' });
    expect(byKey('temperature').difference).toBeCloseTo(-0.17875, 12);
  });

  it('leaves the temperature out when neither side has one', () => {
    const none = { ...esgResult, temperature: {} };
    expect(esgComparisonRows(none, none).some((row) => row.key === 'temperature')).toBe(false);
  });

  it('compares the temperature of every time frame and scope present', () => {
    const temperatures = temperatureComparisonRows(esgResult, esgSimulationResult);
    expect(temperatures.map((row) => [row.label, row.base, row.simulated])).toEqual([
      ['Moyen terme (15 ans) · Scopes 1 et 2', 2.67875, 2.5],
      ['Moyen terme (15 ans) · Scopes 1, 2 et 3', 2.9, 2.9],
    ]);
    // TETS is WATS + 0.2 °C in the base (testing/esg-result), 2.87875, and the simulation
    // changed WATS only: no difference under TETS.
    const tets = temperatureComparisonRows(esgResult, esgSimulationResult, 'TETS');
    expect(tets[0]!.base).toBeCloseTo(2.87875, 12);
    expect(tets[0]!.difference).toBe(0);
  });
});
