import ExcelJS from 'exceljs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../apps/server/src/db/client';
import { benchAnalystTokens } from '../../apps/server/src/bench/bench-token';
import { seedDemoData } from '../../apps/server/src/seed/demo-data';
import { TEST_PUBLIC_URL } from '../../apps/server/src/test/test-app';
import {
  createPostgresDatabase,
  startServer,
  type PostgresDatabase,
  type RunningServer,
} from '../support/server';
import {
  demoInventoryHistory,
  demoInventoryLines,
  INVENTORY_HEADER,
} from '../support/demo-inventory';

/**
 * Issue 21 §2, the job queue on PostgreSQL: two server processes on one database, ten
 * computations posted to the first one only. Each process runs two jobs at once, so the
 * second one must take jobs from the queue for all ten to run; every request answers its
 * results. Then a process is killed while it runs jobs: they are retried by the other,
 * and every request still answers. (Retried once, then failed in French, with the
 * cancellation from another process: jobs/queue/postgres-queue.test.ts.) A third process
 * runs no job (PRISME_JOB_WORKERS=0, an API process): an import sent to it and an export
 * asked of it are run by the others, their files crossing through the database.
 */
const ADMIN_URL = process.env['TEST_DATABASE_URL'];
if (!ADMIN_URL) {
  console.warn(
    'job-queue.e2e.ts ignoré : TEST_DATABASE_URL n’est pas défini (par exemple ' +
      'postgres://postgres@127.0.0.1:5432/test) ; la file de travaux partagée est celle de PostgreSQL.',
  );
}

const ROLE = 'Client.DEMO1';
const COMPUTATIONS = 10;

interface JobRecord {
  token: string;
  state: string;
  owner: number | null;
}

describe.skipIf(!ADMIN_URL)('computations on a job queue shared by two processes', () => {
  let database: PostgresDatabase;
  let servers: RunningServer[] = [];
  /** A process that only answers requests and enqueues. */
  let apiOnly: RunningServer;
  let tokens: string[] = [];
  let reader: pg.Client;
  const env = { PUBLIC_URL: TEST_PUBLIC_URL, PRISME_DEMO_DATA: 'true', PRISME_JOB_WORKERS: '2' };
  /** Worker processes started by a test, stopped with the others. */
  const extra: RunningServer[] = [];

  beforeAll(async () => {
    database = await createPostgresDatabase(ADMIN_URL);
    const handle: DatabaseHandle = await openDatabase({ kind: 'postgres', url: database.url });
    try {
      await handle.migrate();
      await seedDemoData(handle.db);
      // Both processes sign in users with the same issuer: tokens signed as the tests do.
      [apiOnly, ...servers] = await Promise.all([
        startServer({ ...env, PRISME_JOB_WORKERS: '0' }, { databaseUrl: database.url }),
        startServer(env, { databaseUrl: database.url }),
        startServer(env, { databaseUrl: database.url }),
      ]);
      // One user per computation: a user's own computations wait for one another.
      tokens = await benchAnalystTokens(handle, ROLE, COMPUTATIONS);
    } finally {
      await handle.close();
    }
    reader = new pg.Client({ connectionString: database.url });
    await reader.connect();
  }, 300_000);

  afterAll(async () => {
    await reader?.end();
    await Promise.all([apiOnly, ...servers, ...extra].map((server) => server?.stop()));
    await database?.drop();
  });

  const call = async (
    server: RunningServer,
    token: string,
    method: string,
    path: string,
    body?: unknown,
  ) => {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  /** The client's first portfolio on its latest date, as the perimeter bar picks it. */
  async function perimeterRequest(server: RunningServer, token: string) {
    const portfolios = await call(
      server,
      token,
      'GET',
      `/api/inventory/portfolios?rolename=${ROLE}`,
    );
    const portfolio = (portfolios.body as unknown as { codePortefeuille: string }[])[0]!;
    const dates = await call(server, token, 'POST', '/api/inventory/valuation-dates', {
      portfolioCodes: [portfolio.codePortefeuille],
    });
    const valuationDate = (dates.body as unknown as string[]).sort().at(-1)!;
    const compartments = await call(server, token, 'POST', '/api/inventory/compartments', {
      portfolioCodes: [portfolio.codePortefeuille],
      valuationDate,
    });
    return {
      valuationDate,
      rolename: ROLE,
      portfolios: [portfolio.codePortefeuille],
      compartments: (compartments.body as unknown as { codeCompartiment: string }[]).map(
        (compartment) => compartment.codeCompartiment,
      ),
      lookThroughLevel: 'FULL',
      computeSCR: true,
    };
  }

  const records = async (jobTokens: readonly string[]) =>
    (
      await reader.query<JobRecord>(
        'select token, state, owner from job_records where token = any($1::uuid[])',
        [jobTokens],
      )
    ).rows;

  it('spreads ten computations posted to one process across both', async () => {
    const [first] = servers;
    const request = await perimeterRequest(first!, tokens[0]!);
    const jobTokens = tokens.map(() => crypto.randomUUID());
    const answers = await Promise.all(
      tokens.map((token, n) =>
        call(first!, token, 'POST', '/api/inventory/computation', {
          ...request,
          progressToken: jobTokens[n],
        }),
      ),
    );
    for (const answer of answers) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body['globalSCRMarketResult']).toBeGreaterThan(0);
    }
    // The same perimeter gives the same SCR, whichever process computed it.
    expect(new Set(answers.map((answer) => answer.body['globalSCRMarketResult'])).size).toBe(1);
    const done = await records(jobTokens);
    expect(done.map((record) => record.state)).toEqual(jobTokens.map(() => 'done'));
    const owners = new Set(done.map((record) => record.owner));
    // Both processes ran some: the second one only through the queue.
    expect(owners).toEqual(new Set(servers.map(presenceKeyOf)));
  });

  /** Posts an inventory to a process as the Intégration page does. */
  async function postInventory(
    server: RunningServer,
    token: string,
    fileName: string,
    lines: string[],
    progressToken?: string,
  ) {
    const form = new FormData();
    form.set('kind', 'inventory');
    form.set('rolename', ROLE);
    if (progressToken) form.set('progressToken', progressToken);
    const csv = [INVENTORY_HEADER, ...lines].join('\r\n');
    form.set('file', new Blob([csv], { type: 'text/csv' }), fileName);
    const answer = await fetch(`${server.url}/api/integration/files`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const body = (await answer.json()) as { entry: { Etat: string; NombreLignes: number } };
    return { status: answer.status, body };
  }

  it('imports and exports through a process that runs no job', async () => {
    const token = tokens[0]!;
    const lines = demoInventoryLines();
    const imported = await postInventory(apiOnly, token, 'inventaire-janvier.csv', lines);
    const outcome = imported.body;
    expect(imported.status, JSON.stringify(outcome)).toBe(200);
    expect(outcome.entry).toMatchObject({ Etat: 'Intégré', NombreLignes: lines.length });

    const computed = await call(
      apiOnly,
      token,
      'POST',
      '/api/inventory/computation',
      await perimeterRequest(apiOnly, token),
    );
    expect(computed.status, JSON.stringify(computed.body)).toBe(200);
    const exported = await fetch(`${apiOnly.url}/api/reporting/scr-excel`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-disposition')).toContain('.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await exported.arrayBuffer());
    expect(workbook.worksheets.length).toBeGreaterThan(1);

    // Every job of the API process ran elsewhere, and no file is left in the database.
    const byKind = (
      await reader.query<{ kind: string; owners: number[]; states: string[] }>(
        `select kind, array_agg(distinct owner) as owners, array_agg(distinct state) as states
           from job_records where kind in ('import', 'export') group by kind order by kind`,
      )
    ).rows;
    expect(byKind.map((row) => row.kind)).toEqual(['export', 'import']);
    const workerKeys = servers.map(presenceKeyOf);
    for (const row of byKind) {
      expect(row.states).toEqual(['done']);
      for (const owner of row.owners) expect(workerKeys).toContain(owner);
    }
    const left = await reader.query<{ n: string }>('select count(*) as n from job_file_parts');
    expect(left.rows[0]!.n).toBe('0');
  });

  it('retries on the other process the jobs of a process killed while running them', async () => {
    const [first, second] = servers;
    const request = await perimeterRequest(first!, tokens[0]!);
    const jobTokens = tokens.slice(0, 4).map(() => crypto.randomUUID());
    const answers = Promise.all(
      jobTokens.map((jobToken, n) =>
        call(first!, tokens[n]!, 'POST', '/api/inventory/computation', {
          ...request,
          progressToken: jobToken,
        }),
      ),
    );
    const secondKey = presenceKeyOf(second!);
    let killedWhileRunning: string | undefined;
    for (let tries = 0; tries < 400 && !killedWhileRunning; tries += 1) {
      const running = (await records(jobTokens)).find(
        (record) => record.state === 'running' && record.owner === secondKey,
      );
      if (running) {
        await second!.kill();
        killedWhileRunning = running.token;
      } else await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(killedWhileRunning, 'no job ran on the second process').toBeDefined();
    for (const answer of await answers) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body['globalSCRMarketResult']).toBeGreaterThan(0);
    }
    expect((await records(jobTokens)).every((record) => record.state === 'done')).toBe(true);
    // Whichever process watched first put the job back.
    expect([apiOnly, first!].map((server) => server.output()).join('\n')).toContain('relancé');
    // Four computations, one killed and run again: 2–8 s alone, but past 120 s twice on
    // this two-core machine when it slowed (29/11 night); the assertions are the same.
  }, 300_000);

  /** A process's presence key, as it logs it at start (job_records.owner of its jobs). */
  function presenceKeyOf(server: RunningServer): number {
    const key = /Présence du processus sur la base : clé (\d+)/.exec(server.output())?.[1];
    if (!key) throw new Error(`no presence key in the log:\n${server.output()}`);
    return Number(key);
  }
  it('integrates once an import whose process was killed while running it', async () => {
    // Only the first worker is left by the test above: a second one to take the retry.
    const rescuer = await startServer(env, { databaseUrl: database.url });
    extra.push(rescuer);
    const token = tokens[1]!;
    const lines = demoInventoryHistory(150_000);
    const progressToken = crypto.randomUUID();
    const answer = postInventory(apiOnly, token, 'inventaire-historique.csv', lines, progressToken);
    const workers = [servers[0]!, rescuer];
    let killed: RunningServer | undefined;
    // Killed mid-import: once its log entry says « En cours » (its transaction under way).
    const importing = async () =>
      (
        await reader.query(
          `select 1 from integration_log where title = 'inventaire-historique.csv' and state = 'En cours'`,
        )
      ).rowCount === 1;
    for (let tries = 0; tries < 600 && !killed; tries += 1) {
      const [record] = await records([progressToken]);
      const owner = workers.find(
        (server) => record?.state === 'running' && record.owner === presenceKeyOf(server),
      );
      if (owner && (await importing())) {
        await owner.kill();
        killed = owner;
      } else await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(killed, 'the import never ran').toBeDefined();
    // The other worker took it again from its stored file (or ended it with its result if
    // the killed one had committed): the request answers, the file is in once.
    const { status, body } = await answer;
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.entry).toMatchObject({ Etat: 'Intégré', NombreLignes: lines.length });
    // The killed process's entry reads « Rejeté » (interrupted) once the log is read.
    expect(
      (await call(apiOnly, token, 'GET', `/api/integration/files?rolename=${ROLE}`)).status,
    ).toBe(200);
    const entries = (
      await reader.query<{ state: string }>(
        `select state from integration_log where title = 'inventaire-historique.csv' order by id`,
      )
    ).rows.map((row) => row.state);
    // The killed attempt's entry (unless it had committed) and the retry's.
    expect(entries.filter((state) => state === 'Intégré')).toHaveLength(1);
    expect(entries.at(-1)).toBe('Intégré');
    expect(entries).not.toContain('En cours');
    const stored = await reader.query<{ n: string }>(
      `select count(*) as n from positions where role_code = $1 and valuation_date < '2000-01-01'`,
      [ROLE],
    );
    expect(Number(stored.rows[0]!.n)).toBe(lines.length);
    const left = await reader.query<{ n: string }>('select count(*) as n from job_file_parts');
    expect(left.rows[0]!.n).toBe('0');
  });
});
