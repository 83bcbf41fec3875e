import { describe, expect, it } from 'vitest';
import { frenchCount } from './counts';

describe('frenchCount', () => {
  it('keeps the noun singular for 0 and 1, as French does', () => {
    expect(frenchCount(0, 'ligne lue', 'lignes lues')).toBe('0 ligne lue');
    expect(frenchCount(1, 'ligne lue', 'lignes lues')).toBe('1 ligne lue');
    expect(frenchCount(2, 'ligne lue', 'lignes lues')).toBe('2 lignes lues');
  });

  it('groups thousands with a narrow no-break space', () => {
    expect(frenchCount(38_874, 'ligne', 'lignes')).toBe('38\u202f874 lignes');
  });
});
