/**
 * npm run bench:esg — issue 15 §9: the ESG engine (scores, breakdowns, carbon metrics,
 * implied temperature) on the scale generator's million-line look-through (target under
 * 0.5 s), then the computation with ESG end to end through the service, from the request
 * to the stored result and line statuses (target under 10 s on PostgreSQL). The scale
 * files carry no vendor data: the demo generator's ESG scores, climate figures and targets
 * are written for the scale case's issuers first. Issue 38: the PAI statement's 33 figures
 * (Annex I's indicators 1–18 and two optional ones) on the same look-through (target: at
 * most 1 s more than the ESG engine), and in the end to end (the service computes it
 * with the ESG analysis); the demo generator's PAI file is written for the issuers too.
 *
 * BENCH_LINES changes the size; BENCH_DATABASE_URL (else TEST_DATABASE_URL) names the
 * PostgreSQL server; BENCH_SKIP_PGLITE=true measures PostgreSQL only.
 */
import pino from 'pino';
import type { JobStage } from '@prisme/domain';
import {
  computeEsgOfLookThrough,
  computePai,
  esgIssuerKeys,
  esgSecurityKeys,
  lookThrough,
  paiInputOfLookThrough,
} from '@prisme/engine';
import { bulkInsert } from '../db/bulk-insert';
import type { Database } from '../db/client';
import { climateData, climateTargets, esgScores, paiData } from '../db/schema';
import { createWorkerPool } from '../jobs/worker-pool';
import { createComputationService } from '../modules/computation/service';
import {
  loadIssuerClimate,
  loadIssuerTargets,
  loadIssuerThemeScores,
} from '../modules/esg/esg-data-repository';
import { loadEsgSettings } from '../modules/esg/esg-settings';
import { loadLookThroughInput } from '../modules/lookthrough/engine-input';
import { loadPaiSettings } from '../modules/pai/pai-data-repository';
import { createPerimeterPurger } from '../modules/lookthrough/perimeter-purge';
import { createPerimeterService } from '../modules/perimeter/service';
import { LAST_DATE } from '../seed/demo-data/calendar';
import { climateRows, climateTargetRows, esgScoreRows } from '../seed/demo-data/esg';
import { paiRows } from '../seed/demo-data/pai';
import { referenceDates } from '../seed/demo-data/reference-dates';
import { scaleIssuers } from '../seed/scale';
import { createTestDatabase, type TestDatabaseKind } from '../test/databases';
import { memorySampler, seconds, stageClock } from './measure';
import {
  analysteAccess,
  importScaleFiles,
  onScaleCase,
  ROLE,
  scalePerimeterRequest as request,
} from './scale-database';

const LINES = Number(process.env['BENCH_LINES'] ?? 1_000_000);

/** The demo generator's vendor data for the scale case's issuers, at its valuation date. */
async function writeVendorData(db: Database): Promise<string> {
  const { root, universe } = scaleIssuers();
  const asOf = referenceDates(LAST_DATE);
  const climate = climateRows(root.fork('climate'), universe.issuers, asOf);
  const targets = climateTargetRows(root.fork('climate-targets'), climate, asOf, universe.issuers);
  const scores = esgScoreRows(root.fork('esg'), universe.issuers, asOf);
  const pai = paiRows(root.fork('pai'), universe.issuers, [], climate, asOf);
  await db.transaction(async (tx) => {
    await bulkInsert(tx, esgScores, scores);
    await bulkInsert(tx, climateData, climate);
    await bulkInsert(tx, climateTargets, targets);
    await bulkInsert(tx, paiData, pai);
  });
  return `${scores.length.toLocaleString('fr-FR')} notes de thèmes, ${climate.length.toLocaleString('fr-FR')} données climat, ${targets.length.toLocaleString('fr-FR')} objectifs, ${pai.length.toLocaleString('fr-FR')} données PAI`;
}

async function measure(kind: TestDatabaseKind, dir: string, engineToo: boolean): Promise<void> {
  const database = await createTestDatabase(kind);
  const workers = createWorkerPool();
  try {
    const db = database.handle.db;
    const importStart = performance.now();
    await importScaleFiles(db, dir);
    const vendor = await writeVendorData(db);
    console.log(
      `${kind} : données importées en ${seconds(performance.now() - importStart)} (${vendor})`,
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
      const keys = esgIssuerKeys(input);
      const at = { userId: access.userId, roleCode: ROLE, valuationDate: request.valuationDate };
      for (const [label, load] of [
        ['notes', loadIssuerThemeScores],
        ['climat', loadIssuerClimate],
        ['objectifs', loadIssuerTargets],
      ] as const) {
        const started = performance.now();
        const rows = await load(db, keys, at.valuationDate);
        console.log(
          `  ${label} : ${rows.length} lignes en ${seconds(performance.now() - started)}`,
        );
      }
      const loadStart = performance.now();
      const settings = await loadEsgSettings(
        db,
        { userId: access.userId, roleCode: ROLE, valuationDate: request.valuationDate },
        esgIssuerKeys(input),
        esgSecurityKeys(input),
      );
      console.log(`paramètres et données ESG chargés en ${seconds(performance.now() - loadStart)}`);
      const paiLoadStart = performance.now();
      const paiSettings = await loadPaiSettings(db, input, request.valuationDate, settings);
      console.log(
        `données PAI chargées en ${seconds(performance.now() - paiLoadStart)} (${paiSettings.data.size.toLocaleString('fr-FR')} sujets)`,
      );
      for (let run = 1; run <= 3; run++) {
        const memory = memorySampler();
        const started = performance.now();
        const outcome = computeEsgOfLookThrough(result, input, settings);
        const ms = performance.now() - started;
        const { portfolio } = outcome.portfolio;
        console.log(
          `moteur ESG, essai ${run} : ${result.count.toLocaleString('fr-FR')} lignes en ${seconds(ms)} ; ` +
            `score ${portfolio.score.toFixed(2)} (${portfolio.letter}), couverture ${(portfolio.coverage * 100).toFixed(1)} %, ` +
            `${outcome.companies.toLocaleString('fr-FR')} sociétés dont ${outcome.companiesWithTargets.toLocaleString('fr-FR')} avec objectif, ` +
            `température WATS moyen terme S1S2 ${outcome.temperature.mid.S1S2.WATS.score.toFixed(2)} °C ; ${memory.stop()}`,
        );
      }
      for (let run = 1; run <= 3; run++) {
        const memory = memorySampler();
        const started = performance.now();
        const pai = computePai(paiInputOfLookThrough(result, input, paiSettings));
        const ms = performance.now() - started;
        const figure = (key: string) => pai.figures[key]!;
        console.log(
          `moteur PAI (indicateurs 1 à 18 et deux facultatifs, ${Object.keys(pai.figures).length} chiffres), essai ${run} : ` +
            `${pai.lineCount.toLocaleString('fr-FR')} lignes en ${seconds(ms)} ; empreinte carbone ${figure('2').value.toFixed(2)} tCO2e/M€ ` +
            `(couverture ${(figure('2').coverage * 100).toFixed(1)} %), PAI 15 ${figure('15').value.toFixed(2)} tCO2e/M€ de PIB ; ${memory.stop()}`,
        );
      }
    }

    if (process.env['BENCH_ENGINE_ONLY'] === 'true') return;
    await workers.warmUp();
    const purger = createPerimeterPurger(db, pino({ level: 'warn' }));
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
      const response = await service.compute(access, { ...request, computeESG: true });
      const ended = performance.now();
      const at = (stage: JobStage) => clock.stages[stage] ?? ended;
      console.log(
        `${kind} de bout en bout avec l’ESG et la déclaration PAI, calcul ${run} : ${response.lineCount.toLocaleString('fr-FR')} lignes en ${seconds(ended - started)} ` +
          `(chargement ${seconds(at('lookthrough') - started)}, moteurs en thread ${seconds(at('storing') - at('lookthrough'))}, ` +
          `enregistrement ${seconds(at('done') - at('storing'))}) ; ${memory.stop()}`,
      );
      await purger.idle();
    }
  } finally {
    await workers.close();
    await database.dispose();
  }
}

await onScaleCase('esg', LINES, measure);
