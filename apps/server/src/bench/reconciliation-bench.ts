/**
 * `npm run bench:reconciliation` (issue 35 « Measure and record »): writes the TPT V6
 * files of reconciliation-tpt-files.ts, imports them into an empty embedded database
 * with the funds' securities and an inventory, looks through, computes the SCR and
 * prints, per fund and per submodule, Prisme's figure beside the manager's (the fund
 * reconciliation service). Per fund both sides are the fund's own: interest the larger
 * of up and down, equity type 1 and 2 at 75 % (Art. 169), spread of bonds and credit
 * derivatives, currency the larger of up and down, market SCR by Art. 164 from those
 * (the TPT gives no concentration: Prisme's is its charge on the names of the fund,
 * pro rata of the fund's exposure to each, see concentrationByFund).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import pino from 'pino';
import {
  SCR_REGULATORY_TABLES,
  type FundReconciliation,
  type FundReconciliationRow,
} from '@prisme/domain';
import { aggregateMarket } from '@prisme/engine';
import { operatorAccess } from '../auth/user-access';
import {
  fxRates,
  lookthroughLines as l,
  lookthroughRoots as r,
  positions,
  scrLineResults as s,
  securities,
} from '../db/schema';
import { IMPORTERS } from '../modules/integration/importers';
import { createIntegrationService } from '../modules/integration/service';
import { findScrResult } from '../modules/solvency/repository';
import { insertClientFixtures } from '../test/fixtures/client-data';
import { insertScrMarketData } from '../test/fixtures/scr-market';
import { createTestApp } from '../test/test-app';
import {
  benchFunds,
  VALUATION_DATE,
  writeBenchTptFiles,
  type BenchFund,
} from './reconciliation-tpt-files';

const PERIMETER = {
  rolename: 'Client.DEMO1',
  portfolios: ['P-VIE'],
  valuationDate: VALUATION_DATE,
  compartments: ['UC'],
  lookThroughLevel: 'FULL',
};
const USD_PER_EUR = 1.04;
/** Each fund held for 10 % of its NAV. */
const HELD_SHARE = 0.1;

type Figures = Record<
  'interest' | 'equity' | 'property' | 'spread' | 'concentration' | 'currency' | 'market',
  number | null
>;

function figuresOf(
  row: FundReconciliationRow,
  side: 'prisme' | 'manager',
  concentration: number | null,
): Figures {
  const v = (key: keyof FundReconciliationRow['stresses']) => row.stresses[key][side] ?? 0;
  const up = v('interestRateUp');
  const down = v('interestRateDown');
  const e1 = v('equityType1');
  const e2 = v('equityType2');
  const submodules = {
    interestRate: Math.max(up, down, 0),
    equity: Math.sqrt(Math.max(0, e1 * e1 + 1.5 * e1 * e2 + e2 * e2)),
    property: Math.max(0, v('property')),
    spread: Math.max(0, v('spreadBonds') + v('spreadCreditDerivatives')),
    concentration: concentration ?? 0,
    currency: Math.max(v('currencyUp'), v('currencyDown'), 0),
  };
  const market = aggregateMarket(submodules, up >= down, SCR_REGULATORY_TABLES).scr;
  return {
    interest: submodules.interestRate,
    equity: submodules.equity,
    property: submodules.property,
    spread: submodules.spread,
    concentration,
    currency: submodules.currency,
    market,
  };
}

const amount = (n: number | null) =>
  (n === null ? '—' : Math.round(n).toLocaleString('fr-FR')).padStart(12);

async function main() {
  const started = performance.now();
  const dir = mkdtempSync(path.join(tmpdir(), 'prisme-reconciliation-'));
  const t = await createTestApp('pglite');
  try {
    const { held, underlying } = benchFunds();
    await insertClientFixtures(t.db);
    await insertScrMarketData(t.db, VALUATION_DATE, 0, () => 0.02);
    await t.db
      .insert(fxRates)
      .values({ rateDate: VALUATION_DATE, currency: 'USD', unitsPerEur: USD_PER_EUR });
    const security = (f: BenchFund) => ({
      code: f.code,
      codeType: '1',
      name: f.name,
      cic: f.cic,
      currency: f.currency,
    });
    await t.db.insert(securities).values([...held, ...underlying].map(security));
    await t.db.insert(positions).values(
      held.map((f) => {
        const qc = f.nav * HELD_SHARE;
        return {
          roleCode: 'Client.DEMO1',
          portfolioCode: 'P-VIE',
          compartmentCode: 'UC',
          valuationDate: VALUATION_DATE,
          securityCode: f.code,
          quantity: (f.nav * HELD_SHARE) / 100,
          quotationCurrency: f.currency,
          marketValueQc: qc,
          marketValueRc: f.currency === 'USD' ? qc / USD_PER_EUR : qc,
        };
      }),
    );
    const files = writeBenchTptFiles(dir, [...held, ...underlying]);
    const service = createIntegrationService({
      db: t.db,
      importers: IMPORTERS,
      log: pino({ level: 'warn' }),
      origin: 'cli',
    });
    for (const filePath of files) {
      const outcome = await service.importFile(operatorAccess('bench'), {
        kind: 'fund_lookthrough',
        filePath,
        fileName: path.basename(filePath),
      });
      if (!outcome.accepted)
        throw new Error(
          `${path.basename(filePath)} rejeté : ${JSON.stringify(outcome.errors.slice(0, 5))}`,
        );
    }
    const computed = await t.call('analyste', 'POST', '/api/inventory/computation', {
      ...PERIMETER,
      computeSCR: true,
    });
    if (computed.statusCode !== 200) throw new Error(computed.body);
    const perimeterId = computed.json().perimeter.perimeterID as string;
    const answer = await t.call(
      'analyste',
      'GET',
      `/api/solvency/fund-reconciliation?perimeterID=${perimeterId}&floor=0`,
    );
    const reconciliation = answer.json() as FundReconciliation;
    const concentration = await concentrationByFund(t, perimeterId);
    const result = await findScrResult(t.db, perimeterId, undefined);
    console.log(
      `Rapprochement SCR des fonds — ${reconciliation.valuationDate}, montants en ${reconciliation.referenceCurrency}, chaque fonds détenu à ${HELD_SHARE * 100} %`,
    );
    console.log(
      `${'Fonds'.padEnd(28)} ${'Sous-module'.padEnd(14)} ${'Prisme'.padStart(12)} ${'Gérant'.padStart(12)} ${'Écart'.padStart(12)}`,
    );
    for (const row of reconciliation.funds) {
      const fund = held.find((f) => f.code === row.fundCode);
      const prisme = figuresOf(row, 'prisme', concentration.get(row.fundCode) ?? 0);
      const manager = row.status === 'compared' ? figuresOf(row, 'manager', null) : null;
      const label = `${fund?.name ?? row.fundCode}`.slice(0, 28);
      for (const key of Object.keys(prisme) as (keyof Figures)[]) {
        const m = manager ? manager[key] : null;
        const p = prisme[key];
        const gap = m === null || p === null ? null : p - m;
        console.log(
          `${label.padEnd(28)} ${key.padEnd(14)} ${amount(p)} ${amount(m)} ${amount(gap)}`,
        );
      }
      if (!row.currency.comparable)
        console.log(`${''.padEnd(28)} change non comparable : ${row.currency.reason}`);
      else if (row.currency.measuredAgainst !== reconciliation.referenceCurrency)
        console.log(
          `${''.padEnd(28)} change mesuré contre ${row.currency.measuredAgainst} (Prisme contre l'EUR : ${amount(row.currency.againstReference).trim()} à la hausse)`,
        );
    }
    if (result) {
      const sub = Object.entries(result.result.submodules).map(
        ([k, v]) => `${k} ${amount(v).trim()}`,
      );
      console.log(
        `Périmètre (Prisme) : ${sub.join(' · ')} · SCR marché ${amount(result.result.globalSCRMarketResult).trim()}`,
      );
    }
    console.log(`Durée : ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Prisme's concentration charge (Art. 182-186) on the names of each fund: each name's
 * charge shared pro rata of the fund's exposure to it, then √Σ² over the fund's names as
 * Art. 183 sums them (the result's names carry the charge).
 */
async function concentrationByFund(
  t: Awaited<ReturnType<typeof createTestApp>>,
  perimeterId: string,
) {
  const result = await findScrResult(t.db, perimeterId, undefined);
  const names = new Map(
    (result?.result.scenarios.concentration.names ?? []).map((n) => [n.name, n]),
  );
  const rows = await t.db
    .select({
      fundCode: r.rootCode,
      name: s.concentrationName,
      exposure: sql<number>`sum(${l.marketValueRc})`.mapWith(Number),
    })
    .from(l)
    .innerJoin(
      s,
      and(eq(s.roleCode, l.roleCode), eq(s.perimeterId, l.perimeterId), eq(s.lineNo, l.lineNo)),
    )
    .innerJoin(
      r,
      and(eq(r.roleCode, l.roleCode), eq(r.perimeterId, l.perimeterId), eq(r.rootNo, l.rootNo)),
    )
    .where(and(eq(l.perimeterId, perimeterId), isNotNull(s.concentrationName)))
    .groupBy(r.rootCode, s.concentrationName);
  const squares = new Map<string, number>();
  for (const row of rows) {
    const name = names.get(row.name!);
    if (!name || name.exposure === 0) continue;
    const share = (name.charge * row.exposure) / name.exposure;
    squares.set(row.fundCode, (squares.get(row.fundCode) ?? 0) + share * share);
  }
  // Art. 183: the names independent, Conc = √Σ Conc_i².
  const byFund = new Map([...squares].map(([code, sum]) => [code, Math.sqrt(sum)]));
  return byFund;
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
