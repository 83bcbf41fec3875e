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

const SHOTS = 'artifacts/walk';

/**
 * The widths of issue 40: a laptop beside the open menu, each page loaded afresh (its
 * start-up's console errors are caught); then a phone, each page opened by a hash change
 * (no reload: the layout is what is checked, and the walk stays short).
 */
const WIDTHS = [
  { width: 1200, menuOpen: true, reload: true },
  { width: 390, menuOpen: false, reload: false },
] as const;

/** Every console error and page error, with the route it happened on. */
function watchConsole(page: Page, at: { route: string }): string[] {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(`${at.route}: ${m.text()}`));
  page.on('pageerror', (error) => errors.push(`${at.route}: ${error.message}`));
  return errors;
}

/** Opens a route and waits for its title, its figures (no skeleton left) and the menu's slide. */
async function open(page: Page, url: string, path: string, width: (typeof WIDTHS)[number]) {
  if (width.reload) await page.goto(`${url}/#${path}`);
  else await page.evaluate((hash) => (window.location.hash = hash), path);
  // A page the user may not open sends them home; either way a level-1 heading shows.
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  if ((await menu.getAttribute('aria-expanded')) !== String(width.menuOpen)) await menu.click();
  if (width.reload) await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
  for (const busy of ['.MuiSkeleton-root', '[role="progressbar"]', '.ag-overlay-loading-center'])
    await page
      .locator(busy)
      .first()
      .waitFor({ state: 'detached', timeout: 20_000 })
      .catch(() => {});
  await page.waitForTimeout(300);
}

/**
 * Every route at both widths, with a screenshot each: the layout defects found, named by
 * width and route. Routes the user may not open send them home: the user who may walks them.
 */
async function walk(
  page: Page,
  url: string,
  login: string,
  routes: (width: number) => readonly RouteSpec[],
  at: { route: string },
) {
  const found: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width: width.width, height: 900 });
    for (const spec of routes(width.width)) {
      at.route = `${width.width} px ${spec.path}`;
      await open(page, url, spec.path, width);
      if (spec.path !== '/' && new URL(page.url()).hash === '#/') continue;
      const shot = `${SHOTS}/${width.width}-${login}${spec.path.replaceAll('/', '_')}.png`;
      await page.screenshot({ path: shot, fullPage: width.width < 600 });
      for (const defect of await auditLayout(page))
        found.push(`${at.route}: ${defect.kind}: ${defect.detail}`);
    }
  }
  return found;
}

/**
 * Issues 14 and 40: every page of the route table, at 1200 px with the menu open and at
 * 390 px, as the analyst (SCR, ESG and liquidity computed on the demo perimeter) and as
 * the administrator (the administration pages): no console or page error, no page wider
 * than its window, no English text (e2e/support/layout-audit.ts), no wrapped button, no
 * card whose figures stick out (record web/0286).
 */
describe('a walk through every page', () => {
  const suite = serverAndBrowser({ PRISME_DEMO_DATA: 'true' });
  mkdirSync(SHOTS, { recursive: true });
  const pages = ROUTES.filter((spec) => spec.path !== '/auth/lock'); // signs out

  it('fits, speaks French and logs no error on any page, for the analyst with results', async () => {
    const { server, browser } = suite;
    const at = { route: '(sign-in)' };
    const { page } = await analystOnDemoPerimeter(browser, server.url);
    const errors = watchConsole(page, at);
    at.route = '/compute';
    await compute(page, server.url, ['SCR', 'ESG', 'Risque']);
    const analystPages = pages.filter((spec) => spec.right !== 'isAdmin');
    const found = await walk(page, server.url, 'analyste', () => analystPages, at);
    expect(found).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  }, 600_000);

  it('fits, speaks French and logs no error on any page, for the administrator', async () => {
    const { server, browser } = suite;
    const at = { route: '(sign-in)' };
    const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
    const errors = watchConsole(page, at);
    await page.goto(server.url);
    await signIn(page, 'admin');
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 });
    // Every page at 1200 px (those of the analyst too: no console error without a
    // perimeter), the administration pages at 390 px (the analyst's walk has the others).
    const adminPages = pages.filter((spec) => spec.right === 'isAdmin' || spec.path === '/');
    const routes = (width: number) => (width === 1200 ? pages : adminPages);
    const found = await walk(page, server.url, 'admin', routes, at);
    expect(found).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  }, 600_000);
});
