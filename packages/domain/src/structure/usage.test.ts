import { describe, expect, it } from 'vitest';
import { isStructureInUse, portfolioKindOf, structureUsageText } from './usage';

const NONE = { positions: 0, computations: 0, archives: 0, simulations: 0 };

describe('the client structure (issue 35 §A.3)', () => {
  it('says in French what refers to an item, singular and plural', () => {
    expect(structureUsageText({ ...NONE, positions: 12, computations: 2, archives: 1 })).toBe(
      '12 positions, 2 calculs, 1 sauvegarde',
    );
    expect(structureUsageText({ ...NONE, positions: 1_200, simulations: 3 })).toBe(
      '1\u202f200 positions, 3 simulations',
    );
    expect(structureUsageText(NONE)).toBe('');
  });

  it('refuses a deletion while anything at all refers to the item', () => {
    expect(isStructureInUse(NONE)).toBe(false);
    for (const key of Object.keys(NONE)) expect(isStructureInUse({ ...NONE, [key]: 1 })).toBe(true);
  });

  it('reads a portfolio kind from its code or its French label, whatever the case and accents', () => {
    expect(portfolioKindOf('unit_linked')).toBe('unit_linked');
    expect(portfolioKindOf('Unités de compte')).toBe('unit_linked');
    expect(portfolioKindOf('unites de compte')).toBe('unit_linked');
    expect(portfolioKindOf('CANTONNE')).toBe('ring_fenced');
    expect(portfolioKindOf('Non-vie')).toBe('non_life');
    expect(portfolioKindOf('non life')).toBe('non_life');
    expect(portfolioKindOf('Fonds propres')).toBe('shareholders_funds');
    expect(portfolioKindOf('Épargne')).toBeUndefined();
  });
});
