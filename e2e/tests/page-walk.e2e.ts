import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ROUTES } from '../../apps/web/src/app/routes/route-table';
import { compartmentLabel, portfolioPlans } from '../../apps/server/src/seed/demo-data/portfolios';
import { choosePerimeter } from '../support/perimeter';
import { signIn } from '../support/portal';
import { serverAndBrowser } from '../support/suite';

/** The first demo portfolio of Client.DEMO1 and its compartments, as the bar lists them. */
const plan = portfolioPlans('Client.DEMO1')[0]!;
const PORTFOLIO = `${plan.row.code} — ${plan.row.label}`;
const COMPARTMENTS = plan.compartments.map((code) => `${code} — ${compartmentLabel(code)}`);

/** Every console error and page error of a page, with the route it happened on. */
function watchConsole(page: Page): { errors: string[]; at: { route: string } } {
  const watched = { errors: [] as string[], at: { route: '(sign-in)' } };
  page.on('console', (message) => {
    if (message.type() === 'error') watched.errors.push(`${watched.at.route}: ${message.text()}`);
  });
  page.on('pageerror', (error) => watched.errors.push(`${watched.at.route}: ${error.message}`));
  return watched;
}

/** Opens each route of the route table and waits for its title (or the home page). */
async function walk(page: Page, url: string, login: string, at: { route: string }) {
  for (const spec of ROUTES) {
    if (spec.path === '/auth/lock') continue; // signs out
    at.route = spec.path;
    await page.goto(`${url}/#${spec.path}`);
    // A page the user may not open sends them home; either way a level-1 heading shows.
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
    // Let late requests settle (skeletons give way to figures) before the screenshot.
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
    await page
      .locator('.MuiSkeleton-root')
      .first()
      .waitFor({ state: 'detached', timeout: 30_000 })
      .catch(() => {});
    const name = `${login}${spec.path.replaceAll('/', '_')}`;
    await page.screenshot({ path: `artifacts/walk/${name}.png` });
  }
}

/**
 * Issue 14: every page of the route table, as the analyst (with a transparised and
 * computed perimeter) and as the administrator, with the browser console watched: no
 * console error and no page error anywhere.
 */
describe('a walk through every page', () => {
  const suite = serverAndBrowser({ PRISME_DEMO_DATA: 'true' });

  it('shows no console error on any page, for the analyst with results', async () => {
    const { server, browser } = suite;
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    const watched = watchConsole(page);
    await page.goto(server.url);
    await signIn(page, 'analyste');
    await page.getByRole('heading', { name: 'Accueil' }).waitFor({ timeout: 60_000 });
    await choosePerimeter(page, PORTFOLIO, COMPARTMENTS);
    watched.at.route = '/compute';
    await page.goto(`${server.url}/#/compute`);
    await page.getByRole('heading', { name: 'Calculs', exact: true }).waitFor();
    // Every result the analyst may compute, so that every results page shows one.
    for (const area of ['SCR', 'ESG', 'Risque']) {
      const box = page.getByRole('checkbox', { name: area });
      if (!(await box.isChecked())) await box.check();
    }
    await page.getByRole('button', { name: 'Lancer les calculs' }).click();
    await page.getByRole('link', { name: 'Résultats ESG' }).waitFor({ timeout: 180_000 });
    await walk(page, server.url, 'analyste', watched.at);
    expect(watched.errors).toEqual([]);
    await page.close();
  }, 600_000);

  it('shows no console error on any page, for the administrator', async () => {
    const { server, browser } = suite;
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    const watched = watchConsole(page);
    await page.goto(server.url);
    await signIn(page, 'admin');
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 });
    await walk(page, server.url, 'admin', watched.at);
    expect(watched.errors).toEqual([]);
    await page.close();
  }, 600_000);
});
