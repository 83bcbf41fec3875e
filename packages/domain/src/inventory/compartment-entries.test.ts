import { describe, expect, it } from 'vitest';
import {
  compartmentEntries,
  parseCompartmentEntry,
  selectedCompartments,
  unknownCompartmentEntries,
} from './compartment-entries';

// Two portfolios, each with a compartment « GEN »; only P1 has « UC ».
const AVAILABLE = [
  { portfolio: 'P1', code: 'GEN' },
  { portfolio: 'P1', code: 'UC' },
  { portfolio: 'P2', code: 'GEN' },
];

describe('compartment entries', () => {
  it('a bare code selects it in every portfolio that has it (spec §7)', () => {
    expect(selectedCompartments(['GEN'], AVAILABLE)).toEqual([
      { portfolio: 'P1', code: 'GEN' },
      { portfolio: 'P2', code: 'GEN' },
    ]);
  });

  it('PORTFOLIO|CODE selects that portfolio’s compartment only (issue 14)', () => {
    expect(selectedCompartments(['P2|GEN'], AVAILABLE)).toEqual([{ portfolio: 'P2', code: 'GEN' }]);
    expect(parseCompartmentEntry('P2|GEN')).toEqual({ portfolio: 'P2', code: 'GEN' });
  });

  it('writes a bare code when every holder is chosen, qualified entries otherwise', () => {
    expect(compartmentEntries([AVAILABLE[0]!, AVAILABLE[2]!, AVAILABLE[1]!], AVAILABLE)).toEqual([
      'GEN',
      'UC',
    ]);
    expect(compartmentEntries([AVAILABLE[2]!], AVAILABLE)).toEqual(['P2|GEN']);
    // And back: the entries select what was ticked, nothing more.
    expect(selectedCompartments(['P2|GEN', 'UC'], AVAILABLE)).toEqual([AVAILABLE[1], AVAILABLE[2]]);
  });

  it('names the entries no compartment answers', () => {
    expect(unknownCompartmentEntries(['GEN', 'P2|UC', 'XX'], AVAILABLE)).toEqual(['P2|UC', 'XX']);
  });
});
