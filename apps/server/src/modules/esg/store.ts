import { and, eq, inArray } from 'drizzle-orm';
import type { EsgResult, EsgResultParameters } from '@prisme/domain';
import {
  ESG_SCORED_STATUSES,
  temperatureBySector,
  type EsgOutcome,
  type EsgSettings,
} from '@prisme/engine';
import { bulkInsertInPages } from '../../db/bulk-insert';
import type { Executor } from '../../db/client';
import { esgResults, esgSecurityResults } from '../../db/schema';
import type { PerimeterKey } from '../lookthrough/perimeter-repository';

/** Contributors kept per list, and companies per temperature cell: the rest is in the lines. */
const KEPT = 20;

const finite = (x: number) => (Number.isFinite(x) ? x : null);

/** A record with each value mapped, keys kept. */
const mapValues = <K extends string, V, W>(
  record: Readonly<Record<K, V>>,
  map: (value: V) => W,
): Record<K, W> =>
  Object.fromEntries(Object.entries<V>(record).map(([key, value]) => [key, map(value)])) as Record<
    K,
    W
  >;

/**
 * The model and forced ratings of a computation as its result records them (issue 18: an
 * archive reads the same whatever the parameters become).
 */
export function esgResultParameters(
  settings: Pick<EsgSettings, 'model' | 'forcedRatings' | 'scaleMax'>,
): EsgResultParameters {
  const { pillarWeights, themeWeights } = settings.model;
  return {
    pillarWeights: { ...pillarWeights },
    themeWeights: mapValues(themeWeights, (pillars) =>
      Object.fromEntries(
        Object.entries(pillars).map(([pillar, themes]) => [pillar, { ...themes }]),
      ),
    ),
    forcedRatings: [...settings.forcedRatings].map(([code, rating]) => ({
      code,
      note: rating.score ?? null,
      letter: rating.letter ?? null,
      noteE: rating.pillars?.E ?? null,
      noteS: rating.pillars?.S ?? null,
      noteG: rating.pillars?.G ?? null,
    })),
    scaleMax: settings.scaleMax ?? 10,
  };
}

/** The stored and answered ESG result of a computation (the domain's EsgResult). */
export function esgPayload(
  outcome: EsgOutcome,
  meta: {
    perimeterId: string;
    roleCode: string;
    valuationDate: string;
    computedAt: Date;
    /** What it was computed with; recorded in the result. */
    settings?: Pick<EsgSettings, 'model' | 'forcedRatings' | 'scaleMax'>;
  },
): EsgResult {
  const { portfolio, carbon } = outcome;
  const metric = (m: EsgOutcome['carbon']['waci']) => ({
    ...m,
    value: finite(m.value),
    coverage: finite(m.coverage),
  });
  const contributions = portfolio.contributions;
  return {
    perimeterID: meta.perimeterId,
    rolename: meta.roleCode,
    valuationDate: meta.valuationDate,
    computedAt: meta.computedAt.toISOString(),
    portfolio: {
      score: finite(portfolio.portfolio.score),
      letter: portfolio.portfolio.letter,
      coverage: finite(portfolio.portfolio.coverage),
      eligibleValue: portfolio.portfolio.eligibleValue,
      coveredValue: portfolio.portfolio.coveredValue,
    },
    pillars: mapValues(portfolio.pillars, finite),
    themes: mapValues(portfolio.themes, finite),
    forcedShare: finite(portfolio.forcedShare),
    letters: mapValues(portfolio.letters, finite),
    sovereign: {
      score: finite(portfolio.sovereign.score),
      letter: portfolio.sovereign.letter,
      coverage: finite(portfolio.sovereign.coverage),
      eligibleValue: portfolio.sovereign.eligibleValue,
      coveredValue: portfolio.sovereign.coveredValue,
    },
    byStatus: portfolio.byStatus,
    bestContributors: [...contributions]
      .sort((a, b) => b.score - a.score || b.value - a.value)
      .slice(0, KEPT),
    worstContributors: [...contributions]
      .sort((a, b) => a.score - b.score || b.value - a.value)
      .slice(0, KEPT),
    carbon: {
      financedScope12: metric(carbon.financedScope12),
      financedScope123: metric(carbon.financedScope123),
      carbonFootprint: metric(carbon.carbonFootprint),
      waci: metric(carbon.waci),
      pai3: metric(carbon.pai3),
      pai15: metric(carbon.pai15),
      financedSovereign: metric(carbon.financedSovereign),
      totalValue: carbon.totalValue,
    },
    temperature: mapValues(outcome.temperature, (scopes) =>
      mapValues(scopes, (methods) =>
        mapValues(methods, (cell) => ({
          score: finite(cell.score),
          defaultInfluence: finite(cell.defaultInfluence),
          excludedCompanies: cell.excluded.length,
          top: cell.contributions.slice(0, KEPT).map((c) => {
            const company = outcome.companyInfo[c.key];
            return { ...c, name: company?.name ?? null, sector: company?.sector ?? '' };
          }),
          bySector: temperatureBySector(cell.contributions, outcome.companyInfo),
        })),
      ),
    ),
    breakdowns: mapValues(outcome.breakdowns, (groups) =>
      groups.map((group) => ({
        ...group,
        coverage: finite(group.coverage),
        score: finite(group.score),
      })),
    ),
    companies: outcome.companies,
    companiesWithTargets: outcome.companiesWithTargets,
    temperaturePerimeter: {
      ...outcome.temperaturePerimeter,
      share: finite(outcome.temperaturePerimeter.share),
    },
    ...(meta.settings && { parameters: esgResultParameters(meta.settings) }),
  };
}

const SCORED = new Set<string>(ESG_SCORED_STATUSES);

/** Writes an ESG result's row, in the transaction that publishes its perimeter. */
export async function storeEsgResult(tx: Executor, payload: EsgResult): Promise<void> {
  await tx.insert(esgResults).values({
    roleCode: payload.rolename,
    perimeterId: payload.perimeterID,
    computedAt: new Date(payload.computedAt),
    score: payload.portfolio.score,
    coverage: payload.portfolio.coverage,
    result: payload,
  });
}

/**
 * Writes each held security's ESG status, score and letter; `instrument` is the
 * look-through lines' security column (the securities with lines are written). A line's
 * « short » is derived when read.
 */
export async function storeEsgSecurities(
  db: Executor,
  owner: PerimeterKey,
  outcome: EsgOutcome,
  instrument: Int32Array,
): Promise<void> {
  const { roleCode, perimeterId } = owner;
  const { securities } = outcome.portfolio;
  const held = new Uint8Array(securities.length);
  const lines = outcome.portfolio.lineStatus.length;
  for (let line = 0; line < lines; line++) held[instrument[line]!] = 1;
  const rows: (typeof esgSecurityResults.$inferInsert)[] = [];
  securities.forEach((security, instrumentNo) => {
    if (!held[instrumentNo]) return;
    const scored = SCORED.has(security.status) && security.letter !== null;
    rows.push({
      roleCode,
      perimeterId,
      instrumentNo,
      status: security.status,
      score: scored ? security.score : null,
      letter: scored ? security.letter : null,
    });
  });
  await bulkInsertInPages(db, esgSecurityResults, rows);
}

export async function findEsgResult(
  db: Executor,
  perimeterId: string,
  roleCodes: readonly string[] | undefined,
): Promise<EsgResult | undefined> {
  const byId = eq(esgResults.perimeterId, perimeterId);
  const [row] = await db
    .select({ result: esgResults.result })
    .from(esgResults)
    .where(roleCodes ? and(byId, inArray(esgResults.roleCode, [...roleCodes])) : byId);
  return row?.result as EsgResult | undefined;
}
