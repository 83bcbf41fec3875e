import path from 'node:path';
import { readdir } from 'node:fs/promises';
import type { Database } from '../../apps/server/src/db/client';
import {
  compartments,
  portfolios,
  scrReferences,
  yieldCurvePoints,
} from '../../apps/server/src/db/schema';
import { seedDemoAccounts } from '../../apps/server/src/seed/demo-accounts';
import { LAST_DATE } from '../../apps/server/src/seed/demo-data/calendar';
import {
  CURVE_DATE,
  EUR_CURVE_ID,
  eurCurve20241231,
} from '../../apps/server/src/seed/demo-data/eur-curve';
import { compartmentLabel, portfolioPlans } from '../../apps/server/src/seed/demo-data/portfolios';
import { generateScaleFiles, type ScaleSummary } from '../../apps/server/src/seed/scale';
import { DEMO_PASSWORD } from '../support/portal';

/**
 * The crash tests' data: the scale generator's case (apps/server/src/seed/scale), small.
 * The database gets, before the server first starts, what no file brings: the demo
 * accounts and roles, the analyste's client's portfolios and compartments, the EIOPA
 * reference and curve of the date; the securities, TPT files and inventory are then
 * sent through « Intégration » like a user's.
 */
export const ROLE = 'Client.DEMO1';
const plans = portfolioPlans(ROLE);

/** The whole perimeter of the case, as the analyste asks it. */
export const PERIMETER = {
  rolename: ROLE,
  valuationDate: LAST_DATE,
  portfolios: plans.map((p) => p.row.code),
  compartments: [...new Set(plans.flatMap((p) => p.compartments))],
  lookThroughLevel: 'FULL' as const,
};

export interface CaseFiles {
  summary: ScaleSummary;
  securities: string;
  inventory: string;
  /** The TPT files, in order: all but the last are taken in before the import is killed. */
  tpt: string[];
}

/** Writes the case's files: about `lines` look-through lines, TPT in files of ~`tptRows`. */
export async function writeCaseFiles(
  outDir: string,
  lines: number,
  tptRows: number,
): Promise<CaseFiles> {
  const summary = await generateScaleFiles({ lines, outDir, rowsPerFile: tptRows });
  const tptDir = path.join(outDir, 'tpt');
  const tpt = (await readdir(tptDir)).sort().map((name) => path.join(tptDir, name));
  return {
    summary,
    securities: path.join(outDir, 'securities.csv'),
    inventory: path.join(outDir, 'inventory.csv'),
    tpt,
  };
}

/** What the database needs before the server starts (no demo data). */
export async function prepareDatabase(db: Database): Promise<void> {
  await seedDemoAccounts(db, DEMO_PASSWORD);
  await db.insert(portfolios).values(plans.map((p) => p.row));
  await db.insert(compartments).values(
    plans.flatMap((p) =>
      p.compartments.map((code) => ({
        roleCode: ROLE,
        portfolioCode: p.row.code,
        code,
        label: compartmentLabel(code),
      })),
    ),
  );
  const symmetricAdjustment = 0.0277;
  await db.insert(scrReferences).values({
    referenceDate: LAST_DATE,
    symmetricAdjustment,
    type1Stress: 0.39 + symmetricAdjustment,
    type2Stress: 0.49 + symmetricAdjustment,
    yieldCurveId: EUR_CURVE_ID,
  });
  await db.insert(yieldCurvePoints).values(
    eurCurve20241231().map((p) => ({
      curveId: EUR_CURVE_ID,
      currency: 'EUR',
      curveDate: CURVE_DATE,
      maturity: p.maturity,
      rate: p.rate,
      synthetic: p.synthetic,
    })),
  );
}
