/**
 * npm run bench:archives — issue 18 §5 on the scale generator's million-line look-through:
 * archiving a computed perimeter with its SCR (target under 5 s on PostgreSQL), then the
 * comparison of two million-line archives answering its first page (target under 2 s).
 * The second archive is a simulation of the same perimeter with a thousand positions
 * halved, computed as a user would, so that the comparison has lines to list.
 *
 * BENCH_LINES changes the size; BENCH_DATABASE_URL (else TEST_DATABASE_URL) names the
 * PostgreSQL server; BENCH_SKIP_PGLITE=true measures PostgreSQL only.
 */
import pino from 'pino';
import { createWorkerPool } from '../jobs/worker-pool';
import { createArchiveService } from '../modules/archive';
import { createComputationService } from '../modules/computation/service';
import { createPerimeterPurger } from '../modules/lookthrough/perimeter-purge';
import { createPerimeterService } from '../modules/perimeter/service';
import { createSimulationService } from '../modules/simulation/service';
import { createSolvencyService } from '../modules/solvency/service';
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
/** Positions of the simulation whose quantity is halved. */
const CHANGED_POSITIONS = 1_000;
const count = (n: number) => n.toLocaleString('fr-FR');

/** Times `work`, and prints `label` with the time and what `describe` says of the answer. */
async function timed<T>(label: string, work: () => Promise<T>, describe: (t: T) => string) {
  const memory = memorySampler();
  const started = performance.now();
  const answer = await work();
  console.log(
    `${label} en ${seconds(performance.now() - started)} : ${describe(answer)} ; ${memory.stop()}`,
  );
  return answer;
}

async function measure(kind: TestDatabaseKind, dir: string): Promise<void> {
  const database = await createTestDatabase(kind);
  const workers = createWorkerPool();
  try {
    const db = database.handle.db;
    await importScaleFiles(db, dir);
    const access = await analysteAccess(db);
    await workers.warmUp();
    const purger = createPerimeterPurger(db, pino({ level: 'warn' }));
    const computation = createComputationService({
      db,
      perimeters: createPerimeterService(db),
      workers,
      progress: stageClock(),
      purger,
    });
    const archives = createArchiveService({ db, purger, dataDir: dir });
    const simulations = createSimulationService(db);
    const solvency = createSolvencyService(db);

    const own = await timed(
      `${kind} : calcul du SCR du périmètre`,
      () => computation.compute(access, { ...request, computeSCR: true }),
      (r) => `${count(r.lineCount)} lignes`,
    );
    const flags = { simulation: false, scr: true, esg: false, riskLiquidity: false };
    await timed(
      `${kind} : sauvegarde « Officiel » du périmètre et de son SCR`,
      () =>
        archives.create(access, {
          perimeterID: own.perimeter.perimeterID,
          name: 'Clôture',
          category: 'Officiel',
          rolename: ROLE,
          ...flags,
        }),
      (a) => `${a.portfolioNames.length} portefeuilles`,
    );

    const { simulationID } = await simulations.create(access, request);
    const positions = await simulations.positions(access, simulationID);
    const halved = positions.filter((p) => p.quantity > 0).slice(0, CHANGED_POSITIONS);
    for (const position of halved)
      await simulations.setQuantity(
        access,
        simulationID,
        position.positionNo,
        position.quantity / 2,
      );
    const simulated = await timed(
      `${kind} : calcul du SCR de la simulation (${count(halved.length)} positions réduites de moitié)`,
      () => computation.computeSimulation(access, { simulationID, computeSCR: true }),
      (r) => `${count(r.lineCount)} lignes`,
    );
    await timed(
      `${kind} : sauvegarde « Test » de la simulation`,
      () =>
        archives.create(access, {
          perimeterID: simulated.perimeter.perimeterID,
          name: 'Allègement',
          category: 'Test',
          rolename: ROLE,
          ...flags,
          simulation: true,
        }),
      (a) => a.name,
    );
    await purger.idle();

    for (let run = 1; run <= 3; run++)
      await timed(
        `${kind} : comparaison des deux sauvegardes, première page, essai ${run}`,
        () =>
          solvency.comparison(access, {
            basePerimeterID: own.perimeter.perimeterID,
            perimeterID: simulated.perimeter.perimeterID,
            top: 100,
          }),
        (c) => `${count(c.changedCount)} titres modifiés, ${c.lines.length} listés`,
      );
    await timed(
      `${kind} : liste des sauvegardes du client`,
      () => archives.list(access, ROLE),
      (list) => `${list.length} sauvegardes`,
    );
  } finally {
    await workers.close();
    await database.dispose();
  }
}

await onScaleCase('archives', LINES, (kind, dir) => measure(kind, dir));
