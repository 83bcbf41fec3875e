/**
 * The benches' database of the scale generator's case (seed/scale): the analyste's client
 * with its portfolios and compartments, the generated securities, TPT files and
 * inventory, and the EIOPA reference and curve the SCR needs. Shared by bench:lookthrough,
 * bench:scr and bench:odata.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import type { ImportKind } from '@prisme/domain';
import { findUserAccess, operatorAccess, type UserAccess } from '../auth/user-access';
import { openDatabase, type Database } from '../db/client';
import { idpCredentials, portfolios } from '../db/schema';
import { IMPORTERS } from '../modules/integration/importers';
import { createIntegrationService } from '../modules/integration/service';
import { createTestDatabase, type TestDatabase, type TestDatabaseKind } from '../test/databases';
import { seconds } from './measure';
import { generateScaleFiles } from '../seed/scale';
import {
  SCALE_ROLE,
  scalePerimeter,
  scalePlans,
  writeScaleClient,
  writeScaleReference,
} from '../seed/scale/scale-client';

/** A symmetric adjustment for the bench (any value: the SCR's speed does not depend on it). */
export const BENCH_SA = 0.0277;
export const ROLE = SCALE_ROLE;
export const plans = scalePlans;

/** The whole scale perimeter, as the analyste asks it. */
export const scalePerimeterRequest = scalePerimeter;

/** Whether the scale data is already there (a kept database). */
export async function hasScaleData(db: Database): Promise<boolean> {
  const [imported] = await db.select({ code: portfolios.code }).from(portfolios).limit(1);
  return imported !== undefined;
}

export async function analysteAccess(db: Database): Promise<UserAccess> {
  const [account] = await db
    .select()
    .from(idpCredentials)
    .where(eq(idpCredentials.login, 'analyste'));
  return (await findUserAccess(db, account!.accountId))!;
}

export async function importScaleFiles(db: Database, dir: string): Promise<void> {
  await writeScaleClient(db, 'bench-password');
  const service = createIntegrationService({
    db,
    importers: IMPORTERS,
    log: pino({ level: 'warn' }),
  });
  const tptFiles = readdirSync(path.join(dir, 'tpt')).map((f) => path.join('tpt', f));
  const files: [ImportKind, string][] = [
    ['securities', 'securities.csv'],
    ...tptFiles.map((f): [ImportKind, string] => ['fund_lookthrough', f]),
    ['inventory', 'inventory.csv'],
  ];
  for (const [kind, file] of files) {
    const outcome = await service.importFile(operatorAccess('Banc de mesure'), {
      kind,
      roleCode: ROLE,
      filePath: path.join(dir, file),
      fileName: file,
    });
    if (!outcome.accepted) throw new Error(`${file} refusé : ${JSON.stringify(outcome.errors[0])}`);
  }
  // The SCR needs the EIOPA reference and curve of the date: the published 31/12/2024 curve.
  await writeScaleReference(db, BENCH_SA);
}

/** The named PostgreSQL database, created and migrated if need be, kept when done. */
export async function openKeptDatabase(name: string): Promise<TestDatabase> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`BENCH_KEEP_DATABASE invalide : ${name}`);
  const adminUrl = process.env['TEST_DATABASE_URL'];
  if (!adminUrl) throw new Error('BENCH_KEEP_DATABASE demande TEST_DATABASE_URL');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (!rowCount) await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  await handle.migrate();
  return { handle, dispose: () => handle.close() };
}

/**
 * The database a scale bench measures on, holding the scale case of `dir`: a new one of
 * `kind`, or with BENCH_KEEP_DATABASE=<name> the PostgreSQL database of that name, imported
 * once and found ready by later runs (for tuning). Prints how long the import took.
 */
export async function openScaleDatabase(
  kind: TestDatabaseKind,
  dir: string,
): Promise<TestDatabase> {
  const kept = process.env['BENCH_KEEP_DATABASE'];
  const database =
    kind === 'postgres' && kept ? await openKeptDatabase(kept) : await createTestDatabase(kind);
  if (await hasScaleData(database.handle.db)) {
    console.log(`${kind} : données déjà importées dans ${kept}`);
  } else {
    const importStart = performance.now();
    await importScaleFiles(database.handle.db, dir);
    console.log(`${kind} : données importées en ${seconds(performance.now() - importStart)}`);
  }
  return database;
}

/**
 * The run of a scale benchmark: the scale case's files generated in a temporary folder
 * (BENCH_LINES lines), then `measure` on the embedded database (unless
 * BENCH_SKIP_PGLITE=true, its engine figures too) and on PostgreSQL when BENCH_DATABASE_URL
 * or TEST_DATABASE_URL names one (its engine figures when the embedded run was skipped).
 */
export async function onScaleCase(
  name: string,
  lines: number,
  measure: (kind: TestDatabaseKind, dir: string, engineToo: boolean) => Promise<void>,
): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), `prisme-bench-${name}-`));
  try {
    const summary = await generateScaleFiles({ lines, outDir: dir });
    console.log(
      `Jeu d'essai : ~${summary.expectedLookThroughLines.toLocaleString('fr-FR')} lignes transparisées attendues`,
    );
    const url = process.env['BENCH_DATABASE_URL'] ?? process.env['TEST_DATABASE_URL'];
    const skipPglite = process.env['BENCH_SKIP_PGLITE'] === 'true';
    if (!skipPglite) await measure('pglite', dir, true);
    if (url) {
      process.env['TEST_DATABASE_URL'] = url;
      await measure('postgres', dir, skipPglite);
    } else {
      console.log(
        'PostgreSQL : définissez BENCH_DATABASE_URL (ou TEST_DATABASE_URL) pour le mesurer aussi.',
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
