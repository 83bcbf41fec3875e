import { sql } from 'drizzle-orm';
import type { ClimateTarget } from '@prisme/engine';
import { queryRows, type Executor } from '../../db/client';

/**
 * The vendor data the ESG computation weighs, for the issuers of a perimeter's
 * look-through, as known at its valuation date: each issuer's latest theme scores, latest
 * climate figures and latest target set on or before that date. A look-through line names
 * its issuer by LEI when the referential knows one, else by the issuer's code
 * (engine-input.ts): the data are answered under both keys.
 */
export interface IssuerThemeScores {
  issuerKey: string;
  asOf: string;
  /** Theme id → score 0–10; themes the vendor left out are absent. */
  scores: Record<string, number>;
}

export interface IssuerClimate {
  issuerKey: string;
  asOf: string;
  carbonIntensity: number | null;
  impliedTemperature: number | null;
  scope12Emissions: number | null;
  scope3Emissions: number | null;
  revenue: number | null;
  evic: number | null;
  marketCap: number | null;
  enterpriseValue: number | null;
  cash: number | null;
  totalAssets: number | null;
}

/** A target as the temperature engine reads it, with its issuer, reference and the rest of its row. */
export interface IssuerTarget extends ClimateTarget {
  issuerKey: string;
  targetRef: string;
  baseYearGhgS3: number | null;
  sbtiValidated: boolean;
}

/**
 * Each wanted key with the codes the vendor data may use for it: the key itself, and the
 * code of the issuer whose LEI it is (equality joins only, so they hash on many keys).
 */
export const keysOf = (issuerKeys: readonly string[]) => sql`
  with wanted(key) as (select unnest(${sql.param([...issuerKeys])}::text[])),
  keyed as (
    select w.key, w.key as code from wanted w
    union
    select w.key, i.code from wanted w join issuers i on i.lei = w.key
  )`;

export async function loadIssuerThemeScores(
  db: Executor,
  issuerKeys: readonly string[],
  valuationDate: string,
): Promise<IssuerThemeScores[]> {
  if (!issuerKeys.length) return [];
  const rows = await queryRows<{ key: string; as_of: string; theme_id: string; score: number }>(
    db,
    // The latest scores of each key, ranked in one pass (as the targets): joined back to
    // the keys a second time, PGlite looped over them, 126 s for the demo's 1,900 issuers.
    sql`${keysOf(issuerKeys)},
      ranked as (
        select k.key, e.as_of, e.theme_id, e.score,
          rank() over (partition by k.key order by e.as_of desc) as recency
        from keyed k join esg_scores e
          on e.issuer_code = k.code and e.isin = '' and e.as_of <= ${valuationDate}
      )
      select key, as_of::text as as_of, theme_id, score
      from ranked
      where recency = 1
      order by key, theme_id`,
  );
  return themeScoresOf(rows);
}

/** Rows of (key, date, theme, score) gathered by key. */
function themeScoresOf(
  rows: readonly { key: string; as_of: string; theme_id: string; score: number }[],
): IssuerThemeScores[] {
  const byKey = new Map<string, IssuerThemeScores>();
  for (const row of rows) {
    let entry = byKey.get(row.key);
    if (!entry) byKey.set(row.key, (entry = { issuerKey: row.key, asOf: row.as_of, scores: {} }));
    entry.scores[row.theme_id] = row.score;
  }
  return [...byKey.values()];
}

/**
 * The latest theme scores of each security by its ISIN (esg-and-liquidity §1.4.3 item 2:
 * before its issuer's), as known at the valuation date; `issuerKey` is the ISIN.
 */
export async function loadSecurityThemeScores(
  db: Executor,
  codes: readonly string[],
  valuationDate: string,
): Promise<IssuerThemeScores[]> {
  if (!codes.length) return [];
  const rows = await queryRows<{ key: string; as_of: string; theme_id: string; score: number }>(
    db,
    sql`with wanted(key) as (select unnest(${sql.param([...codes])}::text[])),
      ranked as (
        select w.key, e.as_of, e.theme_id, e.score,
          rank() over (partition by w.key order by e.as_of desc) as recency
        from wanted w join esg_scores e on e.isin = w.key and e.as_of <= ${valuationDate}
      )
      select key, as_of::text as as_of, theme_id, score
      from ranked
      where recency = 1
      order by key, theme_id`,
  );
  return themeScoresOf(rows);
}

/** A country's latest sovereign data at the valuation date (§1.5.4, §1.6.2-1.6.3). */
export interface SovereignFigures {
  country: string;
  asOf: string;
  esgScore: number | null;
  ghgEmissions: number | null;
  gdp: number | null;
  gdpPpp: number | null;
}

export async function loadSovereignData(
  db: Executor,
  countries: readonly string[],
  valuationDate: string,
): Promise<SovereignFigures[]> {
  if (!countries.length) return [];
  return queryRows<SovereignFigures>(
    db,
    sql`select distinct on (s.country) s.country, s.as_of::text as "asOf",
        s.esg_score as "esgScore", s.ghg_emissions as "ghgEmissions", s.gdp, s.gdp_ppp as "gdpPpp"
      from sovereign_data s
      where s.country = any(${sql.param([...countries])}::text[]) and s.as_of <= ${valuationDate}
      order by s.country, s.as_of desc`,
  );
}

export async function loadIssuerClimate(
  db: Executor,
  issuerKeys: readonly string[],
  valuationDate: string,
): Promise<IssuerClimate[]> {
  if (!issuerKeys.length) return [];
  return queryRows<IssuerClimate>(
    db,
    sql`${keysOf(issuerKeys)}
      select distinct on (k.key)
        k.key as "issuerKey", c.as_of::text as "asOf",
        c.carbon_intensity as "carbonIntensity", c.implied_temperature as "impliedTemperature",
        c.scope12_emissions as "scope12Emissions", c.scope3_emissions as "scope3Emissions",
        c.revenue, c.evic, c.market_cap as "marketCap",
        c.enterprise_value as "enterpriseValue", c.cash, c.total_assets as "totalAssets"
      from keyed k join climate_data c on c.issuer_code = k.code and c.as_of <= ${valuationDate}
      order by k.key, c.as_of desc`,
  );
}

export async function loadIssuerTargets(
  db: Executor,
  issuerKeys: readonly string[],
  valuationDate: string,
): Promise<IssuerTarget[]> {
  if (!issuerKeys.length) return [];
  return queryRows<IssuerTarget>(
    db,
    // The latest target set of each key, ranked in one pass: a second reference to the
    // keys (max per key, then joined back) was planned as a nested loop over them, 3.6 s
    // for 3,000 issuers on PostgreSQL (bench:esg).
    sql`${keysOf(issuerKeys)},
      ranked as (
        select k.key, t.*, rank() over (partition by k.key order by t.as_of desc) as recency
        from keyed k join climate_targets t on t.issuer_code = k.code and t.as_of <= ${valuationDate}
      )
      select t.key as "issuerKey", t.target_ref as "targetRef", t.target_type as "targetType",
        t.intensity_metric as "intensityMetric", t.scope,
        t.coverage_s1 as "coverageS1", t.coverage_s2 as "coverageS2", t.coverage_s3 as "coverageS3",
        t.reduction_ambition as "reductionAmbition", t.base_year as "baseYear",
        t.start_year as "startYear", t.end_year as "endYear",
        t.achieved_reduction as "achievedReduction",
        t.base_year_ghg_s1 as "baseYearGhgS1", t.base_year_ghg_s2 as "baseYearGhgS2",
        t.base_year_ghg_s3 as "baseYearGhgS3", t.sbti_validated as "sbtiValidated"
      from ranked t
      where t.recency = 1
      order by t.key, t.target_ref`,
  );
}
