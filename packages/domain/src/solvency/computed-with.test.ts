import { describe, expect, it } from 'vitest';
import { REGULATORY_DEFAULT_PARAMETERS } from '../parameters/defaults';
import type { ScrResultPayload } from './api';
import { differingScrInputs } from './computed-with';

const lists = {
  strategicParticipations: [],
  longTermAssets: [],
  intraGroups: [],
  concentrationExclusions: [],
  propertyLeverages: [],
  defaultedLoans: [],
};
const result = (over: Partial<ScrResultPayload> = {}) =>
  ({
    ruleSetId: 'SII-2016',
    parameters: structuredClone(REGULATORY_DEFAULT_PARAMETERS),
    clientLists: structuredClone(lists),
    symmetricAdjustment: 0.015,
    yieldCurve: { id: 'EUR_RFR_NO_VA', date: '2024-12-31', synthetic: false },
    ...over,
  }) as ScrResultPayload;

describe('differingScrInputs (issue 40 §1)', () => {
  it('finds nothing between two results computed with the same inputs', () => {
    expect(differingScrInputs(result(), result())).toEqual([]);
  });

  it('names a changed SCR parameter and a changed client list', () => {
    const changed = result({
      parameters: {
        ...REGULATORY_DEFAULT_PARAMETERS,
        equity: { ...REGULATORY_DEFAULT_PARAMETERS.equity, type1Type2Correlation: 0.5 },
      },
      clientLists: { ...lists, strategicParticipations: [{ code: 'FR0000120271' }] },
    } as unknown as Partial<ScrResultPayload>);
    expect(differingScrInputs(result(), changed)).toEqual([
      'les paramètres SCR',
      'les données client',
    ]);
  });

  it('names the rule set, the symmetric adjustment and the curve', () => {
    const changed = result({
      ruleSetId: 'SII-2027',
      symmetricAdjustment: 0.02,
      yieldCurve: { id: 'EUR_RFR_NO_VA', date: '2024-11-30', synthetic: false },
    });
    expect(differingScrInputs(result(), changed)).toEqual([
      'le jeu de règles',
      'l’ajustement symétrique',
      'la courbe des taux',
    ]);
  });

  it('does not compare client lists a result predating them lacks', () => {
    expect(differingScrInputs(result({ clientLists: undefined }), result())).toEqual([]);
  });
});
