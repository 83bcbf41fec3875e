import {
  PAI_EXCLUSIONS,
  PAI_FIGURE_KEYS,
  PAI_METRIC_CODES,
  type PaiExclusion,
} from '@prisme/domain';
import type { EsgAssetKind } from '../portfolio';
import {
  computeCarbonMetrics,
  countryGhgIntensity,
  type CarbonMetric,
  type IssuerClimateFigures,
} from '../carbon';
import { COUNTRY_FIGURES, PAI_RULES, type PaiColumns, type Term } from './rules';
import type {
  PaiFigureResult,
  PaiInput,
  PaiLeftOut,
  PaiLine,
  PaiResult,
  PaiSubjectData,
} from './types';

const MILLION = 1_000_000;

/** Each security's long and short values and line counts: one pass over the lines. */
interface Holdings {
  long: Float64Array;
  short: Float64Array;
  longLines: Int32Array;
  shortLines: Int32Array;
  allInvestments: number;
  lineCount: number;
}

function holdingsOf(input: PaiInput): Holdings {
  const n = input.securities.length;
  const long = new Float64Array(n);
  const short = new Float64Array(n);
  const longLines = new Int32Array(n);
  const shortLines = new Int32Array(n);
  const { security, marketValue } = input.lines;
  let allInvestments = 0;
  for (let i = 0; i < marketValue.length; i++) {
    const s = security[i]!;
    const value = marketValue[i]!;
    allInvestments += value;
    if (value >= 0) {
      long[s] = long[s]! + value;
      longLines[s] = longLines[s]! + 1;
    } else {
      short[s] = short[s]! + value;
      shortLines[s] = shortLines[s]! + 1;
    }
  }
  return { long, short, longLines, shortLines, allInvestments, lineCount: marketValue.length };
}

/** The subjects (issuer keys, real estate codes) of the securities, and the data as columns. */
interface Subjects {
  /** Each security's subject, −1 when it has no key. */
  of: Int32Array;
  columns: PaiColumns;
  /** The companies' subjects with carbon figures, by issuer key (carbon.ts's input). */
  climate: Map<string, IssuerClimateFigures>;
}

const orNaN = (x: number | null | undefined) => (x === null || x === undefined ? NaN : x);
const orNull = (x: number) => (Number.isNaN(x) ? null : x);

/**
 * Each subject's data resolved once, as columns. An issuer's emissions: scopes 1 and 2 of
 * the PAI data (with their flags) when both are given, else the climate data's scopes
 * 1+2; scope 3 of the PAI data, else the climate data's. The climate data carry no flag:
 * they count as reported.
 */
function subjectsOf(input: PaiInput): Subjects {
  const index = new Map<string, number>();
  const keys: string[] = [];
  const of = new Int32Array(input.securities.length);
  // A sovereign subject's country: that of its first security with one.
  const countryOf: (string | null)[] = [];
  input.securities.forEach((security, s) => {
    // A sovereign without issuer is its country's (the ESG analysis reads the country alone).
    const key =
      security.kind === 'realEstate'
        ? security.code
        : (security.issuerKey ??
          (security.kind === 'sovereign' && security.country
            ? `country:${security.country}`
            : null));
    if (key === null) {
      of[s] = -1;
      return;
    }
    let j = index.get(key);
    if (j === undefined) {
      j = keys.length;
      index.set(key, j);
      keys.push(key);
      countryOf.push(null);
    }
    if (security.kind === 'sovereign' && countryOf[j] === null) countryOf[j] = security.country;
    of[s] = j;
  });
  const n = keys.length;
  const numbers = () => new Float64Array(n).fill(NaN);
  const countryIntensity = numbers();
  if (input.countries)
    countryOf.forEach((country, j) => {
      const intensity =
        country === null ? null : countryGhgIntensity(input.countries!.get(country));
      if (intensity !== null) countryIntensity[j] = intensity;
    });
  const flags = () => new Uint8Array(n);
  const metric = Object.fromEntries(
    PAI_METRIC_CODES.map((code) => [code, { value: numbers(), estimated: flags() }]),
  ) as PaiColumns['metric'];
  const carbon: PaiColumns['carbon'] = {
    scope1: numbers(),
    scope2: numbers(),
    scope12: numbers(),
    scope3: numbers(),
    evic: numbers(),
    revenue: numbers(),
    scope1Estimated: flags(),
    scope2Estimated: flags(),
    scope12Estimated: flags(),
    scope3Estimated: flags(),
  };
  const climate = new Map<string, IssuerClimateFigures>();
  keys.forEach((key, j) => {
    const data: PaiSubjectData | undefined = input.data.get(key);
    if (data)
      for (const code of PAI_METRIC_CODES) {
        const d = data[code];
        if (!d) continue;
        metric[code].value[j] = d.value;
        metric[code].estimated[j] = d.estimated ? 1 : 0;
      }
    const figures = input.climate.get(key);
    const s1 = data?.scope1;
    const s2 = data?.scope2;
    const s3 = data?.scope3;
    if (!figures && !s1 && !s2 && !s3) return;
    const both = s1 && s2;
    carbon.scope1[j] = orNaN(s1?.value);
    carbon.scope2[j] = orNaN(s2?.value);
    carbon.scope12[j] = both ? s1.value + s2.value : orNaN(figures?.scope12);
    carbon.scope3[j] = s3 ? s3.value : orNaN(figures?.scope3);
    carbon.evic[j] = orNaN(figures?.evic);
    carbon.revenue[j] = orNaN(figures?.revenue);
    carbon.scope1Estimated[j] = s1?.estimated ? 1 : 0;
    carbon.scope2Estimated[j] = s2?.estimated ? 1 : 0;
    carbon.scope12Estimated[j] = both && (s1.estimated || s2.estimated) ? 1 : 0;
    carbon.scope3Estimated[j] = s3?.estimated ? 1 : 0;
    climate.set(key, {
      scope12: orNull(carbon.scope12[j]!),
      scope3: orNull(carbon.scope3[j]!),
      evic: orNull(carbon.evic[j]!),
      revenue: orNull(carbon.revenue[j]!),
    });
  });
  return { of, columns: { metric, carbon, countryIntensity }, climate };
}

const emptyLeftOut = (): Record<PaiExclusion, PaiLeftOut> =>
  Object.fromEntries(PAI_EXCLUSIONS.map((reason) => [reason, { lines: 0, value: 0 }])) as Record<
    PaiExclusion,
    PaiLeftOut
  >;

/**
 * One figure over the securities: its value by its rule's aggregation (rules.ts), its
 * coverage over all investments, its estimated share and the lines it leaves out, by
 * reason. `collect` receives each security's share for the drill-down.
 */
function figureOf(
  key: string,
  input: PaiInput,
  holdings: Holdings,
  subjects: Subjects,
  collect?: PaiLine[],
): PaiFigureResult {
  const rule = PAI_RULES[key]!;
  const term = rule.term(subjects.columns);
  const countryFigure = COUNTRY_FIGURES.has(key);
  const { long, short, longLines, shortLines } = holdings;
  const leftOut = emptyLeftOut();
  const out: Term = { x: 0, estimated: false, reason: 'noData' };
  let eligible = 0;
  let covered = 0;
  let estimatedValue = 0;
  let numerator = 0;
  // Indicator 16: the investee countries, and those flagged (the countries of the lines).
  const countries = new Set<string>();
  const flagged = new Set<string>();
  const leave = (reason: PaiExclusion, lines: number, value: number) => {
    leftOut[reason].lines += lines;
    leftOut[reason].value += value;
  };
  const { securities } = input;
  for (let s = 0; s < securities.length; s++) {
    const nl = longLines[s]!;
    const ns = shortLines[s]!;
    if (nl + ns === 0) continue;
    const security = securities[s]!;
    const subject = subjects.of[s]!;
    const value = long[s]!;
    let status: PaiLine['status'] = 'covered';
    let factor: number | null = null;
    let estimated = false;
    if (security.kind !== rule.applies) {
      leave('notApplicable', nl + ns, value + short[s]!);
      continue;
    }
    if (rule.section !== undefined && security.naceSection !== rule.section) {
      leave('otherSector', nl + ns, value + short[s]!);
      continue;
    }
    if (ns) leave('short', ns, short[s]!);
    if (nl) {
      eligible += value;
      if (subject < 0) status = 'noIssuer';
      else if (term(subject, out)) {
        factor = out.x;
        estimated = out.estimated;
        covered += value;
        numerator += (value / MILLION) * out.x;
        if (estimated) estimatedValue += value;
      } else status = out.reason;
      if (status !== 'covered') leave(status, nl, value);
      else if (countryFigure) {
        const country = security.country ?? security.issuerKey ?? security.code;
        countries.add(country);
        if (factor! >= 0.5) flagged.add(country);
      }
    }
    if (collect && nl) {
      collect.push({ security: s, value, lines: nl, factor, contribution: 0, estimated, status });
    }
  }
  if (countryFigure) {
    // Countries without the datum count among the investee countries too.
    securities.forEach((sec, s) => {
      if (sec.kind === 'sovereign' && longLines[s]! > 0)
        countries.add(sec.country ?? sec.issuerKey ?? sec.code);
    });
  }
  const allMillions = holdings.allInvestments / MILLION;
  const divisor = {
    sum: 1,
    all: allMillions,
    eligible: eligible / MILLION,
    covered: covered / MILLION,
  }[rule.over];
  let result = covered > 0 && divisor > 0 ? numerator / divisor : NaN;
  if (key === '16.count') result = covered > 0 ? flagged.size : NaN;
  if (key === '16.share')
    result = covered > 0 && countries.size ? flagged.size / countries.size : NaN;
  if (collect)
    for (const line of collect)
      line.contribution =
        line.factor === null
          ? 0
          : countryFigure
            ? line.factor
            : ((line.value / MILLION) * line.factor) / divisor;
  return {
    key,
    value: result,
    eligibleValue: eligible,
    coveredValue: covered,
    coverage: holdings.allInvestments > 0 ? covered / holdings.allInvestments : NaN,
    estimatedShare: covered > 0 ? estimatedValue / covered : NaN,
    leftOut,
  };
}

/**
 * PAI 1 (total), 2 and 3 as the ESG analysis's carbon metrics compute them (carbon.ts,
 * §1.6.3), on the same issuers' emissions: one arithmetic for both screens.
 */
function carbonFigures(input: PaiInput, holdings: Holdings, subjects: Subjects) {
  const kinds = input.securities.map((s): EsgAssetKind =>
    s.kind === 'company' ? 'corporate' : 'other',
  );
  const issuers = input.securities.map((s) => s.issuerKey);
  return computeCarbonMetrics({
    lines: {
      marketValue: Float64Array.from([...holdings.long, ...holdings.short]),
      kind: [...kinds, ...kinds],
      issuer: [...issuers, ...issuers],
    },
    climate: subjects.climate,
  });
}

const valueOf = (metric: CarbonMetric) => (metric.coveredValue > 0 ? metric.value : NaN);

/**
 * The PAI statement's figures (Annex I of Delegated Regulation (EU) 2022/1288, Table 1
 * indicators 1–18, Table 2 n° 4, Table 3 n° 9) on the look-through lines at one date.
 * Columnar: one pass over the lines, then each figure over the securities.
 */
export function computePai(input: PaiInput): PaiResult {
  const holdings = holdingsOf(input);
  const subjects = subjectsOf(input);
  const figures: Record<string, PaiFigureResult> = {};
  for (const key of PAI_FIGURE_KEYS) figures[key] = figureOf(key, input, holdings, subjects);
  const carbon = carbonFigures(input, holdings, subjects);
  figures['1.total']!.value = valueOf(carbon.financedScope123);
  figures['2']!.value = valueOf(carbon.carbonFootprint);
  figures['3']!.value = valueOf(carbon.pai3);
  return { allInvestments: holdings.allInvestments, lineCount: holdings.lineCount, figures };
}

/** One figure with each security's share of it (its lines summed), for the drill-down. */
export function paiFigureLines(
  input: PaiInput,
  key: string,
): { figure: PaiFigureResult; lines: PaiLine[] } {
  if (!PAI_RULES[key]) throw new RangeError(`Indicateur PAI inconnu : ${key}`);
  const lines: PaiLine[] = [];
  const figure = figureOf(key, input, holdingsOf(input), subjectsOf(input), lines);
  return { figure, lines };
}
