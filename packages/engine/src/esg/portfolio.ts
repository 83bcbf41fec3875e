import type { EsgPillar } from '@prisme/domain';
import { ESG_LETTERS, esgLetter, esgLetterMidpoint, type EsgLetter } from './letters';
import { PILLARS, securityScore, type EsgModel } from './security-score';

/** What a line is for the ESG analysis (the adapter tells it from the CIC and flags). */
export type EsgAssetKind = 'corporate' | 'sovereign' | 'cash' | 'derivative' | 'fund' | 'other';

/** A security of the perimeter's look-through, as the ESG analysis reads it. */
export interface EsgSecurity {
  code: string;
  kind: EsgAssetKind;
  /** The issuer whose vendor data apply (LEI, else the issuer's code). */
  issuerKey: string | null;
  /** Its sector codes, most precise first (NACE class, NACE section, GICS sector). */
  sectorKeys: readonly string[];
  /** Its issuer's country (ISO 3166 alpha-2): a sovereign's score is its country's. */
  country?: string | null;
}

/**
 * A client's forced rating of a security (esg-and-liquidity §1.4.1): an overall score on
 * the model scale, or a letter alone (its band's midpoint, §1.3), and optional pillar
 * scores; active from `validFrom` to `validTo` included (ISO dates, open when absent).
 */
export interface EsgForcedRating {
  score?: number | null;
  letter?: EsgLetter | null;
  pillars?: Partial<Record<EsgPillar, number>>;
  validFrom?: string | null;
  validTo?: string | null;
}

/** A forced rating is active on a date within its validity, bounds included (§1.4.3 item 1). */
export const forcedRatingActive = (rating: EsgForcedRating, date: string): boolean =>
  (!rating.validFrom || rating.validFrom <= date) && (!rating.validTo || date <= rating.validTo);

/**
 * The forced ratings active on the valuation date, by security code (§1.4.3 item 1). Two
 * ratings of one code active on one date are refused at input; were they not, the later
 * in the list would be kept.
 */
export function activeForcedRatings<R extends EsgForcedRating & { code: string }>(
  ratings: readonly R[],
  date: string,
): Map<string, R> {
  const active = new Map<string, R>();
  for (const rating of ratings)
    if (forcedRatingActive(rating, date)) active.set(rating.code, rating);
  return active;
}

/**
 * The overall score a forced rating stands for (§1.4.1, §1.3): its score; else its
 * letter's band midpoint; else its pillar scores' pillar-weighted mean, re-normalised
 * over the pillars given (§1.4.2); NaN when it has none of them.
 */
export function forcedRatingScore(rating: EsgForcedRating, model: EsgModel, max = 10): number {
  if (rating.score !== undefined && rating.score !== null) return rating.score;
  if (rating.letter) return esgLetterMidpoint(rating.letter, max);
  let sum = 0;
  let weight = 0;
  for (const pillar of PILLARS) {
    const p = rating.pillars?.[pillar];
    if (p === undefined || !Number.isFinite(p)) continue;
    sum += model.pillarWeights[pillar] * p;
    weight += model.pillarWeights[pillar];
  }
  return weight > 0 ? sum / weight : NaN;
}

export interface EsgInput {
  model: EsgModel;
  securities: readonly EsgSecurity[];
  /** The look-through lines: their security (index) and market value (reference currency). */
  lines: { security: Int32Array; marketValue: Float64Array };
  /** Vendor theme scores of a security itself (its ISIN), by code. */
  securityThemeScores?: ReadonlyMap<string, Readonly<Record<string, number>>>;
  /** Vendor theme scores of issuers, by issuer key. */
  issuerThemeScores: ReadonlyMap<string, Readonly<Record<string, number>>>;
  /** The client's forced ratings active on the valuation date, by security code (§1.4.3: first). */
  forcedRatings: ReadonlyMap<string, EsgForcedRating>;
  /** Sovereign scores on the model scale, by country (§1.5.4 option (a): a separate score). */
  sovereignScores?: ReadonlyMap<string, number>;
  /**
   * Sovereigns, supranationals and agencies (§1.5.4): left out of the corporate
   * perimeter (option (a), the default), or counted eligible and uncovered.
   */
  sovereigns?: 'separate' | 'uncovered';
  /** The scale's top: 10 or 100 (§1.4.1 `scale`), 10 when absent. */
  scaleMax?: number;
}

/** Where a line's score comes from (§1.4.3), or why it has none. */
export const ESG_LINE_STATUS = {
  forced: 0,
  isin: 1,
  issuer: 2,
  /** Eligible, no score: counted in the coverage's denominator. */
  uncovered: 3,
  /** A short position: |value| in the denominator, no score (§1.5.2). */
  short: 4,
  cash: 5,
  derivative: 6,
  sovereign: 7,
  other: 8,
} as const;
export type EsgLineStatus = keyof typeof ESG_LINE_STATUS;
const STATUS_NAMES = Object.keys(ESG_LINE_STATUS) as EsgLineStatus[];
/** The statuses whose security carries a score and a letter. */
export const ESG_SCORED_STATUSES: readonly EsgLineStatus[] = ['forced', 'isin', 'issuer'];
/** The statuses a negative line turns « short » (the scored and the eligible unscored). */
export const ESG_SHORTABLE_STATUSES: readonly EsgLineStatus[] = STATUS_NAMES.filter(
  (name) => ESG_LINE_STATUS[name] <= ESG_LINE_STATUS.uncovered,
);
const { uncovered: UNCOVERED, short: SHORT } = ESG_LINE_STATUS;

export interface EsgSecurityOutcome {
  code: string;
  status: EsgLineStatus;
  score: number;
  letter: EsgLetter | null;
  pillars: Record<EsgPillar, number>;
  themes: Readonly<Record<string, number>>;
}

export interface EsgAggregate {
  /** Σ|value| of the eligible lines, and of the covered ones. */
  eligibleValue: number;
  coveredValue: number;
  coverage: number;
  score: number;
  letter: EsgLetter | null;
}

export interface EsgPortfolioResult {
  portfolio: EsgAggregate;
  /** Pillar and theme scores over the lines with that data; forced ratings without pillar detail are left out (§1.5.5). */
  pillars: Record<EsgPillar, number>;
  themes: Record<string, number>;
  /** Share of the covered value scored by a forced rating; NaN when nothing is covered. */
  forcedShare: number;
  /** Covered value per letter, as shares; NaN when nothing is covered. */
  letters: Record<EsgLetter, number>;
  /**
   * The sovereigns' own score and coverage (§1.5.4 option (a)): over the sovereign,
   * supranational and agency lines, whatever `sovereigns` says of the corporate perimeter;
   * a forced rating first, then the country's score; short lines uncovered.
   */
  sovereign: EsgAggregate;
  /** Per security held (identical codes summed, §1.5.3 rule 5): value, score, contribution. */
  contributions: {
    code: string;
    value: number;
    score: number;
    contribution: number;
    relative: number;
  }[];
  /** Value and line count by status. */
  byStatus: Record<EsgLineStatus, { value: number; lines: number }>;
  securities: EsgSecurityOutcome[];
  /** Each line's status (ESG_LINE_STATUS), for the drill-down to the lines. */
  lineStatus: Uint8Array;
}

/** A security's score and its source (§1.4.3: forced, then its ISIN's, then its issuer's). */
function outcomeOf(input: EsgInput, security: EsgSecurity): EsgSecurityOutcome {
  const none = { E: NaN, S: NaN, G: NaN };
  const base = { code: security.code, pillars: none, themes: {}, score: NaN, letter: null };
  const max = input.scaleMax ?? 10;
  const forced = input.forcedRatings.get(security.code);
  const forcedScore = forced ? forcedRatingScore(forced, input.model, max) : NaN;
  if (security.kind === 'sovereign') {
    // §1.5.4: the sovereign's own score, kept beside the corporate one.
    const own = Number.isFinite(forcedScore)
      ? forcedScore
      : (input.sovereignScores?.get(security.country ?? '') ?? NaN);
    const scored = Number.isFinite(own) ? { score: own, letter: esgLetter(own, max) } : {};
    if (input.sovereigns === 'uncovered') return { ...base, ...scored, status: 'uncovered' };
    return { ...base, ...scored, status: 'sovereign' };
  }
  const excluded: Partial<Record<EsgAssetKind, EsgLineStatus>> = {
    cash: 'cash',
    derivative: 'derivative',
    other: 'other',
  };
  const out = excluded[security.kind];
  if (out) return { ...base, status: out };
  if (forced && Number.isFinite(forcedScore)) {
    // §1.4.3 item 1: the forced score replaces the overall; its pillar detail, when given,
    // enters the pillar means; it has no theme detail, so stays out of the theme means.
    const pillars = { ...none };
    for (const pillar of PILLARS) {
      const p = forced.pillars?.[pillar];
      if (p !== undefined && Number.isFinite(p)) pillars[pillar] = p;
    }
    return {
      ...base,
      status: 'forced',
      score: forcedScore,
      letter: esgLetter(forcedScore, max),
      pillars,
    };
  }
  const own = input.securityThemeScores?.get(security.code);
  const ofIssuer = security.issuerKey ? input.issuerThemeScores.get(security.issuerKey) : undefined;
  const [themes, status] = own
    ? [own, 'isin' as const]
    : ofIssuer
      ? [ofIssuer, 'issuer' as const]
      : [undefined, 'uncovered' as const];
  if (!themes) return { ...base, status };
  const scored = securityScore(input.model, themes, security.sectorKeys);
  if (!Number.isFinite(scored.overall)) return { ...base, status: 'uncovered' };
  return {
    code: security.code,
    status,
    score: scored.overall,
    letter: esgLetter(scored.overall, max),
    pillars: scored.pillars,
    themes,
  };
}

/** The sovereigns' aggregate (§1.5.4 option (a)): Σ|value| eligible, long scored lines covered. */
function sovereignAggregate(
  input: EsgInput,
  securities: readonly EsgSecurityOutcome[],
  max: number,
): EsgAggregate {
  const { security, marketValue } = input.lines;
  const isSovereign = Uint8Array.from(input.securities, (s) => (s.kind === 'sovereign' ? 1 : 0));
  let eligible = 0;
  let covered = 0;
  let weighted = 0;
  for (let i = 0; i < security.length; i++) {
    const s = security[i]!;
    if (!isSovereign[s]) continue;
    const value = marketValue[i]!;
    eligible += Math.abs(value);
    const score = securities[s]!.score;
    if (value > 0 && Number.isFinite(score)) {
      covered += value;
      weighted += value * score;
    }
  }
  const score = covered > 0 ? weighted / covered : NaN;
  return {
    eligibleValue: eligible,
    coveredValue: covered,
    coverage: eligible > 0 ? covered / eligible : NaN,
    score,
    letter: Number.isFinite(score) ? esgLetter(score, max) : null,
  };
}

/**
 * The portfolio's ESG analysis on its look-through lines (esg-and-liquidity §1.5.2): the
 * value-weighted mean over the covered lines, the coverage over the eligible ones (cash,
 * derivatives and other assets out; sovereigns apart by default; short positions
 * eligible and uncovered at their absolute value), pillar and theme means, the share of
 * forced ratings, the letters, and each security's contribution.
 */
export function computeEsgPortfolio(input: EsgInput): EsgPortfolioResult {
  const securities = input.securities.map((s) => outcomeOf(input, s));
  const { security, marketValue } = input.lines;
  const n = security.length;
  const lineStatus = new Uint8Array(n);
  // The hot loop reads codes, not strings: each security's status once, then per line its
  // sign; the scored lines' values are summed per security, whose figures then weigh them
  // once each (Σ value × score = score × Σ value), not once per line.
  const statusOf = Uint8Array.from(securities, (outcome) => ESG_LINE_STATUS[outcome.status]);
  const statusValue = new Float64Array(STATUS_NAMES.length);
  const statusLines = new Int32Array(STATUS_NAMES.length);
  const held = new Float64Array(securities.length);
  let eligible = 0;
  for (let i = 0; i < n; i++) {
    const s = security[i]!;
    const value = marketValue[i]!;
    let status = statusOf[s]!;
    if (status <= UNCOVERED && value < 0) status = SHORT;
    lineStatus[i] = status;
    statusValue[status] = statusValue[status]! + value;
    statusLines[status] = statusLines[status]! + 1;
    if (status === SHORT || status === UNCOVERED) eligible += Math.abs(value);
    else if (status < UNCOVERED) held[s] = held[s]! + value;
  }
  const byStatus = Object.fromEntries(
    STATUS_NAMES.map((name, code) => [
      name,
      { value: statusValue[code]!, lines: statusLines[code]! },
    ]),
  ) as EsgPortfolioResult['byStatus'];
  let covered = 0;
  let weighted = 0;
  let forcedValue = 0;
  const pillarSums = { E: [0, 0], S: [0, 0], G: [0, 0] } as Record<EsgPillar, [number, number]>;
  const themeSums = new Map<string, [number, number]>();
  const letterValue = Object.fromEntries(ESG_LETTERS.map((l) => [l, 0])) as Record<
    EsgLetter,
    number
  >;
  securities.forEach((outcome, s) => {
    if (statusOf[s]! >= UNCOVERED) return;
    const value = held[s]!;
    eligible += value;
    covered += value;
    weighted += value * outcome.score;
    letterValue[outcome.letter!] += value;
    if (outcome.status === 'forced') forcedValue += value;
    for (const pillar of PILLARS) {
      const p = outcome.pillars[pillar];
      if (!Number.isFinite(p)) continue;
      pillarSums[pillar][0] += value * p;
      pillarSums[pillar][1] += value;
    }
    for (const theme in outcome.themes) {
      const sums = themeSums.get(theme) ?? [0, 0];
      sums[0] += value * outcome.themes[theme]!;
      sums[1] += value;
      themeSums.set(theme, sums);
    }
  });
  const score = covered > 0 ? weighted / covered : NaN;
  const max = input.scaleMax ?? 10;
  const contributions = securities
    .map((outcome, s) => ({ outcome, value: held[s]! }))
    .filter(({ value }) => value > 0)
    .map(({ outcome, value }) => {
      const contribution = (value * outcome.score) / covered;
      return {
        code: outcome.code,
        value,
        score: outcome.score,
        contribution,
        relative: contribution / score,
      };
    })
    .sort((a, b) => b.contribution - a.contribution || a.code.localeCompare(b.code));
  const mean = ([sum, value]: [number, number]) => (value > 0 ? sum / value : NaN);
  return {
    portfolio: {
      eligibleValue: eligible,
      coveredValue: covered,
      coverage: eligible > 0 ? covered / eligible : NaN,
      score,
      letter: Number.isFinite(score) ? esgLetter(score, max) : null,
    },
    pillars: { E: mean(pillarSums.E), S: mean(pillarSums.S), G: mean(pillarSums.G) },
    themes: Object.fromEntries([...themeSums].map(([theme, sums]) => [theme, mean(sums)])),
    // Nothing covered: no share, not a share of 0 (issue 38 point 4).
    forcedShare: covered > 0 ? forcedValue / covered : NaN,
    letters: Object.fromEntries(
      ESG_LETTERS.map((l) => [l, covered > 0 ? letterValue[l] / covered : NaN]),
    ) as Record<EsgLetter, number>,
    sovereign: sovereignAggregate(input, securities, max),
    contributions,
    byStatus,
    securities,
    lineStatus,
  };
}
