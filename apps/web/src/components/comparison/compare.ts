/**
 * A simulation's figure beside the base perimeter's (issue 17 §4): the two values, the
 * difference and its size against the base. Shared by the SCR, ESG and liquidity pages.
 */
export interface Compared {
  base: number | null;
  simulated: number | null;
  /** Simulated − base; null when either is missing. */
  difference: number | null;
  /** The difference over |base|; null without a base or with a base of 0. */
  relative: number | null;
}

/**
 * Both sides, their difference and its relative size. A difference within the floating
 * noise of the subtraction is 0, so that an unchanged figure reads « 0 », uncoloured.
 */
export function compare(
  base: number | null | undefined,
  simulated: number | null | undefined,
): Compared {
  const b = base ?? null;
  const s = simulated ?? null;
  if (b === null || s === null) return { base: b, simulated: s, difference: null, relative: null };
  const raw = s - b;
  const difference = Math.abs(raw) <= 1e-9 * Math.max(Math.abs(b), Math.abs(s), 1) ? 0 : raw;
  return { base: b, simulated: s, difference, relative: b === 0 ? null : difference / Math.abs(b) };
}

/** Which way a figure improves: the SCR and the carbon fall, the score and the coverage rise. */
export type Better = 'lower' | 'higher' | 'none';
export type Tone = 'good' | 'bad' | 'neutral';

/** Whether a difference is an improvement; 0, a missing figure or no direction is neutral. */
export function toneOf(difference: number | null, better: Better): Tone {
  if (difference === null || difference === 0 || better === 'none') return 'neutral';
  return difference < 0 === (better === 'lower') ? 'good' : 'bad';
}

/** Whether a formatted figure reads as zero (« 0,00 », « -0,00 °C »): no digit but 0. */
export const showsZero = (text: string): boolean => /\d/.test(text) && !/[1-9]/.test(text);

/**
 * A difference with its sign, « + » included: a rise reads as one without the colour.
 * One too small for the format's precision reads « 0,00 », unsigned (not « -0,00 »).
 */
export const signed =
  (format: (value: number) => string) =>
  (value: number | null): string => {
    if (value === null || !Number.isFinite(value)) return '—';
    if (value === 0 || showsZero(format(value))) return format(0);
    return value > 0 ? `+${format(value)}` : format(value);
  };

const pointsFormat = new Intl.NumberFormat('fr-FR', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
/** The difference of two shares, in percentage points (« +1,25 pt »). */
export const formatPoints = signed((value) => `${pointsFormat.format(value * 100)}\u00a0pt`);
