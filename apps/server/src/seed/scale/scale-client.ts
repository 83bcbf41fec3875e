import { compartments, portfolios, scrReferences, yieldCurvePoints } from '../../db/schema';
import type { Database } from '../../db/client';
import { seedDemoAccounts } from '../demo-accounts';
import { LAST_DATE } from '../demo-data/calendar';
import { CURVE_DATE, EUR_CURVE_ID, eurCurve20241231 } from '../demo-data/eur-curve';
import { compartmentLabel, portfolioPlans } from '../demo-data/portfolios';

/**
 * What the scale case needs in the database that no generated file brings, shared by the
 * benches (bench/scale-database.ts) and the crash tests (e2e/crash/scale-case.ts): the
 * demo accounts, the analyste's client with its portfolios and compartments, and the
 * EIOPA reference and curve of the date the SCR reads.
 */
export const SCALE_ROLE = 'Client.DEMO1';
export const scalePlans = portfolioPlans(SCALE_ROLE);

/** The whole scale perimeter, as the analyste asks it. */
export const scalePerimeter = {
  rolename: SCALE_ROLE,
  valuationDate: LAST_DATE,
  portfolios: scalePlans.map((p) => p.row.code),
  compartments: [...new Set(scalePlans.flatMap((p) => p.compartments))],
  lookThroughLevel: 'FULL' as const,
};

/** The demo accounts (with `password`), and the client's portfolios and compartments. */
export async function writeScaleClient(db: Database, password: string): Promise<void> {
  await seedDemoAccounts(db, password);
  await db.insert(portfolios).values(scalePlans.map((p) => p.row));
  await db.insert(compartments).values(
    scalePlans.flatMap((p) =>
      p.compartments.map((code) => ({
        roleCode: SCALE_ROLE,
        portfolioCode: p.row.code,
        code,
        label: compartmentLabel(code),
      })),
    ),
  );
}

/**
 * The EIOPA reference of the date with `symmetricAdjustment` (any value does for speed and
 * crash tests), and the published 31/12/2024 EUR curve.
 */
export async function writeScaleReference(
  db: Database,
  symmetricAdjustment: number,
): Promise<void> {
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
