import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { JWK } from 'jose';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openDatabase, queryRows, type DatabaseHandle, type DatabaseTarget } from '../db/client';
import { idpCredentials, idpKeys, parameterAudit } from '../db/schema';
import { seedDemoAccounts } from '../seed/demo-accounts';
import { testDatabaseKinds } from '../test/databases';
import {
  FIXTURE_PERIMETER,
  insertLookThroughFixture,
  VALUATION_DATE,
} from '../test/fixtures/look-through';
import { insertScrMarketData } from '../test/fixtures/scr-market';
import { DEMO_PASSWORD, signToken, TEST_PUBLIC_URL, testConfig } from '../test/test-app';
import { BackupError, EXIT } from './backup-error';
import { maskUrl } from './backup-file';
import { backupEmbeddedDatabase, restoreEmbeddedDatabase } from './embedded';
import { backupPostgresDatabase, restorePostgresDatabase } from './postgres';

/**
 * `npm run backup` / `npm run restore` (issue 20 §7), on each database kind: data written
 * through the app (the look-through fixture and an SCR computed by the API), backed up,
 * restored into an empty database, and the app opened on it reads the same SCR, with
 * every table's rows identical (a digest per table). The refusals: the embedded database
 * open in the portal, a target that is not empty, a file of the other kind, a backup
 * file that exists. The CLI itself for its exit codes and a masked password.
 */

const CLI = fileURLToPath(new URL('./cli.ts', import.meta.url));
const SERVER_DIR = fileURLToPath(new URL('../../', import.meta.url));

/** Runs the CLI as `npm run backup|restore` does; answers its exit code and output. */
function runCli(
  args: string[],
  env: NodeJS.ProcessEnv = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--conditions=source', '--import', 'tsx', CLI, ...args],
      { cwd: SERVER_DIR, env: { ...process.env, ...env }, timeout: 60_000 },
      (error, stdout, stderr) =>
        resolve({ code: error ? ((error.code as number) ?? 1) : 0, stdout, stderr }),
    );
  });
}

interface OpenApp {
  app: FastifyInstance;
  handle: DatabaseHandle;
  call(method: 'GET' | 'POST', url: string, payload?: object): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** The app on a database as `npm start` opens it: migrations, demo accounts if empty. */
async function openApp(target: DatabaseTarget, opened?: DatabaseHandle): Promise<OpenApp> {
  const handle = opened ?? (await openDatabase(target));
  await handle.migrate();
  await seedDemoAccounts(handle.db, DEMO_PASSWORD);
  const app = await buildApp({ config: testConfig(), database: handle, logger: false });
  await app.ready();
  const token = async () => {
    const [key] = await handle.db.select().from(idpKeys).where(eq(idpKeys.kind, 'signing'));
    const [account] = await handle.db
      .select()
      .from(idpCredentials)
      .where(eq(idpCredentials.login, 'analyste'));
    return signToken(key!.material as JWK, {
      subject: account!.accountId,
      issuer: `${TEST_PUBLIC_URL}/idp`,
      audience: `${TEST_PUBLIC_URL}/api`,
      expiresIn: '10m',
    });
  };
  return {
    app,
    handle,
    call: async (method, url, payload) =>
      app.inject({ method, url, payload, headers: { authorization: `Bearer ${await token()}` } }),
    close: async () => {
      await app.settled();
      await app.close();
      await handle.close();
    },
  };
}

interface TableDigest {
  table: string;
  rows: number;
  digest: string;
}

/** Every table of the schema, its row count and an md5 of its rows in order. */
async function digestOf(handle: DatabaseHandle): Promise<TableDigest[]> {
  const tables = await queryRows<{ name: string }>(
    handle.db,
    sql`select format('%I.%I', table_schema, table_name) as name from information_schema.tables
        where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE'
        order by table_schema, table_name`,
  );
  const digests: TableDigest[] = [];
  for (const { name } of tables) {
    const [row] = await queryRows<{ rows: number; digest: string }>(
      handle.db,
      sql.raw(
        `select count(*)::int as rows, coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as digest from ${name} t`,
      ),
    );
    digests.push({ table: name, ...row! });
  }
  return digests;
}

async function digestAt(target: DatabaseTarget): Promise<TableDigest[]> {
  const handle = await openDatabase(target);
  try {
    return await digestOf(handle);
  } finally {
    await handle.close();
  }
}

/** Expects `work` to be refused with `code` and a French message matching `message`. */
async function expectRefused(work: Promise<unknown>, code: number, message: RegExp) {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BackupError);
  expect((error as BackupError).exitCode).toBe(code);
  expect((error as BackupError).message).toMatch(message);
}

const scratchUrl = (name: string) => {
  const url = new URL(process.env['TEST_DATABASE_URL']!);
  url.pathname = `/${name}`;
  return url.toString();
};

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env['TEST_DATABASE_URL']! });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

describe('backup files', () => {
  it('never prints a URL’s password', () => {
    expect(maskUrl('postgres://prisme:s3cr%C3%A8t@db.example:5432/prisme?sslmode=require')).toBe(
      'postgres://prisme:***@db.example:5432/prisme?sslmode=require',
    );
    expect(maskUrl('postgres://postgres@127.0.0.1:5432/test')).toBe(
      'postgres://postgres@127.0.0.1:5432/test',
    );
    expect(maskUrl('pas une adresse')).toBe('(adresse illisible)');
  });

  it('refuses, with exit code 2 and in French, a file that is missing or not a backup', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'prisme-backup-files-'));
    try {
      const missing = await runCli(['restore', path.join(folder, 'absente.tar.gz')], {
        PRISME_DATA_DIR: folder,
      });
      expect(missing.code).toBe(EXIT.usage);
      expect(missing.stderr).toMatch(/^Fichier de sauvegarde introuvable : /);
      const other = path.join(folder, 'notes.txt');
      writeFileSync(other, 'bonjour');
      await expectRefused(
        restoreEmbeddedDatabase(other, path.join(folder, 'db'), { force: false }),
        EXIT.usage,
        /n’est pas une sauvegarde Prisme/,
      );
      // Nothing was created for the refused restore.
      expect(existsSync(path.join(folder, 'db'))).toBe(false);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe.each(testDatabaseKinds())('backup and restore on %s', (kind) => {
  const work = mkdtempSync(path.join(tmpdir(), `prisme-backup-${kind}-`));
  const backups = path.join(work, 'sauvegardes');
  const suffix = randomBytes(5).toString('hex');
  const scratch = ['src', 'dst', 'cut'].map((name) => `prisme_backup_${suffix}_${name}`);
  const source: DatabaseTarget =
    kind === 'pglite'
      ? { kind: 'pglite', dataDir: path.join(work, 'source', 'db') }
      : { kind: 'postgres', url: scratchUrl(scratch[0]!) };
  const target: DatabaseTarget =
    kind === 'pglite'
      ? { kind: 'pglite', dataDir: path.join(work, 'restauree', 'db') }
      : { kind: 'postgres', url: scratchUrl(scratch[1]!) };
  let perimeterID: string;
  let scr: unknown;
  let before: TableDigest[];
  let backupFile: string;

  const backup = (output?: string) =>
    source.kind === 'pglite'
      ? backupEmbeddedDatabase(source.dataDir!, output, backups)
      : backupPostgresDatabase(source.url, output, backups);
  const restore = (file: string, force = false) =>
    target.kind === 'pglite'
      ? restoreEmbeddedDatabase(file, target.dataDir!, { force })
      : restorePostgresDatabase(file, target.url, { force });

  beforeAll(async () => {
    if (kind === 'postgres') for (const name of scratch) await admin(`create database ${name}`);
    const opened = await openApp(source);
    try {
      await insertLookThroughFixture(opened.handle.db, { apple: 0.6, bond: 0.4 });
      await insertScrMarketData(opened.handle.db, VALUATION_DATE, 0.015, () => 0.022);
      const computed = await opened.call('POST', '/api/inventory/computation', {
        ...FIXTURE_PERIMETER,
        computeSCR: true,
      });
      expect(computed.statusCode, computed.body).toBe(200);
      perimeterID = computed.json().perimeter.perimeterID;
      const read = await opened.call('GET', `/api/solvency/results?perimeterID=${perimeterID}`);
      expect(read.statusCode, read.body).toBe(200);
      scr = read.json();
      if (kind === 'pglite') {
        // The portal holds the embedded database: the backup refuses and writes nothing.
        await expectRefused(backup(), EXIT.busy, /est ouverte par un autre processus Prisme/);
        expect(existsSync(backups)).toBe(false);
      }
    } finally {
      await opened.close();
    }
    before = await digestAt(source);
  });

  afterAll(async () => {
    rmSync(work, { recursive: true, force: true });
    if (kind === 'postgres') {
      for (const name of scratch) await admin(`drop database if exists ${name} with (force)`);
    }
  });

  it('backs up to a new timestamped file, readable by its owner only, never over another', async () => {
    const done = await backup();
    backupFile = done.file;
    expect(path.dirname(done.file)).toBe(backups);
    expect(path.basename(done.file)).toMatch(
      kind === 'pglite'
        ? /^prisme-embarquee-\d{8}-\d{6}Z\.tar\.gz$/
        : /^prisme-postgresql-\d{8}-\d{6}Z\.dump$/,
    );
    expect(statSync(done.file).size).toBe(done.bytes);
    expect(statSync(done.file).mode & 0o777).toBe(0o600);
    expect(readdirSync(backups)).toEqual([path.basename(done.file)]); // no partial file left
    await expectRefused(backup(done.file), EXIT.notEmpty, /existe déjà/);
  });

  it('restores into an empty database, on which the app reads the same figures', async () => {
    const done = await restore(backupFile);
    expect(done.migrations).toBeGreaterThan(0);
    const handle = await openDatabase(target);
    const restored = await digestOf(handle);
    expect(restored.length).toBeGreaterThan(30);
    expect(restored).toEqual(before);
    expect(restored.find((t) => t.table === 'public.scr_results')?.rows).toBe(1);
    const opened = await openApp(target, handle);
    try {
      const read = await opened.call('GET', `/api/solvency/results?perimeterID=${perimeterID}`);
      expect(read.statusCode, read.body).toBe(200);
      expect(read.json()).toEqual(scr);
      // The digest does see a change: one audit row more and it differs.
      await handle.db.insert(parameterAudit).values({
        roleCode: 'Client.DEMO1',
        accountId: 'essai',
        displayName: 'Essai',
        groupName: 'essai',
        oldValues: {},
        newValues: {},
      });
      expect(await digestOf(handle)).not.toEqual(before);
    } finally {
      await opened.close();
    }
  });

  it('refuses a target that is not empty unless --force, then replaces its content', async () => {
    await expectRefused(restore(backupFile), EXIT.notEmpty, /n’est pas vide/);
    const done = await restore(backupFile, true);
    expect(await digestAt(target)).toEqual(before);
    if (target.kind === 'pglite') {
      // The replaced content is kept beside the folder, not deleted.
      expect(done).toMatchObject({ formerContent: expect.stringMatching(/avant-restauration-/) });
      const formerContent = (done as { formerContent: string }).formerContent;
      expect(existsSync(path.join(formerContent, 'PG_VERSION'))).toBe(true);
    }
  });

  it('restores nothing from a truncated backup: the target stays empty', async () => {
    const cut = path.join(work, `tronquee${path.extname(backupFile)}`);
    writeFileSync(
      cut,
      readFileSync(backupFile).subarray(0, Math.floor(statSync(backupFile).size / 2)),
    );
    if (kind === 'pglite') {
      const folder = path.join(work, 'tronquee', 'db');
      await expectRefused(
        restoreEmbeddedDatabase(cut, folder, { force: false }),
        EXIT.failed,
        /est incomplète ou endommagée.*est inchangé/s,
      );
      expect(readdirSync(folder)).toEqual([]);
      expect(readdirSync(path.dirname(folder)).filter((name) => /restauration/.test(name))).toEqual(
        [],
      );
    } else {
      const url = scratchUrl(scratch[2]!);
      await expectRefused(
        restorePostgresDatabase(cut, url, { force: false }),
        EXIT.failed,
        /^pg_restore a échoué : .*Rien n’a été restauré/s,
      );
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        const { rows } = await client.query(
          `select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
           where n.nspname in ('public', 'drizzle')`,
        );
        expect(rows[0].n).toBe(0);
      } finally {
        await client.end();
      }
    }
  });

  it('refuses a backup of the other kind of database', async () => {
    const other =
      kind === 'pglite'
        ? restorePostgresDatabase(backupFile, 'postgres://postgres@127.0.0.1:1/none', {
            force: false,
          })
        : restoreEmbeddedDatabase(backupFile, path.join(work, 'autre', 'db'), { force: false });
    await expectRefused(
      other,
      EXIT.usage,
      kind === 'pglite' ? /sauvegarde de la base embarquée/ : /sauvegarde PostgreSQL \(pg_dump\)/,
    );
  });

  it.runIf(kind === 'postgres')(
    'runs as npm run backup with the password masked, and restores through the CLI',
    async () => {
      const withPassword = new URL(source.kind === 'postgres' ? source.url : '');
      withPassword.password = 'motdepasse-secret';
      const file = path.join(work, 'cli.dump');
      const backedUp = await runCli(['backup', file, '--source', withPassword.toString()]);
      expect(backedUp.code, backedUp.stderr).toBe(EXIT.ok);
      expect(backedUp.stdout + backedUp.stderr).not.toContain('motdepasse-secret');
      expect(backedUp.stdout).toContain(`postgres://postgres:***@`);
      expect(backedUp.stdout).toMatch(/Sauvegarde écrite : .*cli\.dump/);
      const url = target.kind === 'postgres' ? target.url : '';
      const refused = await runCli(['restore', file, '--target', url]);
      expect(refused.code).toBe(EXIT.notEmpty);
      expect(refused.stderr).toMatch(/n’est pas vide/);
      const restored = await runCli(['restore', file, '--target', url, '--force']);
      expect(restored.code, restored.stderr).toBe(EXIT.ok);
      expect(restored.stdout).toMatch(
        /restaurée en .* s \(\d+ tables, \d+ migrations appliquées\)/,
      );
      expect(await digestAt(target)).toEqual(before);
    },
  );
});
