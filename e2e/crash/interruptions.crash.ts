import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import {
  CRASH_SEED,
  CrashRig,
  crashDatabaseKinds,
  filesIn,
  rows,
  timed,
  within,
  type Kill,
} from './harness';
import { ROLE, prepareDatabase, writeCaseFiles, type CaseFiles } from './scale-case';
import { fundsOfTptFile, importState, orphanRows, perimeters } from './database-readings';
import { restartChecked, TEMPORARY_FOLDERS } from './after-restart';
import { computationKilled } from './computation-killed';

/**
 * Issue 20 §3, crash tests: the server killed (SIGKILL) at a random point of an import, a
 * look-through, a computation with its SCR and ESG, a parameter save and an archive's
 * creation, then started again on the same data. Each time: the database holds the old
 * state or the new, never a part (read while the server is down, before its start-up
 * recovery); after the restart the interrupted work reads failed with its French reason
 * (a computation on PostgreSQL: retried by the job queue, and done), the temporary
 * folders are empty, and the same work runs again.
 *
 * Each kill comes at a seeded random time within the time the same work took just before
 * (5-95 % of it; for the SCR, within its results' writing and commit, the stage its job
 * reported): the seed is printed (CRASH_SEED replays it, CRASH_DELAYS=name=ms forces a delay).
 * CRASH_LINES sizes the case (look-through lines), CRASH_LIST_ENTRIES the list saved.
 */

const LINES = Number(process.env['CRASH_LINES'] ?? 40_000);
const LIST_ENTRIES = Number(process.env['CRASH_LIST_ENTRIES'] ?? 20_000);
const ENV = { PRISME_DEMO_ACCOUNTS: 'false', PRISME_DEMO_DATA: 'false' };
const IMPORT_INTERRUPTED =
  "Import interrompu par l'arrêt du serveur : aucune donnée n'a été enregistrée.";

let files: CaseFiles;
let filesDir: string;
let browser: Browser;
const figures: string[] = [];

beforeAll(async () => {
  filesDir = mkdtempSync(path.join(tmpdir(), 'prisme-crash-files-'));
  [files, browser] = await Promise.all([
    writeCaseFiles(filesDir, LINES, Math.round(LINES * 0.6)),
    launchBrowser(),
  ]);
  const { summary } = files;
  console.log(
    `[crash] graine ${CRASH_SEED} ; jeu d'essai : ${summary.expectedLookThroughLines} lignes transparisées attendues, ` +
      `${summary.compositionLines} lignes TPT en ${files.tpt.length} fichier(s), ${summary.inventoryLines} positions`,
  );
});

afterAll(async () => {
  await browser?.close();
  if (filesDir) rmSync(filesDir, { recursive: true, force: true });
  for (const line of figures) console.log(line);
});

describe.each(crashDatabaseKinds())('base %s : arrêt brutal (SIGKILL)', (kind) => {
  const rig = new CrashRig(kind);
  let started = 0;
  const outcomes: string[] = [];
  const note = (scenario: string, kill: Kill, state: string) =>
    outcomes.push(
      `${scenario} ${kill.delayMs} ms${kill.progress ? ` (${kill.progress})` : ''} → ${state}`,
    );

  beforeAll(async () => {
    started = performance.now();
    await rig.start(ENV, prepareDatabase);
    await rig.signIn(browser, 'admin');
    await rig.signIn(browser, 'analyste');
  });

  afterAll(async () => {
    await rig.dispose();
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    figures.push(
      `[crash] ${kind} : ${rig.kills} arrêts brutaux, ${rig.starts} démarrages, ${seconds} s ; ${outcomes.join(' ; ')}`,
    );
  });

  const restart = () => restartChecked(rig, kind);

  it('an import: the old rows or the new, « Rejeté » with its French reason, uploads/ empty, and it runs again', async () => {
    const securities = await timed(() =>
      rig.upload('admin', files.securities, { kind: 'securities' }),
    );
    expect(securities.value.status, await securities.value.text()).toBe(200);
    // The largest TPT file is the one killed; the others are taken in first, timed.
    const tpt = await Promise.all(
      files.tpt.map(async (file) => ({ file, funds: await fundsOfTptFile(file) })),
    );
    const rowsOf = (funds: Map<string, number>) => [...funds.values()].reduce((a, b) => a + b, 0);
    tpt.sort((x, y) => rowsOf(x.funds) - rowsOf(y.funds));
    const { file: last, funds } = tpt.pop()!;
    let before = { ms: 0, rows: 0 };
    for (const { file, funds: sent } of tpt) {
      const response = await timed(() => rig.upload('admin', file, { kind: 'fund_lookthrough' }));
      expect(response.value.status, await response.value.text()).toBe(200);
      before = { ms: before.ms + response.ms, rows: before.rows + rowsOf(sent) };
    }
    const title = path.basename(last);
    const fileRows = rowsOf(funds);
    // The time the file should take, from the files sent before it (or the securities).
    const securityRows = files.summary.files.find((f) => f.path === files.securities)!.rows;
    const expectedMs = before.rows
      ? (before.ms * fileRows) / before.rows
      : (securities.ms * fileRows) / securityRows;

    const kill = await rig.killDuring('import', within(expectedMs, 'estimées du fichier'), () =>
      rig.upload('admin', last, { kind: 'fund_lookthrough' }),
    );
    const state = await rig.inspect((db) => importState(db, [...funds.keys()], title));
    // All or nothing: none of the file's funds, or all of them with all their lines.
    const committed = state.present.length > 0;
    if (committed) {
      expect(state.present.length).toBe(funds.size);
      for (const fund of state.present) expect(fund.lines).toBe(funds.get(fund.fund_code));
      expect(state.entry, 'un fichier enregistré est « Intégré » au journal').toBe('Intégré');
    } else {
      expect(kill.answered, 'une réponse 200 vient après la validation').toBeUndefined();
      expect([undefined, 'En cours']).toContain(state.entry);
    }
    // One audit row per file taken in, written in its import's transaction.
    expect(state.audit.imports).toBe(state.audit.integrated);

    await restart();
    const log = await rig.call('analyste', 'GET', `/integration/files?rolename=${ROLE}`);
    expect(log.status, 'le jeton d’avant l’arrêt vaut encore').toBe(200);
    const entry = ((await log.json()) as { Id: number; Title: string; Etat: string }[]).find(
      (e) => e.Title === title,
    );
    if (state.entry === 'En cours') {
      expect(entry?.Etat).toBe('Rejeté');
      const errors = await rig.call(
        'analyste',
        'GET',
        `/integration/files/${entry!.Id}/errors?rolename=${ROLE}`,
      );
      expect(await errors.json()).toEqual([{ line: 0, column: '', message: IMPORT_INTERRUPTED }]);
    }
    note(
      'import',
      kill,
      committed ? 'intégré' : state.entry ? 'rien, « Rejeté »' : 'rien (pendant l’envoi)',
    );

    const again = await rig.upload('admin', last, { kind: 'fund_lookthrough' });
    const result = (await again.json()) as { entry: { Etat: string; NombreLignes: number } };
    expect(again.status, JSON.stringify(result)).toBe(200);
    expect(result.entry).toMatchObject({ Etat: 'Intégré', NombreLignes: fileRows });
    const inventory = await rig.upload('analyste', files.inventory, {
      kind: 'inventory',
      rolename: ROLE,
    });
    expect(inventory.status, await inventory.text()).toBe(200);
  });

  /** « Sauvegarder » a computed perimeter, with the SCR and ESG results when it has them. */
  const archive = (perimeterID: string, name: string, category: string, results: boolean) =>
    rig.call('analyste', 'POST', '/archive', {
      perimeterID,
      name,
      category,
      simulation: false,
      scr: results,
      esg: results,
      riskLiquidity: false,
      rolename: ROLE,
    });
  /** The time an archive's creation took, for the kill of another. */
  let archiveMs = 0;

  const killComputation = (
    scenario: string,
    flags: { computeSCR?: boolean; computeESG?: boolean },
    phase: 'anywhere' | 'storing',
  ) => computationKilled({ rig, kind, note }, scenario, flags, phase);

  it('a look-through: the old perimeter or the new, whole; the job failed in French or retried; it runs again', async () => {
    const perimeterID = await killComputation('lookthrough', {}, 'anywhere');
    // Archived: no later computation, killed or not, may take it away.
    const archived = await timed(() => archive(perimeterID, 'Sauvegarde A', 'Officiel', false));
    expect(archived.value.status, await archived.value.text()).toBe(201);
    archiveMs = archived.ms;
  });

  let scrPerimeter = '';
  it('a computation with SCR and ESG, killed while its results are written: the same, and the results whole', async () => {
    scrPerimeter = await killComputation('scr', { computeSCR: true, computeESG: true }, 'storing');
  });

  it('a parameter save (a client-data list of 20,000 entries): the old list or the new, audited once', async () => {
    const list = (prefix: string) =>
      Array.from({ length: LIST_ENTRIES }, (_, i) => ({
        code: `GRP-${prefix}-${String(i).padStart(6, '0')}`,
        denomination: `Filiale ${prefix} ${i}`,
        cic: 'FR31',
      }));
    const [a, b] = [list('A'), list('B')];
    const save = (entries: typeof a) =>
      rig.call('analyste', 'PUT', '/parameters/intra-groups', {
        rolename: ROLE,
        intraGroups: entries,
      });
    const codes = (entries: { code: string }[]) => entries.map((e) => e.code).join(',');
    const first = await timed(() => save(a));
    expect(first.value.status, await first.value.text()).toBe(200);

    const kill = await rig.killDuring('parameters', within(first.ms), () => save(b));
    const state = await rig.inspect(async (db) => {
      const saved = await rows<{ code: string }>(
        db,
        sql`select code from scr_client_list_entries
             where role_code = ${ROLE} and list = 'intraGroups' order by position`,
      );
      const [audit] = await rows<{ n: number }>(
        db,
        sql`select count(*)::int as n from parameter_audit
             where role_code = ${ROLE} and group_name = 'intraGroups'`,
      );
      return { saved: codes(saved), audits: audit!.n };
    });
    const committed = state.saved === codes(b);
    if (!committed) {
      expect(state.saved, 'la liste d’avant, entière').toBe(codes(a));
      expect(kill.answered).toBeUndefined();
    }
    expect(state.audits, 'une ligne du journal par enregistrement').toBe(committed ? 2 : 1);

    await restart();
    const read = await rig.call('analyste', 'GET', `/parameters/intra-groups?rolename=${ROLE}`);
    expect(codes((await read.json()) as { code: string }[])).toBe(state.saved);
    note('parameters', kill, committed ? 'nouvelle liste' : 'ancienne liste');

    const again = await save(b);
    expect(again.status).toBe(200);
    const after = await rig.call('analyste', 'GET', `/parameters/intra-groups?rolename=${ROLE}`);
    expect(codes((await after.json()) as { code: string }[])).toBe(codes(b));
  });

  it('an archive’s creation: complete or absent, audited with it; the archived perimeter kept; it runs again', async () => {
    const target = scrPerimeter;
    const kill = await rig.killDuring('archive', within(archiveMs, 'de la sauvegarde A'), () =>
      archive(target, 'Sauvegarde B', 'Test', true),
    );
    const state = await rig.inspect(async (db) => {
      const all = await perimeters(db);
      const archived = await rows<{ perimeter_id: string; name: string; families: string[] }>(
        db,
        sql`select perimeter_id::text, name, families from archives where role_code = ${ROLE}`,
      );
      const [audit] = await rows<{ n: number }>(
        db,
        sql`select count(*)::int as n from parameter_audit
             where role_code = ${ROLE} and group_name = 'archives'`,
      );
      return { all, archived, audits: audit!.n };
    });
    const committed = state.archived.some((a) => a.perimeter_id === target);
    expect(state.archived.map((a) => a.name).sort()).toEqual(
      committed ? ['Sauvegarde A', 'Sauvegarde B'] : ['Sauvegarde A'],
    );
    for (const kept of state.archived) {
      const results = kept.name === 'Sauvegarde B';
      expect(kept.families).toEqual(results ? ['scr', 'esg'] : []);
      const perimeter = state.all.find((p) => p.id === kept.perimeter_id);
      expect(perimeter, `périmètre de « ${kept.name} »`).toBeDefined();
      if (results) expect(perimeter!.scr && perimeter!.esg).toBe(true);
    }
    expect(state.audits, 'une ligne du journal par sauvegarde').toBe(state.archived.length);
    if (kill.answered) expect(committed).toBe(true);

    await restart();
    const listed = await rig.call('analyste', 'GET', `/archive/all?rolename=${ROLE}`);
    const names = ((await listed.json()) as { name: string }[]).map((a) => a.name).sort();
    expect(names).toEqual(state.archived.map((a) => a.name).sort());
    note('archive', kill, committed ? 'sauvegarde complète' : 'aucune sauvegarde');

    const again = await archive(target, 'Sauvegarde B', 'Test', true);
    if (committed) {
      expect(again.status).toBe(409);
      expect(((await again.json()) as { message: string }).message).toMatch(/déjà sauvegardé/);
    } else expect(again.status, await again.text()).toBe(201);
    const after = await rig.call('analyste', 'GET', `/archive/all?rolename=${ROLE}`);
    expect(((await after.json()) as { name: string }[]).map((a) => a.name).sort()).toEqual([
      'Sauvegarde A',
      'Sauvegarde B',
    ]);
  });

  it('after a clean stop: nothing left running or in writing, no orphan rows once purged', async () => {
    await rig.stop();
    const state = await rig.inspect(async (db) => {
      await perimeters(db);
      // A computation killed while it wrote its rows page by page (the embedded database)
      // left its perimeter marked in writing: the restart dropped the mark, the purge the rows.
      const [left] = await rows<{ jobs: number; imports: number; writing: number }>(
        db,
        sql`select (select count(*)::int from job_records where state = 'running') as jobs,
                   (select count(*)::int from integration_log where state = 'En cours') as imports,
                   (select count(*)::int from perimeters_in_writing) as writing`,
      );
      return { ...left!, orphans: await orphanRows(db) };
    });
    expect(state).toEqual({ jobs: 0, imports: 0, writing: 0, orphans: 0 });
    for (const folder of TEMPORARY_FOLDERS)
      expect(await filesIn(path.join(rig.dataDir, folder))).toEqual([]);
  });
});
