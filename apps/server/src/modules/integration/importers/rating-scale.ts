/**
 * Credit quality steps of long-term ratings (data-standards §8.1): Implementing
 * Regulation (EU) 2016/1800 as amended maps AAA → 0, AA → 1, A → 2, BBB → 3, BB → 4,
 * B → 5, CCC and below (default included) → 6. S&P and Fitch add +/-, Moody's 1/2/3
 * (Aaa, Aa, A, Baa, Ba, B, Caa, Ca, C); AM Best's long-term scale is the same in lower
 * case. Its Financial Strength scale (A++, A+ …) maps differently and is not read here.
 */
const STEP_OF_GRADE: Readonly<Record<string, number>> = {
  AAA: 0,
  AA: 1,
  A: 2,
  BBB: 3,
  BAA: 3,
  BB: 4,
  BA: 4,
  B: 5,
  CCC: 6,
  CAA: 6,
  CC: 6,
  CA: 6,
  C: 6,
  SD: 6,
  RD: 6,
  D: 6,
};

/** §8.1: S&P and Fitch notch AA to CCC with +/-, Moody's Aa to Caa with 1/2/3. */
const NOTCHED_BY_SIGN = new Set(['AA', 'A', 'BBB', 'BB', 'B', 'CCC']);
const NOTCHED_BY_DIGIT = new Set(['AA', 'A', 'BAA', 'BA', 'B', 'CAA']);

/** Step 9: no rating (TPT fields 59/89). */
export const NO_RATING_STEP = 9;
const NOT_RATED = new Set(['NR', 'N/R', 'WR', 'NOTRATED', 'NONNOTE', 'NONNOTÉ', 'SANSNOTE']);

/** §8.1: suffixes such as (sf), (P), (EXP), pi, u and outlook marks are dropped first. */
function gradeOf(rating: string): { grade: string; modifier: string } | undefined {
  const bare = rating
    .replace(/\([^)]*\)/g, ' ')
    .trim()
    .split(/\s+/)[0]!
    .replace(/\*[+-]?$/, '')
    .replace(/(pi|u)$/, '');
  const match = /^([A-Za-z]+)([+-]|[123])?$/.exec(bare);
  return match ? { grade: match[1]!.toUpperCase(), modifier: match[2] ?? '' } : undefined;
}

/** The credit quality step of a rating, or undefined when the rating is not recognised. */
export function creditQualityStepOfRating(rating: string): number | undefined {
  const compact = rating.replace(/[\s.]/g, '').toUpperCase();
  if (NOT_RATED.has(compact)) return NO_RATING_STEP;
  const parsed = gradeOf(rating);
  if (!parsed) return undefined;
  const { grade, modifier } = parsed;
  if (/^[+-]$/.test(modifier) && !NOTCHED_BY_SIGN.has(grade)) return undefined;
  if (/^[123]$/.test(modifier) && !NOTCHED_BY_DIGIT.has(grade)) return undefined;
  return Object.hasOwn(STEP_OF_GRADE, grade) ? STEP_OF_GRADE[grade] : undefined;
}
