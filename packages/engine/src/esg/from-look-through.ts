import { cicCategory, cicCategoryInfo, type CicCategoryCode } from '@prisme/domain';
import { naceSection } from '../lookthrough/nace-sections';
import { axisLabel } from '../lookthrough/summary-axes';
import type { LookThroughInput, LookThroughResult } from '../lookthrough/types';
import { esgBreakdown, groupIndex, type EsgGroup } from './breakdowns';
import {
  computeCarbonMetrics,
  type CarbonResult,
  type CountryClimateFigures,
  type IssuerClimateFigures,
} from './carbon';
import {
  computeEsgPortfolio,
  type EsgAssetKind,
  type EsgForcedRating,
  type EsgPortfolioResult,
  type EsgSecurity,
} from './portfolio';
import type { EsgModel } from './security-score';
import {
  AGGREGATION_METHODS,
  companyTemperatureScores,
  portfolioTemperature,
  TEMPERATURE_SCOPES,
  TIME_FRAMES,
  type AggregationMethod,
  type ClimateTarget,
  type PortfolioTemperature,
  type TemperatureHolding,
  type TemperatureScope,
  type TimeFrame,
} from './temperature';

/** What the server loads for an ESG computation (modules/esg): parameters and vendor data. */
export interface EsgSettings {
  model: EsgModel;
  /** The scale's top, 10 or 100 (§1.4.1): the scores' scale, as the feed sets it. */
  scaleMax?: number;
  /** The client's forced ratings active on the valuation date, by security code. */
  forcedRatings: ReadonlyMap<string, EsgForcedRating>;
  /** Vendor theme scores of securities by ISIN, before their issuer's (§1.4.3 item 2). */
  securityThemeScores?: ReadonlyMap<string, Readonly<Record<string, number>>>;
  issuerThemeScores: ReadonlyMap<string, Readonly<Record<string, number>>>;
  /** Sovereign scores by country (§1.5.4 option (a)). */
  sovereignScores?: ReadonlyMap<string, number>;
  /** Country → emissions and GDPs, for PAI 15 and the PCAF sovereign attribution. */
  countries?: ReadonlyMap<string, CountryClimateFigures>;
  /** Issuer key → climate figures (M€, tCO2e) with the weighting methods' financials. */
  climate: ReadonlyMap<
    string,
    IssuerClimateFigures & {
      marketCap: number | null;
      enterpriseValue: number | null;
      cash: number | null;
      totalAssets: number | null;
    }
  >;
  targets: ReadonlyMap<string, readonly ClimateTarget[]>;
  /** The year the temperature's time frames count from (the valuation date's). */
  reportingYear: number;
}

/**
 * What a line is for the ESG analysis, from its CIC category (data-standards §1.2) and
 * the issuer flags: government bonds (1) and flagged governments and supranationals are
 * sovereigns; cash and deposits (7) cash; A-F derivatives; a fund (4) kept whole a fund;
 * mortgages and loans (8) and property (9) other assets; the rest corporate.
 */
export function esgKindOf(
  cic: string | null,
  isGovernment: boolean,
  isSupranational: boolean,
): EsgAssetKind {
  if (isGovernment || isSupranational) return 'sovereign';
  const category = cic ? cicCategory(cic) : undefined;
  if (category === undefined) return 'corporate';
  if (cicCategoryInfo(category).derivative) return 'derivative';
  return CATEGORY_KINDS[category] ?? 'corporate';
}

/** The CIC categories (data-standards §1.2) that are not corporate exposures. */
const CATEGORY_KINDS: Partial<Record<CicCategoryCode, EsgAssetKind>> = {
  '1': 'sovereign',
  '4': 'fund',
  '7': 'cash',
  '8': 'other',
  '9': 'other',
};

/** A security's sector keys, most precise first: NACE class, NACE division, section, GICS sector. */
export function esgSectorKeys(naceCode: string | null, gicsSector: string | null): string[] {
  const keys: string[] = [];
  if (naceCode) {
    const code = naceCode.toUpperCase();
    for (let length = code.length; length >= 1; length--) keys.push(code.slice(0, length));
  }
  if (gicsSector) keys.push(gicsSector);
  return [...new Set(keys)];
}

/** The issuers of a look-through's instruments: those whose ESG and climate data are read. */
export const esgIssuerKeys = (input: Pick<LookThroughInput, 'instruments'>): string[] => [
  ...new Set(input.instruments.flatMap((i) => (i.issuerCode ? [i.issuerCode] : []))),
];

/**
 * What else the ESG feed reads for a look-through: the codes of its instruments (their
 * ISIN-level scores, §1.4.3 item 2) and the countries of its sovereigns (§1.5.4, §1.6.3).
 */
export const esgSecurityKeys = (input: {
  instruments: readonly Pick<
    LookThroughInput['instruments'][number],
    'code' | 'cic' | 'country' | 'isGovernment' | 'isSupranational'
  >[];
}): { codes: string[]; countries: string[] } => ({
  codes: [...new Set(input.instruments.map((i) => i.code))],
  countries: [
    ...new Set(
      input.instruments.flatMap((i) =>
        i.country && esgKindOf(i.cic, i.isGovernment, i.isSupranational) === 'sovereign'
          ? [i.country]
          : [],
      ),
    ),
  ],
});

/** The companies' temperature contributions summed by their NACE section, largest first. */
export function temperatureBySector(
  contributions: PortfolioTemperature['contributions'],
  companyInfo: EsgOutcome['companyInfo'],
) {
  const sectors = new Map<
    string,
    {
      key: string;
      label: string;
      companies: number;
      weight: number;
      contribution: number;
      relative: number;
    }
  >();
  for (const c of contributions) {
    const company = companyInfo[c.key];
    const key = company?.sector ?? '';
    const sector = sectors.get(key) ?? {
      key,
      label: company?.sectorLabel ?? key,
      companies: 0,
      weight: 0,
      contribution: 0,
      relative: 0,
    };
    sector.companies += 1;
    sector.weight += c.weight;
    sector.contribution += c.contribution;
    sector.relative += c.relative;
    sectors.set(key, sector);
  }
  return [...sectors.values()].sort((a, b) => b.contribution - a.contribution);
}

export const ESG_BREAKDOWN_KEYS = ['portfolio', 'sector', 'country'] as const;
export type EsgBreakdownKey = (typeof ESG_BREAKDOWN_KEYS)[number];

export interface EsgOutcome {
  portfolio: EsgPortfolioResult;
  carbon: CarbonResult;
  /** Time frame → scope → method → the portfolio's temperature. */
  temperature: Record<
    TimeFrame,
    Record<TemperatureScope, Record<AggregationMethod, PortfolioTemperature>>
  >;
  /** The portfolio's figures by portfolio, NACE section and country of the lines. */
  breakdowns: Record<EsgBreakdownKey, EsgGroup[]>;
  /** Each temperature company (issuer key): its name and NACE section with its label. */
  companyInfo: Record<string, { name: string | null; sector: string; sectorLabel: string }>;
  /** Companies scored on a target (not the default) in the mid time frame, S1S2. */
  companiesWithTargets: number;
  companies: number;
  /**
   * The temperature's perimeter (§2.6): every long corporate line with an issuer, a company
   * without a valid target at the default score. Its value, its share of all investments
   * (NaN for an empty portfolio), and the companies scored at the default everywhere.
   */
  temperaturePerimeter: { value: number; share: number; companiesAtDefault: number };
}

/**
 * The ESG analysis of a look-through (issue 15): scores, carbon metrics and the implied
 * temperature of the long corporate lines, aggregated by issuer.
 */
export function computeEsgOfLookThrough(
  result: LookThroughResult,
  input: LookThroughInput,
  settings: EsgSettings,
): EsgOutcome {
  const securities: EsgSecurity[] = input.instruments.map((instrument) => ({
    code: instrument.code,
    kind: esgKindOf(instrument.cic, instrument.isGovernment, instrument.isSupranational),
    issuerKey: instrument.issuerCode,
    sectorKeys: esgSectorKeys(instrument.naceCode, instrument.gicsSector),
    country: instrument.country,
  }));
  const { instrument, exposureRc } = result.lines;
  const lines = {
    security: instrument.subarray(0, result.count),
    marketValue: exposureRc.subarray(0, result.count),
  };
  const portfolio = computeEsgPortfolio({
    model: settings.model,
    securities,
    lines,
    securityThemeScores: settings.securityThemeScores,
    issuerThemeScores: settings.issuerThemeScores,
    forcedRatings: settings.forcedRatings,
    ...(settings.sovereignScores && { sovereignScores: settings.sovereignScores }),
    ...(settings.scaleMax !== undefined && { scaleMax: settings.scaleMax }),
  });
  // Line-proportional work is done once per line, in typed arrays; everything that is
  // linear in the value (carbon, the temperature's holdings) is summed per security first.
  const { root } = result.lines;
  const ofSecurity = (keyOf: (index: number) => string) =>
    groupIndex(input.instruments.map((_instrument, index) => keyOf(index)));
  const byPortfolio = groupIndex(input.positions.map((position) => position.portfolioCode));
  const bySector = ofSecurity((s) => naceSection(input.instruments[s]!.naceCode) ?? '');
  const byCountry = ofSecurity((s) => input.instruments[s]!.country ?? '');
  const breakdowns: EsgOutcome['breakdowns'] = {
    portfolio: esgBreakdown(
      portfolio,
      lines,
      { keys: byPortfolio.keys, ofLine: (line) => byPortfolio.of[root[line]!]! },
      (key) => key,
    ),
    // The NACE section (its letter), the level of the sector list of the parameters.
    sector: esgBreakdown(
      portfolio,
      lines,
      { keys: bySector.keys, ofLine: (line) => bySector.of[lines.security[line]!]! },
      (key) => axisLabel('sector', key),
    ),
    country: esgBreakdown(
      portfolio,
      lines,
      { keys: byCountry.keys, ofLine: (line) => byCountry.of[lines.security[line]!]! },
      (key) => axisLabel('country', key),
    ),
  };
  // Each security's long and short values: the carbon metrics and the temperature take
  // the long corporate lines, and every line's value for « all investments ».
  const long = new Float64Array(securities.length);
  const other = new Float64Array(securities.length);
  for (let i = 0; i < result.count; i++) {
    const s = lines.security[i]!;
    const value = lines.marketValue[i]!;
    if (value > 0) long[s] = long[s]! + value;
    else other[s] = other[s]! + value;
  }
  const carbon = computeCarbonMetrics({
    lines: {
      marketValue: Float64Array.from([...long, ...other]),
      kind: [...securities, ...securities].map((security) => security.kind),
      issuer: [...securities, ...securities].map((security) => security.issuerKey),
      country: [...securities, ...securities].map((security) => security.country ?? null),
    },
    climate: settings.climate,
    ...(settings.countries && { countries: settings.countries }),
  });
  // The temperature's companies: the long corporate lines, summed by issuer (§2.6).
  const held = new Map<string, number>();
  const isic = new Map<string, string | null>();
  const companyInfo: EsgOutcome['companyInfo'] = {};
  securities.forEach((security, s) => {
    const value = long[s]!;
    if (security.kind !== 'corporate' || value <= 0 || !security.issuerKey) return;
    held.set(security.issuerKey, (held.get(security.issuerKey) ?? 0) + value);
    if (!isic.has(security.issuerKey)) {
      const instrument = input.instruments[s]!;
      const sector = naceSection(instrument.naceCode) ?? '';
      isic.set(security.issuerKey, instrument.naceCode);
      companyInfo[security.issuerKey] = {
        name: instrument.issuerName,
        sector,
        sectorLabel: axisLabel('sector', sector),
      };
    }
  });
  let companiesWithTargets = 0;
  let companiesAtDefault = 0;
  let perimeterValue = 0;
  const holdings: TemperatureHolding[] = [...held].map(([key, value]) => {
    const figures = settings.climate.get(key);
    const emissions = { scope12: figures?.scope12 ?? null, scope3: figures?.scope3 ?? null };
    const scores = companyTemperatureScores(
      settings.targets.get(key) ?? [],
      emissions,
      isic.get(key) ?? null,
      settings.reportingYear,
    );
    if (scores.mid.S1S2.defaultShare === 0) companiesWithTargets += 1;
    if (
      TIME_FRAMES.every((f) => scores[f].S1S2.defaultShare === 1 && scores[f].S3.defaultShare === 1)
    )
      companiesAtDefault += 1;
    perimeterValue += value;
    return {
      key,
      value,
      scores,
      emissions,
      marketCap: figures?.marketCap ?? null,
      enterpriseValue: figures?.enterpriseValue ?? null,
      cash: figures?.cash ?? null,
      evic: figures?.evic ?? null,
      totalAssets: figures?.totalAssets ?? null,
      revenue: figures?.revenue ?? null,
    };
  });
  const temperature = Object.fromEntries(
    TIME_FRAMES.map((frame) => [
      frame,
      Object.fromEntries(
        TEMPERATURE_SCOPES.map((scope) => [
          scope,
          Object.fromEntries(
            AGGREGATION_METHODS.map((method) => [
              method,
              portfolioTemperature(holdings, frame, scope, method),
            ]),
          ),
        ]),
      ),
    ]),
  ) as EsgOutcome['temperature'];
  return {
    portfolio,
    carbon,
    temperature,
    breakdowns,
    companyInfo,
    companiesWithTargets,
    companies: holdings.length,
    temperaturePerimeter: {
      value: perimeterValue,
      share: carbon.totalValue > 0 ? perimeterValue / carbon.totalValue : NaN,
      companiesAtDefault,
    },
  };
}
