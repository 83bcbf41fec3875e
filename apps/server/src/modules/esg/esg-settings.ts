import { DEFAULT_PILLAR_WEIGHTS, defaultThemeWeights, type EsgPillar } from '@prisme/domain';
import {
  activeForcedRatings,
  type ClimateTarget,
  type EsgForcedRating,
  type EsgModel,
  type EsgSettings,
} from '@prisme/engine';
import type { Executor } from '../../db/client';
import {
  loadIssuerClimate,
  loadIssuerTargets,
  loadIssuerThemeScores,
  loadSecurityThemeScores,
  loadSovereignData,
} from './esg-data-repository';
import { esgScaleMax } from './esg-scale';
import {
  findNoteExceptions,
  findPillarWeights,
  findThemeWeights,
  type NoteExceptionRow,
} from './repository';

/** The model of the user's saved weights for a client, else the defaults (issue 15). */
export async function loadEsgModel(
  db: Executor,
  userId: string,
  roleCode: string,
): Promise<EsgModel> {
  const pillarWeights = (await findPillarWeights(db, userId)) ?? DEFAULT_PILLAR_WEIGHTS;
  const saved = await findThemeWeights(db, roleCode, userId);
  const rows = saved.length
    ? saved.map((r) => ({
        sector: r.sectorCode,
        pillar: r.pillar as EsgPillar,
        theme: r.themeId,
        ratio: r.ratio,
      }))
    : defaultThemeWeights().map((t) => ({
        sector: t.codificationID,
        pillar: t.pilierID,
        theme: t.themeID,
        ratio: t.ratios,
      }));
  const themeWeights: Record<string, Partial<Record<EsgPillar, Record<string, number>>>> = {};
  for (const row of rows) {
    const sector = (themeWeights[row.sector] ??= {});
    (sector[row.pillar] ??= {})[row.theme] = row.ratio;
  }
  return {
    pillarWeights,
    themeWeights,
    minThemeWeight: 0,
  };
}

/** A stored forced rating as the engine reads it (esg-and-liquidity §1.4.1). */
export const forcedRatingOf = (row: NoteExceptionRow): EsgForcedRating & { code: string } => {
  const pillars = Object.fromEntries(
    (
      [
        ['E', row.pillarE],
        ['S', row.pillarS],
        ['G', row.pillarG],
      ] as const
    ).flatMap(([pillar, note]) => (note === null ? [] : [[pillar, note]])),
  ) as Partial<Record<EsgPillar, number>>;
  return {
    code: row.code,
    score: row.note,
    letter: row.letter as EsgForcedRating['letter'],
    pillars,
    validFrom: row.validFrom,
    validTo: row.validTo,
  };
};

/**
 * What an ESG computation needs (issue 15, issue 38): the model and its scale, the
 * client's forced ratings active on the valuation date, and the vendor data of the
 * look-through's issuers, securities (ISIN-level scores) and sovereigns' countries as
 * known at the valuation date.
 */
export async function loadEsgSettings(
  db: Executor,
  scope: { userId: string; roleCode: string; valuationDate: string },
  issuerKeys: readonly string[],
  securities: { codes: readonly string[]; countries: readonly string[] } = {
    codes: [],
    countries: [],
  },
): Promise<EsgSettings> {
  // Independent reads: side by side on PostgreSQL's pool (the embedded database takes
  // them in turn).
  const [model, forced, scores, ownScores, climate, targets, sovereigns] = await Promise.all([
    loadEsgModel(db, scope.userId, scope.roleCode),
    findNoteExceptions(db, scope.roleCode),
    loadIssuerThemeScores(db, issuerKeys, scope.valuationDate),
    loadSecurityThemeScores(db, securities.codes, scope.valuationDate),
    loadIssuerClimate(db, issuerKeys, scope.valuationDate),
    loadIssuerTargets(db, issuerKeys, scope.valuationDate),
    loadSovereignData(db, securities.countries, scope.valuationDate),
  ]);
  const targetsOf = new Map<string, ClimateTarget[]>();
  for (const target of targets) {
    const list = targetsOf.get(target.issuerKey) ?? [];
    list.push(target);
    targetsOf.set(target.issuerKey, list);
  }
  return {
    model,
    scaleMax: esgScaleMax(),
    forcedRatings: activeForcedRatings(forced.map(forcedRatingOf), scope.valuationDate),
    securityThemeScores: new Map(ownScores.map((s) => [s.issuerKey, s.scores])),
    issuerThemeScores: new Map(scores.map((s) => [s.issuerKey, s.scores])),
    sovereignScores: new Map(
      sovereigns.flatMap((s) => (s.esgScore === null ? [] : [[s.country, s.esgScore] as const])),
    ),
    countries: new Map(
      sovereigns.map((s) => [
        s.country,
        { ghgEmissions: s.ghgEmissions, gdp: s.gdp, gdpPpp: s.gdpPpp },
      ]),
    ),
    climate: new Map(
      climate.map((c) => [
        c.issuerKey,
        {
          scope12: c.scope12Emissions,
          scope3: c.scope3Emissions,
          revenue: c.revenue,
          evic: c.evic,
          marketCap: c.marketCap,
          enterpriseValue: c.enterpriseValue,
          cash: c.cash,
          totalAssets: c.totalAssets,
        },
      ]),
    ),
    targets: targetsOf,
    reportingYear: Number(scope.valuationDate.slice(0, 4)),
  };
}
