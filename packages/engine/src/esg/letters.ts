import { ESG_LETTER_CODES, type EsgLetterCode } from '@prisme/domain';

/**
 * The letter of an ESG score (esg-and-liquidity §1.3): seven equal bands of the 0–max
 * scale, lower bounds inclusive, computed from the exact fractions k × max / 7, not from
 * the rounded table.
 */
export const ESG_LETTERS = ESG_LETTER_CODES;
export type EsgLetter = EsgLetterCode;

/** Leaders (AAA, AA), Average (A, BBB, BB), Laggards (B, CCC), §1.3. */
export const ESG_LETTER_CLASS: Record<EsgLetter, 'Leader' | 'Average' | 'Laggard'> = {
  CCC: 'Laggard',
  B: 'Laggard',
  BB: 'Average',
  BBB: 'Average',
  A: 'Average',
  AA: 'Leader',
  AAA: 'Leader',
};

export function esgLetter(score: number, max = 10): EsgLetter {
  // k × max / 7 ≤ score ⇔ 7 × score ≥ k × max: compared without dividing.
  let band = Math.floor((7 * score) / max);
  if (band < 0) band = 0;
  if (band > 6) band = 6;
  return ESG_LETTERS[band]!;
}

/** A letter's band midpoint, (2k + 1) × max / 14 (§1.3: a rating given as a letter only). */
export function esgLetterMidpoint(letter: EsgLetter, max = 10): number {
  return ((2 * ESG_LETTERS.indexOf(letter) + 1) * max) / 14;
}
