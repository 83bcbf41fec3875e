import { createServer, request, Agent, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { openDatabase } from '../../apps/server/src/db/client';
import { seedDemoData } from '../../apps/server/src/seed/demo-data';
import { compartmentLabel, portfolioPlans } from '../../apps/server/src/seed/demo-data/portfolios';
import { launchBrowser } from '../support/browser';
import { choosePerimeter } from '../support/perimeter';
import { signIn, signOut } from '../support/portal';
import {
  createPostgresDatabase,
  startServer,
  type PostgresDatabase,
  type RunningServer,
} from '../support/server';

/**
 * Issue 21 §3, stateless API: two server processes on one PostgreSQL database, and every
 * request of a user's journey sent to one then the other by a reverse proxy that
 * alternates its upstreams per request (not per connection, not per user: the worst a
 * load balancer without sticky sessions can do). The browser knows only the proxy's
 * address, which is both processes' PUBLIC_URL. Every step must succeed.
 */
const ADMIN_URL = process.env['TEST_DATABASE_URL'];
if (!ADMIN_URL) {
  console.warn(
    'stateless.e2e.ts ignoré : TEST_DATABASE_URL n’est pas défini (par exemple ' +
      'postgres://postgres@127.0.0.1:5432/test) ; deux processus ne partagent qu’une base PostgreSQL.',
  );
}

const plan = portfolioPlans('Client.DEMO1')[0]!;
const PORTFOLIO = `${plan.row.code} — ${plan.row.label}`;
const COMPARTMENTS = plan.compartments.map((code) => `${code} — ${compartmentLabel(code)}`);

/** One request as the proxy passed it on. */
interface Hop {
  method: string;
  path: string;
  /** 0 or 1: which process answered. */
  upstream: number;
  status: number;
  /** The request's body (token endpoint) or the answer's (job polls), for the checks. */
  requestBody?: string;
  responseBody?: string;
}

interface AlternatingProxy {
  url: string;
  hops: Hop[];
  route(upstreams: string[]): void;
  close(): Promise<void>;
}

/** A reverse proxy that sends request n to upstream n mod 2, headers (Host) untouched. */
async function alternatingProxy(): Promise<AlternatingProxy> {
  let upstreams: URL[] = [];
  let agents: Agent[] = [];
  let next = 0;
  const hops: Hop[] = [];
  const server: Server = createServer((incoming, outgoing) => {
    const upstream = next++ % upstreams.length;
    const target = upstreams[upstream]!;
    const path = incoming.url ?? '/';
    const hop: Hop = { method: incoming.method ?? 'GET', path, upstream, status: 0 };
    hops.push(hop);
    const keepRequest = path.startsWith('/idp/token');
    const keepResponse = path.startsWith('/api/jobs/');
    if (keepRequest) {
      hop.requestBody = '';
      incoming.on('data', (chunk: Buffer) => (hop.requestBody += chunk.toString()));
    }
    const forwarded = request(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path,
        headers: incoming.headers,
        agent: agents[upstream],
      },
      (answer) => {
        hop.status = answer.statusCode ?? 0;
        outgoing.writeHead(hop.status, answer.headers);
        if (keepResponse) {
          hop.responseBody = '';
          answer.on('data', (chunk: Buffer) => (hop.responseBody += chunk.toString()));
        }
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', (error) => {
      hop.status = 502;
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end(String(error));
    });
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    hops,
    route(urls) {
      upstreams = urls.map((u) => new URL(u));
      agents = urls.map(() => new Agent({ keepAlive: true }));
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
        for (const agent of agents) agent.destroy();
      }),
  };
}

/** The page's sessionStorage, typed without the DOM library. */
interface PageStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The portal's stored user (oidc-client-ts, sessionStorage). */
const storedUser = (page: Page) =>
  page.evaluate(() => {
    const sessionStorage = (globalThis as unknown as { sessionStorage: PageStorage })
      .sessionStorage;
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'));
    return key ? (JSON.parse(sessionStorage.getItem(key)!) as Record<string, unknown>) : null;
  });

describe.skipIf(!ADMIN_URL)('stateless API: one journey over two processes', () => {
  let database: PostgresDatabase;
  let proxy: AlternatingProxy;
  let servers: RunningServer[] = [];
  let browser: Browser;
  const timings: string[] = [];
  let clock = Date.now();
  const lap = (step: string) => {
    const now = Date.now();
    timings.push(`${step} : ${((now - clock) / 1000).toFixed(1)} s`);
    clock = now;
  };

  beforeAll(async () => {
    clock = Date.now();
    [database, proxy, browser] = await Promise.all([
      createPostgresDatabase(ADMIN_URL),
      alternatingProxy(),
      launchBrowser(),
    ]);
    // The demo data written once before the servers start (as the other tests do).
    const handle = await openDatabase({ kind: 'postgres', url: database.url });
    try {
      await handle.migrate();
      await seedDemoData(handle.db);
    } finally {
      await handle.close();
    }
    lap('base PostgreSQL et données de démonstration');
    // Both processes start together on the database: identity keys and demo accounts
    // are created once (under their advisory locks), whoever comes first.
    const env = { PUBLIC_URL: proxy.url, PRISME_DEMO_DATA: 'true' };
    servers = await Promise.all([
      startServer(env, { databaseUrl: database.url }),
      startServer(env, { databaseUrl: database.url }),
    ]);
    proxy.route(servers.map((s) => s.url));
    lap('deux processus démarrés');
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await proxy?.close();
    await Promise.all(servers.map((s) => s.stop()));
    await database?.drop();
    if (timings.length) console.log(`Parcours sur deux processus :\n  ${timings.join('\n  ')}`);
  });

  it('signs in, renews its token, computes, reads, saves, archives, exports and signs out, each request on the other process', async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const hopsFrom = (start: number) => proxy.hops.slice(start);
    /** The models of oidc-provider stored in the database both processes share. */
    const providerModels = async () => {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        const { rows } = await client.query<{ model: string }>(
          'select distinct model from oidc_store order by model',
        );
        return rows.map((r) => r.model);
      } finally {
        await client.end();
      }
    };

    // 1. Sign-in through the embedded provider: authorization code + PKCE, the
    //    interaction pages, the code exchanged for tokens.
    await page.goto(proxy.url);
    await page.getByLabel('Identifiant').waitFor({ timeout: 60_000 });
    // The sign-in page's interaction is in the database (oidc_store), not in a process.
    expect(await providerModels()).toContain('Interaction');
    await signIn(page, 'analyste');
    await page.getByRole('heading', { name: 'Accueil' }).waitFor({ timeout: 60_000 });
    const signedIn = await storedUser(page);
    expect(signedIn?.['refresh_token']).toBeTruthy();
    const codeExchange = proxy.hops.find(
      (h) => h.path.startsWith('/idp/token') && h.requestBody?.includes('authorization_code'),
    );
    expect(codeExchange?.status).toBe(200);
    expect(codeExchange?.requestBody).toContain('code_verifier=');
    // The provider's steps were served by both processes.
    const idpHops = proxy.hops.filter((h) => h.path.startsWith('/idp/'));
    expect(new Set(idpHops.map((h) => h.upstream))).toEqual(new Set([0, 1]));
    lap('connexion');

    // 2. Token renewal: the stored token made stale, the portal renews it with its
    //    refresh token on the next load (auth-start.ts), then carries on.
    await page.evaluate(() => {
      const sessionStorage = (globalThis as unknown as { sessionStorage: PageStorage })
        .sessionStorage;
      const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'))!;
      const user = JSON.parse(sessionStorage.getItem(key)!) as { expires_at: number };
      user.expires_at = Math.floor(Date.now() / 1000) - 60;
      sessionStorage.setItem(key, JSON.stringify(user));
    });
    const beforeRenewal = proxy.hops.length;
    await page.reload();
    await page.getByRole('heading', { name: 'Accueil' }).waitFor({ timeout: 60_000 });
    const renewal = hopsFrom(beforeRenewal).find(
      (h) => h.path.startsWith('/idp/token') && h.requestBody?.includes('refresh_token'),
    );
    expect(renewal?.status).toBe(200);
    const renewed = await storedUser(page);
    expect(renewed?.['access_token']).not.toBe(signedIn?.['access_token']);
    // What the provider keeps is in the database both processes read (adapter.ts).
    expect(await providerModels()).toEqual(
      expect.arrayContaining(['AuthorizationCode', 'Grant', 'RefreshToken', 'Session']),
    );
    lap('renouvellement du jeton');

    // 3. The perimeter chosen (and saved).
    await choosePerimeter(page, PORTFOLIO, COMPARTMENTS);
    lap('périmètre');

    // 4. A computation started on one process, its progress followed on both.
    const beforeComputation = proxy.hops.length;
    await page.goto(`${proxy.url}/#/compute`);
    await page.getByRole('heading', { name: 'Calculs', exact: true }).waitFor();
    for (const area of ['SCR', 'ESG', 'Risque']) {
      const box = page.getByRole('checkbox', { name: area });
      if (!(await box.isChecked())) await box.click();
    }
    await page.getByRole('button', { name: 'Lancer les calculs' }).click();
    const outcome = page.getByRole('region', { name: 'Calculs terminés' });
    await outcome.waitFor({ timeout: 120_000 });
    const computing = hopsFrom(beforeComputation);
    const computation = computing.find(
      (h) => h.method === 'POST' && h.path.startsWith('/api/inventory/computation'),
    );
    expect(computation?.status).toBe(200);
    const polls = computing.filter((h) => h.path.startsWith('/api/jobs/'));
    const stages = (upstream: number) =>
      polls
        .filter((h) => h.upstream === upstream && h.status === 200)
        .map((h) => (JSON.parse(h.responseBody!) as { stage: string }).stage);
    const other = 1 - computation!.upstream;
    // The process not running the work answered live progress, from the database.
    expect(
      stages(other).filter((s) => s !== 'done' && s !== 'failed'),
      JSON.stringify(polls.map((h) => [h.upstream, h.status, h.responseBody])),
    ).not.toEqual([]);
    expect([...stages(0), ...stages(1)]).not.toContain('failed');
    lap(`calcul (SCR, ESG, liquidité ; ${polls.length} interrogations de l’avancement)`);

    // 5. Archived under a name.
    await outcome.getByRole('button', { name: 'Sauvegarder', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Sauvegarder le calcul' });
    await dialog.getByRole('textbox', { name: 'Nom de la sauvegarde' }).fill('Deux processus');
    await dialog.getByRole('combobox', { name: 'Catégorie' }).fill('Officiel');
    await dialog.getByRole('button', { name: 'Sauvegarder', exact: true }).click();
    await page
      .getByText('Sauvegarde « Deux processus » enregistrée dans « Officiel ».')
      .waitFor({ timeout: 30_000 });
    lap('sauvegarde');

    // 6. The results read back, and the lines grid.
    await page.goto(`${proxy.url}/#/solvency/results`);
    const scrCard = page.getByRole('region', { name: 'SCR marché', exact: true });
    await scrCard.waitFor({ timeout: 30_000 });
    expect(await scrCard.locator('p').first().innerText()).toMatch(/\d/);
    await page.goto(`${proxy.url}/#/transparisation/reporting`);
    await page
      .getByRole('region', { name: 'Valeur de marché totale' })
      .waitFor({ timeout: 30_000 });
    const grid = page.getByRole('region', { name: 'Lignes transparisées' });
    await grid
      .locator('.ag-row .ag-cell[col-id]')
      .filter({ hasText: /\w/ })
      .first()
      .waitFor({ timeout: 60_000 });
    lap('résultats et grille des lignes');

    // 7. An export downloaded through the proxy.
    const [file] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      page.getByRole('button', { name: 'Exporter (Excel)' }).click(),
    ]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile((await file.path())!)) as unknown as ArrayBuffer);
    expect(workbook.getWorksheet('Lignes')?.rowCount).toBeGreaterThan(1);
    lap('export');

    // 8. Parameters saved.
    await page.goto(`${proxy.url}/#/solvency/home`);
    const stress = page.getByRole('textbox', { name: 'Choc actions de type 1' });
    await expect.poll(() => stress.inputValue(), { timeout: 30_000 }).not.toBe('');
    const before = Number(
      (await stress.inputValue()).replace(/[\s\u202f\u00a0%]/g, '').replace(',', '.'),
    );
    await stress.fill(String(Math.round((before + 0.1) * 100) / 100).replace('.', ','));
    const saved = page.waitForResponse(
      (r) => r.url().includes('/api/parameters/scr-equity') && r.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Enregistrer Actions' }).click();
    expect((await saved).status()).toBe(200);
    lap('paramètres');

    // 9. Sign-out: the refresh token revoked, the provider's session ended.
    const beforeSignOut = proxy.hops.length;
    await signOut(page);
    const revocation = hopsFrom(beforeSignOut).find((h) =>
      h.path.startsWith('/idp/token/revocation'),
    );
    expect(revocation?.status).toBe(200);
    lap('déconnexion');

    // Every request succeeded, whichever process answered; both answered each kind.
    const failures = proxy.hops.filter(
      (h) =>
        h.status >= 500 ||
        (h.status >= 400 && !(h.path.startsWith('/api/jobs/') && h.status === 404)),
    );
    expect(failures).toEqual([]);
    for (const prefix of ['/idp/', '/api/']) {
      const served = proxy.hops.filter((h) => h.path.startsWith(prefix));
      expect(new Set(served.map((h) => h.upstream)), prefix).toEqual(new Set([0, 1]));
    }
    expect(errors).toEqual([]);
    const perProcess = [0, 1].map((u) => proxy.hops.filter((h) => h.upstream === u).length);
    timings.push(`requêtes : ${proxy.hops.length} (${perProcess.join(' + ')})`);
  });
});
