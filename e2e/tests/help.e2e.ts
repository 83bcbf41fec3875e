import { describe, expect, it } from 'vitest';
import { signIn } from '../support/portal';
import { serverAndBrowser } from '../support/suite';

describe('the help page', () => {
  const suite = serverAndBrowser({ PRISME_DEMO_DATA: 'true' });

  it('shows the guide and its table of contents, finds a word and opens its section', async () => {
    const { server, browser } = suite;
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto(`${server.url}/#/help`);
    await signIn(page, 'lecteur');
    await page.getByRole('heading', { level: 1, name: 'Aide' }).waitFor({ timeout: 30_000 });

    const toc = page.getByRole('navigation', { name: 'Sommaire' });
    await toc.waitFor();
    expect(await toc.getByRole('button', { name: 'Le SCR de marché' }).isVisible()).toBe(true);
    await page.screenshot({ path: 'artifacts/aide.png' });

    // « / » puts the cursor in the search field.
    await page.keyboard.press('/');
    const search = page.getByRole('combobox', { name: 'Rechercher dans l’aide' });
    expect(await page.evaluate("document.activeElement?.getAttribute('aria-label')")).toBe(
      'Rechercher dans l’aide',
    );
    await page.keyboard.type('concentration');
    const results = page.getByRole('listbox', { name: 'Résultats de la recherche' });
    const first = results.getByRole('option').first();
    await first.waitFor();
    expect(await first.textContent()).toContain('Risque de concentration');
    await page.screenshot({ path: 'artifacts/aide-recherche.png' });

    await first.click();
    const heading = page.getByRole('heading', { name: 'Risque de concentration (art. 182 à 187)' });
    // Scrolled to the top of the page, below the app bar, with the words highlighted.
    const top = async () => (await heading.boundingBox())?.y ?? -1;
    await expect.poll(top, { timeout: 10_000 }).toBeGreaterThanOrEqual(0);
    await expect.poll(top, { timeout: 10_000 }).toBeLessThan(300);
    // Not hidden under the app bar or the perimeter bar: the heading is what shows there.
    // (A string: this workspace's TypeScript has no DOM types.)
    const shown = () =>
      page.evaluate(`(() => {
        const heading = document.getElementById('risque-de-concentration-art-182-a-187');
        const box = heading.getBoundingClientRect();
        return heading.contains(document.elementFromPoint(box.left + 20, box.top + box.height / 2));
      })()`);
    await expect.poll(shown, { timeout: 10_000 }).toBe(true);
    expect(await page.locator('article mark.help-hit').count()).toBeGreaterThan(2);
    expect(await results.count()).toBe(0);
    // The table of contents follows: the concentration section is the current one.
    await expect
      .poll(() => toc.locator('[aria-current="location"]').textContent())
      .toBe('Risque de concentration (art. 182 à 187)');
    expect(page.url()).toMatch(/#\/help$/);
    await page.screenshot({ path: 'artifacts/aide-section.png' });

    await search.fill('zzzz introuvable');
    await page.getByText('Aucun résultat').waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('folds the table of contents above the text on a narrow screen', async () => {
    const { server, browser } = suite;
    const page = await browser.newPage({ viewport: { width: 760, height: 900 } });
    await page.goto(`${server.url}/#/help?section=glossaire`);
    await signIn(page, 'analyste');
    const glossary = page.getByRole('heading', { name: 'Glossaire', level: 2 });
    const top = async () => (await glossary.boundingBox())?.y ?? -1;
    // The link's section is opened, below the pinned bars.
    await expect.poll(top, { timeout: 30_000 }).toBeGreaterThan(0);
    await expect.poll(top, { timeout: 10_000 }).toBeLessThan(450);
    const toggle = page.getByRole('button', { name: 'Sommaire' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await page.evaluate('window.scrollTo(0, 0)');
    await toggle.click();
    // Clicked while it unfolds, an entry moves under the pointer: Playwright scrolls the
    // growing, clipped list to reach it. A user waits for it to open; so does the test.
    const toc = page.locator('.MuiCollapse-entered').getByRole('navigation', { name: 'Sommaire' });
    await toc.waitFor();
    await toc.getByRole('button', { name: 'Les exports' }).click();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    const exports = page.getByRole('heading', { name: 'Les exports', level: 2 });
    await expect.poll(async () => (await exports.boundingBox())?.y ?? -1).toBeGreaterThan(0);
    await expect.poll(async () => (await exports.boundingBox())!.y).toBeLessThan(450);
    await page.screenshot({ path: 'artifacts/aide-etroit.png' });
    await page.close();
  });
});
