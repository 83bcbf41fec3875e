import { describe, expect, it } from 'vitest';
import { esgKindOf, esgSectorKeys } from './from-look-through';

// The ESG kind of a look-through line decides whether it is scored (esg-and-liquidity §1.3):
// only corporate issuers are eligible; sovereigns, funds, cash and derivatives are not.
describe('esgKindOf', () => {
  it('reads the CIC category (positions 3)', () => {
    expect(esgKindOf('FR31', false, false)).toBe('corporate'); // listed equity
    expect(esgKindOf('FR21', false, false)).toBe('corporate'); // corporate bond
    expect(esgKindOf('FR12', false, false)).toBe('sovereign'); // government bond
    expect(esgKindOf('LU42', false, false)).toBe('fund');
    expect(esgKindOf('XL71', false, false)).toBe('cash');
    expect(esgKindOf('XL81', false, false)).toBe('other'); // mortgage and loan
    expect(esgKindOf('XL91', false, false)).toBe('other'); // property
  });

  it('classes every derivative category A-F as a derivative', () => {
    for (const category of ['A', 'B', 'C', 'D', 'E', 'F'])
      expect(esgKindOf(`XL${category}1`, false, false)).toBe('derivative');
  });

  it('takes a government or supranational issuer as sovereign whatever its CIC', () => {
    expect(esgKindOf('FR21', true, false)).toBe('sovereign');
    expect(esgKindOf('XT21', false, true)).toBe('sovereign');
  });

  it('falls back on corporate when the CIC is missing or unreadable', () => {
    expect(esgKindOf(null, false, false)).toBe('corporate');
    expect(esgKindOf('??', false, false)).toBe('corporate');
  });
});

describe('esgSectorKeys', () => {
  it('lists the sector keys most precise first', () => {
    const keys = esgSectorKeys('C20.14', 'Materials');
    expect(keys[0]).toBe('C20.14');
    expect(keys).toContain('C20');
    expect(keys.at(-2)).toBe('C');
    expect(keys.at(-1)).toBe('Materials');
  });
});
