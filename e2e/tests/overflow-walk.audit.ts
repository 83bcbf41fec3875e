import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ROUTES, type RouteSpec } from '../../apps/web/src/app/routes/route-table';
import { compute } from '../support/compute';
import { analystOnDemoPerimeter } from '../support/demo-perimeter';
import { auditLayout } from '../support/layout-audit';
import { signIn } from '../support/portal';
import { serverAndBrowser } from '../support/suite';

// The hash is set in the page, where `window` is the browser's.
declare const window: { location: { hash: string } };

const SHOTS = 'artifacts/overflow-walk';

/** The widths of issue 40: a laptop beside the open menu, and a phone. */
const WIDTHS = [
  { width: 1200, menuOpen: true },
  { width: 390, menuOpen: false },
] as const;

/** Every console error and page error, with the route it happened on. */
function watchConsole(page: Page, at: { route: string }): string[] {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(`${at.route}: ${m.text()}`));
  page.on('pageerror', (error) => errors.push(`${at.route}: ${error.message}`));
  return errors;
}

/** Opens a route in the running app (a hash change: no reload) and waits for it to settle. */
async function open(page: Page, path: string, menuOpen: boolean) {
  await page.evaluate((hash) => (window.location.hash = hash), path);
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  if ((await menu.getAttribute('aria-expanded')) !== String(menuOpen)) await menu.click();
  // Skeletons and spinners give way to figures; the drawer's slide ends.
  for (const busy of ['.MuiSkeleton-root', '[role="progressbar"]', '.ag-overlay-loading-center'])
    await page
      .locator(busy)
      .first()
      .waitFor({ state: 'detached', timeout: 20_000 })
      .catch(() => {});
  await page.waitForTimeout(300);
}

/**
 * Every route at both widths: the defects found, each named by width and route. Routes
 * the user may not open send them home: those are walked by the user who may.
 */
async function walk(
  page: Page,
  login: string,
  routes: readonly RouteSpec[],
  at: { route: string },
) {
  const found: string[] = [];
  for (const { width, menuOpen } of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const spec of routes) {
      at.route = `${width} px ${spec.path}`;
      await open(page, spec.path, menuOpen);
      if (spec.path !== '/' && new URL(page.url()).hash === '#/') continue;
      const shot = `${SHOTS}/${width}-${login}${spec.path.replaceAll('/', '_')}.png`;
      await page.screenshot({ path: shot, fullPage: width < 600 });
      for (const defect of await auditLayout(page))
        found.push(`${width} px ${spec.path}: ${defect.kind}: ${defect.detail}`);
    }
  }
  return found;
}

/**
 * Issue 40 « Tests »: every page of the route table at 1200 px with the menu open and at
 * 390 px fits its window, holds no English text and no wrapped or clipped button, and
 * logs no console error. The analyst walks the pages with every result computed, the
 * administrator the administration pages.
 */
describe('every page at 1200 px and 390 px', () => {
  const suite = serverAndBrowser({ PRISME_DEMO_DATA: 'true' });
  mkdirSync(SHOTS, { recursive: true });
  const pages = ROUTES.filter((spec) => spec.path !== '/auth/lock');

  it('fits, speaks French and logs no error, for the analyst with results', async () => {
    const { server, browser } = suite;
    const at = { route: '(sign-in)' };
    const { page } = await analystOnDemoPerimeter(browser, server.url);
    const errors = watchConsole(page, at);
    at.route = '/compute';
    await compute(page, server.url, ['SCR', 'ESG', 'Risque']);
    const found = await walk(
      page,
      'analyste',
      pages.filter((spec) => spec.right !== 'isAdmin'),
      at,
    );
    expect(found).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  }, 300_000);

  it('fits, speaks French and logs no error, for the administrator', async () => {
    const { server, browser } = suite;
    const at = { route: '(sign-in)' };
    const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
    const errors = watchConsole(page, at);
    await page.goto(server.url);
    await signIn(page, 'admin');
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 });
    const found = await walk(
      page,
      'admin',
      pages.filter((spec) => spec.right === 'isAdmin' || spec.path === '/'),
      at,
    );
    expect(found).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  }, 300_000);
});
