import type { Browser, Page } from 'playwright-core';
import { compartmentLabel, portfolioPlans } from '../../apps/server/src/seed/demo-data/portfolios';
import { choosePerimeter } from './perimeter';
import { signIn } from './portal';

/** The demo client's first portfolio, with all its compartments, as the perimeter bar names them. */
const plan = portfolioPlans('Client.DEMO1')[0]!;
export const DEMO_PORTFOLIO = `${plan.row.code} — ${plan.row.label}`;
export const DEMO_COMPARTMENTS = plan.compartments.map(
  (code) => `${code} — ${compartmentLabel(code)}`,
);

/**
 * A new page signed in as the analyst, on the demo's first portfolio at its newest date;
 * `errors` gathers the page's uncaught errors (and its console errors when asked).
 */
export async function analystOnDemoPerimeter(
  browser: Browser,
  url: string,
  options: { acceptDownloads?: boolean; consoleErrors?: boolean } = {},
): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({
    viewport: { width: 1400, height: 1000 },
    acceptDownloads: options.acceptDownloads ?? false,
  });
  const errors: string[] = [];
  if (options.consoleErrors)
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(url);
  await signIn(page, 'analyste');
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 });
  await choosePerimeter(page, DEMO_PORTFOLIO, DEMO_COMPARTMENTS);
  return { page, errors };
}
