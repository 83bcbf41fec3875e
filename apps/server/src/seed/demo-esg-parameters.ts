import { count, eq, sql } from 'drizzle-orm';
import { ESG_THEMES, defaultThemeWeights, type EsgThemeWeight } from '@prisme/domain';
import { queryRows, type Executor } from '../db/client';
import { firstPortfolioCodes } from './demo-data/portfolios';
import {
  esgNoteExceptions,
  esgThemeWeights,
  idpCredentials,
  integrationLog,
  sectors,
  users,
} from '../db/schema';
import { DEMO_SENDER } from './demo-data/integration-log';

/**
 * Sectors with theme weights of their own in the demo (GICS; esg-and-liquidity §1.2:
 * energy, utilities and materials weigh climate more, financials product liability):
 * energy is the reference's worked example (§1.4.4).
 */
const SECTOR_OVERRIDES: Record<string, Record<string, number>> = {
  '10': {
    CLIMATE_CHANGE: 0.6,
    NATURAL_CAPITAL: 0.1,
    POLLUTION_WASTE: 0.25,
    ENV_OPPORTUNITIES: 0.05,
  },
  '55': { CLIMATE_CHANGE: 0.5, NATURAL_CAPITAL: 0.1, POLLUTION_WASTE: 0.3, ENV_OPPORTUNITIES: 0.1 },
  '40': {
    HUMAN_CAPITAL: 0.3,
    PRODUCT_LIABILITY: 0.4,
    STAKEHOLDER_OPPOSITION: 0.1,
    SOCIAL_OPPORTUNITIES: 0.2,
  },
};

/** The demo analyst's weights for their client: the defaults, and the overrides above. */
function demoThemeWeights(knownSectors: ReadonlySet<string>): EsgThemeWeight[] {
  const overrides = Object.entries(SECTOR_OVERRIDES)
    .filter(([sector]) => knownSectors.has(sector))
    .flatMap(([sector, weights]) =>
      Object.entries(weights).map(([themeID, ratios]) => ({
        pilierID: ESG_THEMES.find((t) => t.id === themeID)!.pillar,
        themeID,
        codificationID: sector,
        ratios,
      })),
    );
  return [...defaultThemeWeights(), ...overrides];
}

/**
 * Per demo client, the largest security its first portfolio (the one the demo perimeter
 * shows) holds directly that the ESG analysis scores: an equity or a corporate bond (CIC
 * 3 or 2; a fund would be looked through) whose issuer has vendor scores. Three simple
 * reads joined here: on a database just written, without statistics, the planner chose a
 * nested loop over positions × securities for the single query (over 30 s).
 */
async function demoForcedRatings(tx: Executor) {
  const held = await queryRows<{ role: string; code: string; value: number }>(
    tx,
    sql`select role_code as role, security_code as code, sum(market_value_rc)::float8 as value
        from positions
        where portfolio_code in (${sql.join(
          firstPortfolioCodes().map((code) => sql`${code}`),
          sql`, `,
        )})
        group by role_code, security_code`,
  );
  const scored = new Set(
    (
      await queryRows<{ issuer: string }>(
        tx,
        sql`select distinct issuer_code as issuer from esg_scores`,
      )
    ).map((row) => row.issuer),
  );
  const eligible = new Map(
    (
      await queryRows<{ code: string; name: string; cic: string; issuer: string | null }>(
        tx,
        sql`select code, name, cic, issuer_code as issuer from securities
            where code_type = '1' and substr(cic, 3, 1) in ('2', '3')`,
      )
    )
      .filter((s) => s.issuer !== null && scored.has(s.issuer))
      .map((s) => [s.code, s]),
  );
  const largest = new Map<string, { code: string; value: number }>();
  for (const h of held) {
    if (!eligible.has(h.code)) continue;
    const best = largest.get(h.role);
    if (!best || h.value > best.value || (h.value === best.value && h.code < best.code))
      largest.set(h.role, h);
  }
  return [...largest].map(([role, { code }]) => ({ role, ...eligible.get(code)! }));
}

/**
 * The demo's ESG parameters, once, on a database that holds the demo data (its log says
 * so): one forced rating per demo client (the largest holding of its first portfolio with
 * vendor scores, forced well below them, so the demo perimeter's results show it) and the analyst's sector theme weights.
 * Answers how many rows it wrote.
 */
export async function seedDemoEsgParameters(tx: Executor): Promise<number> {
  const [demo] = await tx
    .select({ n: count() })
    .from(integrationLog)
    .where(eq(integrationLog.sender, DEMO_SENDER));
  const [existing] = await tx.select({ n: count() }).from(esgNoteExceptions);
  if (!demo?.n || existing?.n) return 0;
  const forced = await demoForcedRatings(tx);
  if (forced.length)
    await tx.insert(esgNoteExceptions).values(
      forced.map((f) => ({
        roleCode: f.role,
        code: f.code,
        position: 0,
        denomination: f.name,
        codeCic: f.cic,
        // With its pillar detail (esg-and-liquidity §1.4.1), so it enters the pillar means.
        note: 2,
        pillarE: 1.5,
        pillarS: 2.5,
        pillarG: 2,
        validFrom: '2023-01-01',
      })),
    );
  const [analyst] = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(idpCredentials, eq(idpCredentials.accountId, users.accountId))
    .where(eq(idpCredentials.login, 'analyste'));
  if (!analyst) return forced.length;
  const known = new Set((await tx.select().from(sectors)).map((s) => s.codificationId));
  const weights = demoThemeWeights(known).map((w) => ({
    roleCode: 'Client.DEMO1',
    userId: analyst.id,
    sectorCode: w.codificationID,
    themeId: w.themeID,
    pillar: w.pilierID,
    ratio: w.ratios,
  }));
  await tx.insert(esgThemeWeights).values(weights).onConflictDoNothing();
  return forced.length + weights.length;
}
