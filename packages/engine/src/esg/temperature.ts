/**
 * Implied temperature rise, target-based, CDP-WWF Temperature Rating methodology v1.0 as
 * the SBTi-finance-tool implements it (esg-and-liquidity §2.1): each company's targets
 * give a score per time frame and scope, a company without a valid target the default
 * 3.2 °C, and the portfolio the chosen weighted aggregation of its companies' scores.
 */
export type TimeFrame = 'short' | 'mid' | 'long';
export type TemperatureScope = 'S1S2' | 'S3' | 'S1S2S3';
export type AggregationMethod = 'WATS' | 'TETS' | 'MOTS' | 'EOTS' | 'ECOTS' | 'AOTS' | 'ROTS';

export const TIME_FRAMES: readonly TimeFrame[] = ['short', 'mid', 'long'];
export const TEMPERATURE_SCOPES: readonly TemperatureScope[] = ['S1S2', 'S3', 'S1S2S3'];
export const AGGREGATION_METHODS: readonly AggregationMethod[] = [
  'WATS',
  'TETS',
  'MOTS',
  'EOTS',
  'ECOTS',
  'AOTS',
  'ROTS',
];

/** §2.1.1 step 7: the score of a cell without a valid target. */
export const DEFAULT_TEMPERATURE = 3.2;
/** §2.1.1 step 6: TEMPERATURE_FLOOR of the tool (0; 1.3 once the method paper is updated). */
export const TEMPERATURE_FLOOR = 0;

type Variable = 'kyoto' | 'co2Energy' | 'intGdp' | 'intPrimaryEnergy' | 'intElectricity';

/** §2.1.2 regression model 4: [param, intercept] for slopes 5 (short), 15 (mid), 30 (long). */
const REGRESSION: Record<Variable, Record<TimeFrame, [number, number]>> = {
  kyoto: { short: [-0.212692101951652, 2.57430302122667], mid: [-0.312328765130924, 2.6972610131342], long: [-0.483330528210875, 2.84133794650491] },
  co2Energy: { short: [-0.259904133886992, 2.52267101094221], mid: [-0.311648326394271, 2.61727833547122], long: [-0.443961396351699, 2.72334167086491] },
  intGdp: { short: [-0.273032863390484, 3.53430268597497], mid: [-0.5338780872071, 4.10737715123901], long: [-1.10443263689384, 4.92711581846244] },
  intPrimaryEnergy: { short: [-0.617901917642297, 2.98484262217617], mid: [-0.514924142464049, 3.00390020796157], long: [-0.656307039342202, 3.20836150887423] },
  intElectricity: { short: [-0.366222886401345, 3.30712537269662], mid: [-0.411427920133186, 3.37049169190728], long: [-0.78334066451762, 3.89932361212172] },
}; // prettier-ignore

export interface ClimateTarget {
  targetType: 'absolute' | 'intensity';
  intensityMetric: string | null;
  scope: 'S1' | 'S2' | 'S1S2' | 'S3' | 'S1S2S3';
  coverageS1: number | null;
  coverageS2: number | null;
  coverageS3: number | null;
  reductionAmbition: number;
  baseYear: number;
  startYear: number | null;
  endYear: number;
  achievedReduction: number | null;
  baseYearGhgS1: number | null;
  baseYearGhgS2: number | null;
}

/** A target on S1S2 or S3 as the grid holds it, its ambition already scaled by coverage. */
interface GridTarget {
  scope: 'S1S2' | 'S3';
  targetType: 'absolute' | 'intensity';
  intensityMetric: string | null;
  ambition: number;
  coverage: number;
  baseYear: number;
  endYear: number;
}

/** §2.1.1 step 2: the time frame of a target ending `endYear`, or none beyond 30 years. */
export function timeFrameOf(endYear: number, reportingYear: number): TimeFrame | undefined {
  const t = endYear - reportingYear;
  if (t < 0) return undefined;
  return t <= 4 ? 'short' : t <= 15 ? 'mid' : t <= 30 ? 'long' : undefined;
}

/**
 * §2.1.1 step 1: a target the protocol keeps. An S1-only or S2-only target is kept only
 * when its scope's coverage and the base-year S1 and S2 emissions are known, the figures
 * its combination into S1+S2 needs.
 */
function isValid(target: ClimateTarget, reportingYear: number): boolean {
  if (
    target.targetType === 'intensity' &&
    (!target.intensityMetric || target.intensityMetric === 'Other')
  )
    return false;
  if ((target.achievedReduction ?? 0) >= 1) return false;
  if (target.endYear <= (target.startYear ?? target.baseYear)) return false;
  if (target.scope === 'S1' || target.scope === 'S2') {
    const coverage = target.scope === 'S1' ? target.coverageS1 : target.coverageS2;
    if (coverage === null || target.baseYearGhgS1 === null || target.baseYearGhgS2 === null)
      return false;
  }
  return target.endYear >= reportingYear;
}

/** The S1S2 grid target of an ambition and its coverage: the boundary rule applied once (§2.1.1 step 1). */
function s1s2Target(target: ClimateTarget, ambition: number, coverage: number): GridTarget {
  return {
    targetType: target.targetType,
    intensityMetric: target.intensityMetric,
    baseYear: target.baseYear,
    endYear: target.endYear,
    scope: 'S1S2',
    coverage,
    ambition: coverage < 0.95 ? ambition * coverage : ambition,
  };
}

/** The base-year S1 and S2 emissions of a target, when both are known and not both zero. */
function baseYearS1S2(target: ClimateTarget): { g1: number; g2: number } | undefined {
  const { baseYearGhgS1: g1, baseYearGhgS2: g2 } = target;
  if (g1 === null || g2 === null || g1 + g2 === 0) return undefined;
  return { g1, g2 };
}

/**
 * §2.1.1 step 1: S1S2S3 targets split into S1S2 and S3; a lone S1 or S2 target made S1S2
 * with its coverage scaled by its scope's share of the base-year S1+S2 emissions (its
 * ambition unchanged); boundary coverage applied once (S1S2 under 95 %, S3 under 67 %).
 */
function gridTargets(target: ClimateTarget): GridTarget[] {
  const s12Coverage = Math.min(target.coverageS1 ?? 1, target.coverageS2 ?? 1);
  const s3 = (coverage: number): GridTarget => ({
    targetType: target.targetType,
    intensityMetric: target.intensityMetric,
    baseYear: target.baseYear,
    endYear: target.endYear,
    scope: 'S3',
    coverage,
    ambition: coverage < 0.67 ? target.reductionAmbition * coverage : target.reductionAmbition,
  });
  switch (target.scope) {
    case 'S1S2':
      return [s1s2Target(target, target.reductionAmbition, s12Coverage)];
    case 'S3':
      return [s3(target.coverageS3 ?? 1)];
    case 'S1S2S3':
      return [
        s1s2Target(target, target.reductionAmbition, s12Coverage),
        s3(target.coverageS3 ?? 1),
      ];
    case 'S1':
    case 'S2': {
      const ghg = baseYearS1S2(target);
      if (!ghg) return [];
      const [coverage, emissions] =
        target.scope === 'S1' ? [target.coverageS1!, ghg.g1] : [target.coverageS2!, ghg.g2];
      return [
        s1s2Target(target, target.reductionAmbition, (coverage * emissions) / (ghg.g1 + ghg.g2)),
      ];
    }
  }
}

/** Two targets of one company that differ by their scope only (§2.1.1 step 1, matching S1 and S2). */
const matching = (a: ClimateTarget, b: ClimateTarget) =>
  a.targetType === b.targetType &&
  a.intensityMetric === b.intensityMetric &&
  a.baseYear === b.baseYear &&
  (a.startYear ?? a.baseYear) === (b.startYear ?? b.baseYear) &&
  a.endYear === b.endYear;

/**
 * §2.1.1 step 1: each valid S1 target with a matching S2 target (the S2 of highest
 * coverage when several match) combined into one S1S2 target: coverage the
 * emission-weighted mean of the two coverages, ambition the coverage- and
 * emission-weighted mean of the two ambitions, (a1·c1·g1 + a2·c2·g2) / (c1·g1 + c2·g2);
 * then the boundary rule on the combined coverage.
 */
function combinedS1S2(valid: readonly ClimateTarget[]): GridTarget[] {
  const s2 = valid.filter((t) => t.scope === 'S2').sort((a, b) => b.coverageS2! - a.coverageS2!);
  const combined: GridTarget[] = [];
  for (const s1 of valid) {
    if (s1.scope !== 'S1') continue;
    const ghg = baseYearS1S2(s1);
    const partner = s2.find((t) => matching(s1, t));
    if (!ghg || !partner) continue;
    const w1 = s1.coverageS1! * ghg.g1;
    const w2 = partner.coverageS2! * partner.baseYearGhgS2!;
    const coverage = (w1 + w2) / (ghg.g1 + partner.baseYearGhgS2!);
    if (!(w1 + w2 > 0)) continue;
    const ambition = (s1.reductionAmbition * w1 + partner.reductionAmbition * w2) / (w1 + w2);
    combined.push(s1s2Target(s1, ambition, coverage));
  }
  return combined;
}

/** §2.1.1 step 4: the scenario variable of a target. */
function variableOf(target: GridTarget, isic: string | null): Variable {
  if (target.targetType === 'intensity') {
    if (target.intensityMetric === 'Oil') return 'intPrimaryEnergy';
    if (target.intensityMetric === 'Power') return 'intElectricity';
    return 'intGdp';
  }
  const division = (isic ?? '').slice(0, 3).toUpperCase();
  if (target.scope === 'S1S2' && ['C23', 'C24', 'D35'].includes(division)) return 'co2Energy';
  return 'kyoto';
}

/** §2.1.1 steps 5-6: the score of a target in a time frame. */
export function targetScore(
  target: { ambition: number; baseYear: number; endYear: number },
  variable: Variable,
  frame: TimeFrame,
): number {
  const lar = target.ambition / (target.endYear - target.baseYear);
  const [param, intercept] = REGRESSION[variable][frame];
  return Math.max(param * lar * 100 + intercept, TEMPERATURE_FLOOR);
}

/** §2.1.1 step 3: the preferred of two targets of one cell. */
const better = (a: GridTarget, b: GridTarget) =>
  a.coverage !== b.coverage
    ? a.coverage > b.coverage
    : a.endYear !== b.endYear
      ? a.endYear > b.endYear
      : a.baseYear !== b.baseYear
        ? a.baseYear > b.baseYear
        : a.targetType === 'absolute' && b.targetType !== 'absolute';

export interface CompanyEmissions {
  scope12: number | null;
  scope3: number | null;
}

/** A company's score in one cell, and whether it is the default (no valid target). */
export interface CellScore {
  score: number;
  /** Share of the score that is the default (0 or 1; between for S1S2S3). */
  defaultShare: number;
}

export type CompanyScores = Record<TimeFrame, Record<TemperatureScope, CellScore>>;

const round2 = (x: number) => Math.round(x * 100) / 100;

/**
 * A company's scores for every time frame and scope (§2.1.1 steps 1-10), rounded to two
 * decimals as the tool rounds them before any aggregation.
 */
export function companyTemperatureScores(
  targets: readonly ClimateTarget[],
  emissions: CompanyEmissions,
  isic: string | null,
  reportingYear: number,
): CompanyScores {
  const grid = new Map<string, GridTarget>();
  const valid = targets.filter((target) => isValid(target, reportingYear));
  // The lone conversions stay beside the combinations: a combined target's coverage is
  // never below either of its parts', so the grid's rule keeps it (step 3).
  for (const cell of [...valid.flatMap(gridTargets), ...combinedS1S2(valid)]) {
    const frame = timeFrameOf(cell.endYear, reportingYear);
    if (!frame) continue;
    const key = `${frame}|${cell.scope}`;
    const held = grid.get(key);
    if (!held || better(cell, held)) grid.set(key, cell);
  }
  const scores = {} as CompanyScores;
  for (const frame of TIME_FRAMES) {
    const cell = (scope: 'S1S2' | 'S3'): CellScore => {
      const target = grid.get(`${frame}|${scope}`);
      return target
        ? { score: targetScore(target, variableOf(target, isic), frame), defaultShare: 0 }
        : { score: DEFAULT_TEMPERATURE, defaultShare: 1 };
    };
    const s12 = cell('S1S2');
    const s3 = cell('S3');
    // Step 9: S1S2S3 weights the two by emissions, when scope 3 weighs 40 % or more.
    const { scope12: e12, scope3: e3 } = emissions;
    let s123: CellScore;
    if (e12 === null || e3 === null || e12 + e3 <= 0)
      s123 = { score: DEFAULT_TEMPERATURE, defaultShare: 1 };
    else if (e3 / (e12 + e3) < 0.4) s123 = s12;
    else
      s123 = {
        score: (s12.score * e12 + s3.score * e3) / (e12 + e3),
        defaultShare: (s12.defaultShare * e12 + s3.defaultShare * e3) / (e12 + e3),
      };
    scores[frame] = {
      S1S2: { ...s12, score: round2(s12.score) },
      S3: { ...s3, score: round2(s3.score) },
      S1S2S3: { ...s123, score: round2(s123.score) },
    };
  }
  return scores;
}

/** A company of the portfolio: its value held and what the weighting methods read (M€, tCO2e). */
export interface TemperatureHolding {
  key: string;
  /** Value held, €. */
  value: number;
  scores: CompanyScores;
  emissions: CompanyEmissions;
  marketCap: number | null;
  enterpriseValue: number | null;
  cash: number | null;
  evic: number | null;
  totalAssets: number | null;
  revenue: number | null;
}

export interface PortfolioTemperature {
  score: number;
  /** Share of the score from default scores (the tool's influence percentage, 0-1). */
  defaultInfluence: number;
  contributions: { key: string; weight: number; contribution: number; relative: number }[];
  /** Companies the method could not weigh (an emission or a financial figure missing). */
  excluded: string[];
}

const emissionsOf = (h: TemperatureHolding, scope: TemperatureScope): number | null => {
  const { scope12, scope3 } = h.emissions;
  if (scope === 'S1S2') return scope12;
  if (scope === 'S3') return scope3;
  return scope12 === null || scope3 === null ? null : scope12 + scope3;
};

/** §2.1.3: each method's weight of a company, or null when a figure it needs is missing. */
function methodWeight(
  h: TemperatureHolding,
  method: AggregationMethod,
  scope: TemperatureScope,
): number | null {
  if (method === 'WATS') return h.value;
  const e = emissionsOf(h, scope);
  if (e === null) return null;
  if (method === 'TETS') return e;
  const owned = (denominator: number | null) =>
    denominator && denominator > 0 ? (h.value / 1_000_000 / denominator) * e : null;
  switch (method) {
    case 'MOTS':
      return owned(h.marketCap);
    case 'EOTS':
      return owned(h.enterpriseValue);
    case 'ECOTS':
      // EV + cash, which is EVIC (§2.1.3 note): the EVIC when given.
      return owned(
        h.evic ??
          (h.enterpriseValue !== null && h.cash !== null ? h.enterpriseValue + h.cash : null),
      );
    case 'AOTS':
      return owned(h.totalAssets);
    case 'ROTS':
      return owned(h.revenue);
  }
}

/** The portfolio's temperature for one time frame, scope and method (§2.1.3). */
export function portfolioTemperature(
  holdings: readonly TemperatureHolding[],
  frame: TimeFrame,
  scope: TemperatureScope,
  method: AggregationMethod,
): PortfolioTemperature {
  const weighed = holdings.map((h) => ({ h, w: methodWeight(h, method, scope) }));
  const used = weighed.filter(
    (x): x is { h: TemperatureHolding; w: number } => x.w !== null && x.w > 0,
  );
  const excluded = weighed.filter((x) => x.w === null).map((x) => x.h.key);
  const total = used.reduce((sum, x) => sum + x.w, 0);
  if (total <= 0) return { score: NaN, defaultInfluence: NaN, contributions: [], excluded };
  let score = 0;
  let influence = 0;
  const contributions = used.map(({ h, w }) => {
    const cell = h.scores[frame][scope];
    const contribution = (w / total) * cell.score;
    score += contribution;
    influence += (w / total) * cell.defaultShare;
    return { key: h.key, weight: w / total, contribution, relative: 0 };
  });
  for (const c of contributions) c.relative = c.contribution / score;
  contributions.sort((a, b) => b.contribution - a.contribution || a.key.localeCompare(b.key));
  return { score, defaultInfluence: influence, contributions, excluded };
}
