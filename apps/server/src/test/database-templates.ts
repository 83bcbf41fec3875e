import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder, openDatabase } from '../db/client';

/**
 * Migrated database templates for the server's tests. An empty PGlite cluster costs an
 * initdb plus forty migrations (some 4.5 s on this machine) where loading a migrated dump
 * costs under one; a PostgreSQL database copied from a migrated template (CREATE DATABASE
 * … TEMPLATE) saves the migrations. The global set-up writes both once per run, named by
 * a digest of the migrations (a later run with the same migrations reuses them), and hands
 * them to the test files' processes through their environment.
 */
export const PGLITE_TEMPLATE_VARIABLE = 'PRISME_TEST_PGLITE_TEMPLATE';
export const POSTGRES_TEMPLATE_VARIABLE = 'PRISME_TEST_POSTGRES_TEMPLATE';

/** A digest of every migration file and the journal: a new migration, a new template. */
export function migrationsDigest(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(entry.name).update(readFileSync(full));
    }
  };
  walk(migrationsFolder);
  return hash.digest('hex').slice(0, 16);
}

/** The dump of a migrated PGlite database, written once per set of migrations. */
export async function pgliteTemplate(digest: string): Promise<string> {
  const folder = path.join(tmpdir(), 'prisme-test-templates');
  const file = path.join(folder, `pglite-${digest}.tar`);
  if (existsSync(file)) return file;
  await mkdir(folder, { recursive: true });
  const db = await PGlite.create();
  try {
    await migratePglite(drizzlePglite({ client: db }), { migrationsFolder });
    const dump = await db.dumpDataDir('none');
    // Written aside then renamed: a concurrent run never reads half a file.
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
  } finally {
    await db.close();
  }
  return file;
}

/**
 * A migrated PostgreSQL database to copy (`adminUrl`'s server), written once per set of
 * migrations: migrated under a name of its own, then renamed, so that a concurrent run
 * finds it whole or not at all.
 */
export async function postgresTemplate(adminUrl: string, digest: string): Promise<string> {
  const name = `prisme_template_${digest}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount) return name;
    const building = `${name}_${process.pid}`;
    await admin.query(`create database ${building}`);
    const url = new URL(adminUrl);
    url.pathname = `/${building}`;
    const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
    try {
      await handle.migrate();
    } finally {
      await handle.close();
    }
    try {
      await admin.query(`alter database ${building} rename to ${name}`);
    } catch (error) {
      // Another run finished first: its template serves.
      await admin.query(`drop database if exists ${building} with (force)`);
      if ((error as { code?: string }).code !== '42P04') throw error;
    }
    return name;
  } finally {
    await admin.end();
  }
}
