/**
 * npm run bench:liquidity — issue 16 §7: the liquidity engine with the three demo
 * scenarios on the scale generator's million-line look-through (target under 0.5 s), then
 * the computation with the liquidity risk end to end through the service, from the
 * request to the stored result and holdings (target under 10 s on PostgreSQL), and a
 * redemption analysis read back. The scale files carry no market liquidity data: each
 * security gets a volume and an issue size drawn from its code (a hash), so that every
 * class and the « non évalué » share are exercised; shares a price and funds dealing terms
 * (daily, weekly or monthly, notice, T+n, some gated: issue 39), likewise.
 *
 * BENCH_LINES changes the size; BENCH_DATABASE_URL (else TEST_DATABASE_URL) names the
 * PostgreSQL server; BENCH_SKIP_PGLITE=true measures PostgreSQL only.
 */
import pino from 'pino';
import type { JobStage } from '@prisme/domain';
import { computeLiquidityOfLookThrough, lookThrough } from '@prisme/engine';
import { createWorkerPool } from '../jobs/worker-pool';
import { createComputationService } from '../modules/computation/service';
import { createLiquidityResultsService } from '../modules/liquidity';
import { loadLiquiditySettings } from '../modules/liquidity/liquidity-settings';
import { loadLookThroughInput } from '../modules/lookthrough/engine-input';
import { createPerimeterPurger } from '../modules/lookthrough/perimeter-purge';
import { createPerimeterService } from '../modules/perimeter/service';
import { seedDemoLiquidityScenarios } from '../seed/demo-liquidity-scenarios';
import { createTestDatabase, type TestDatabaseKind } from '../test/databases';
import { writeMarketData } from './liquidity-market-data';
import { memorySampler, seconds, stageClock } from './measure';
import {
  analysteAccess,
  importScaleFiles,
  onScaleCase,
  ROLE,
  scalePerimeterRequest as request,
} from './scale-database';

const LINES = Number(process.env['BENCH_LINES'] ?? 1_000_000);
const count = (n: number) => n.toLocaleString('fr-FR');

async function measure(kind: TestDatabaseKind, dir: string, engineToo: boolean): Promise<void> {
  const database = await createTestDatabase(kind);
  const workers = createWorkerPool();
  try {
    const db = database.handle.db;
    const importStart = performance.now();
    await importScaleFiles(db, dir);
    const written = await writeMarketData(db, request.valuationDate);
    await db.transaction((tx) => seedDemoLiquidityScenarios(tx));
    console.log(
      `${kind} : données importées en ${seconds(performance.now() - importStart)} (${count(written)} données de liquidité, 3 scénarios)`,
    );
    const access = await analysteAccess(db);

    if (engineToo) {
      const { input } = await loadLookThroughInput(
        db,
        { roleCode: ROLE, ...request },
        'FULL',
        'EUR',
      );
      const result = lookThrough(input);
      const loadStart = performance.now();
      const settings = await loadLiquiditySettings(
        db,
        input.instruments.map((i) => i.code),
        request.valuationDate,
      );
      console.log(
        `scénarios et données de marché chargés en ${seconds(performance.now() - loadStart)} (${count(settings.marketData.size)} titres)`,
      );
      for (let run = 1; run <= 3; run++) {
        const memory = memorySampler();
        const started = performance.now();
        const outcome = computeLiquidityOfLookThrough(result, input, settings);
        const ms = performance.now() - started;
        const profiles = outcome.scenarios
          .map(
            (s) =>
              `${s.scenario.name} ${(s.buckets[0]!.share * 100).toFixed(1)} % en 1 jour, coût ${(s.cost.share * 100).toFixed(2)} %`,
          )
          .join(' ; ');
        const blocks = outcome.scenarios[0]!;
        const terms = outcome.dealingTerms
          .map((t) => `${t.terms} ${count(t.securities)}`)
          .join(', ');
        console.log(
          `moteur de liquidité, essai ${run} : ${count(result.count)} lignes, ${count(outcome.securityCount)} titres, 3 scénarios en ${seconds(ms)} ; ` +
            `non évalué ${((outcome.scenarios[0]!.notAssessed.share ?? 0) * 100).toFixed(1)} % ; ${profiles} ; ` +
            `fonds ${terms} ; HQLA ${(outcome.hqla.whole.weightedShare * 100).toFixed(1)} % (${count(outcome.hqla.byPortfolio.length)} portefeuilles) ; ` +
            `${count(blocks.derivatives.count)} dérivés, marge initiale ${count(Math.round(blocks.derivatives.initialMargin))} ; ` +
            `${count(blocks.shortBook.count)} positions courtes ; ${memory.stop()}`,
        );
      }
    }

    if (process.env['BENCH_ENGINE_ONLY'] === 'true') return;
    await workers.warmUp();
    const purger = createPerimeterPurger(db, pino({ level: 'warn' }));
    const results = createLiquidityResultsService(db);
    for (let run = 1; run <= 2; run++) {
      const clock = stageClock();
      const service = createComputationService({
        db,
        perimeters: createPerimeterService(db),
        workers,
        progress: clock,
        purger,
      });
      const memory = memorySampler();
      const started = performance.now();
      const response = await service.compute(access, { ...request, computeRiskLiquidity: true });
      const ended = performance.now();
      const at = (stage: JobStage) => clock.stages[stage] ?? ended;
      console.log(
        `${kind} de bout en bout avec la liquidité, calcul ${run} : ${count(response.lineCount)} lignes en ${seconds(ended - started)} ` +
          `(chargement ${seconds(at('lookthrough') - started)}, moteurs en thread ${seconds(at('storing') - at('lookthrough'))}, ` +
          `enregistrement ${seconds(at('done') - at('storing'))}) ; ${memory.stop()}`,
      );
      const asked = performance.now();
      const redemption = await results.redemption(access, {
        perimeterID: response.perimeter.perimeterID,
        outflow: 20,
        unit: 'percent',
      });
      console.log(
        `  sortie de 20 % relue et analysée en ${seconds(performance.now() - asked)} : ` +
          redemption.scenarios
            .map(
              (s) =>
                `${s.name} cascade ${s.waterfall.days ?? 'jamais'} j, tranche ${s.slicing.days ?? 'jamais'} j`,
            )
            .join(' ; '),
      );
      await purger.idle();
    }
  } finally {
    await workers.close();
    await database.dispose();
  }
}

await onScaleCase('liquidity', LINES, measure);
