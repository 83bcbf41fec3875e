import { DEFAULT_PILLAR_WEIGHTS, defaultThemeWeights, type EsgPillar } from '@prisme/domain';
import type { ClimateTarget, EsgModel, EsgSettings } from '@prisme/engine';
import type { Executor } from '../../db/client';
import { loadIssuerClimate, loadIssuerTargets, loadIssuerThemeScores } from './esg-data-repository';
import { findNoteExceptions, findPillarWeights, findThemeWeights } from './repository';

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

/**
 * What an ESG computation needs (issue 15): the model, the client's forced ratings, and
 * the vendor data of the look-through's issuers as known at the valuation date.
 */
export async function loadEsgSettings(
  db: Executor,
  scope: { userId: string; roleCode: string; valuationDate: string },
  issuerKeys: readonly string[],
): Promise<EsgSettings> {
  // Five independent reads: side by side on PostgreSQL's pool (the embedded database
  // takes them in turn).
  const [model, forced, scores, climate, targets] = await Promise.all([
    loadEsgModel(db, scope.userId, scope.roleCode),
    findNoteExceptions(db, scope.roleCode),
    loadIssuerThemeScores(db, issuerKeys, scope.valuationDate),
    loadIssuerClimate(db, issuerKeys, scope.valuationDate),
    loadIssuerTargets(db, issuerKeys, scope.valuationDate),
  ]);
  const targetsOf = new Map<string, ClimateTarget[]>();
  for (const target of targets) {
    const list = targetsOf.get(target.issuerKey) ?? [];
    list.push(target);
    targetsOf.set(target.issuerKey, list);
  }
  return {
    model,
    forcedRatings: new Map(forced.map((f) => [f.code, f.note])),
    issuerThemeScores: new Map(scores.map((s) => [s.issuerKey, s.scores])),
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
