import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { configureApi } from '../../api/client';
import { initialNavigationState, useNavigationStore } from '../../state';
import { fakeServer, on, requestsTo, type Route } from '../../test/fake-server';
import { apiErrorBody, connectTestApi, json, renderWithQuery } from '../../test/render';
import { IMPACT_LOAD_ERROR, ImpactPage, NO_IMPACT_MESSAGE } from './ImpactPage';
import { IMPACT_EXPORT_ERROR } from './components/impact/ExportImpactButton';
import { impactResult, LLFR_POINT, SECURITISATION_POINT } from './testing/impact';
import { SCR_PERIMETER_ID, scrResult } from './testing/scr-result';

// ECharts needs a real layout engine: the tests check the option it is given instead.
const chart = vi.hoisted(() => ({ setOption: vi.fn(), resize: vi.fn(), dispose: vi.fn() }));
vi.mock('../../components/charts/echarts-setup', () => ({ init: vi.fn(() => chart) }));

const IMPACT = '/api/solvency/impact';
const WAIT = { timeout: 15_000 };
/** Testing Library collapses spaces, narrow ones included: compare with that. */
const spaced = (text: string) => text.replace(/\s+/g, ' ');
const impactRoute = (answer = () => json(impactResult)) => on('GET', IMPACT, answer);

/** The SCR result, which says whether « Impact 2027 » was computed. */
const resultRoute = (impact2027: boolean) =>
  on('GET', '/api/solvency/results', () => json({ ...scrResult, impact2027 }));

function renderPage(routes: Route[], computed = true) {
  const fetchMock = fakeServer([...routes, resultRoute(true)]);
  useNavigationStore.setState({
    ...initialNavigationState,
    ...(computed && {
      lookThrough: {
        status: 'loaded',
        perimeterId: SCR_PERIMETER_ID,
        totalMarketValuation: 16_000_000,
        transparisationDate: '2027-01-05T09:30:00.000Z',
      },
      results: { ...initialNavigationState.results, scr: { loading: false, done: true } },
    }),
  });
  renderWithQuery(
    <MemoryRouter>
      <ImpactPage title="Impact 2027" />
    </MemoryRouter>,
  );
  return fetchMock;
}
const card = (name: string) => spaced(screen.getByRole('region', { name }).textContent ?? '');
/** Each row's cells, their texts joined by a space. */
const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) =>
      [...row.querySelectorAll('th, td')].map((cell) => spaced(cell.textContent ?? '')).join(' '),
    );
/** The options ECharts was given, by the words of their description (the chart's label). */
const chartOptions = (words: string) =>
  chart.setOption.mock.calls
    .map(([option]) => option as { aria: { label: { description: string } }; series: unknown[] })
    .filter((option) => option.aria.label.description.includes(words));

describe('ImpactPage (issue 37 §3)', () => {
  beforeEach(() => connectTestApi());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    chart.setOption.mockClear();
    configureApi(undefined);
  });

  it('asks for the perimeter’s impact, then shows both market SCRs and their difference in French', async () => {
    const fetchMock = renderPage([impactRoute()]);
    expect(screen.getByRole('status', { name: 'Chargement de « Impact 2027 »' })).toBeTruthy();
    await screen.findByRole('region', { name: 'SCR marché SII-2016' }, WAIT);
    const [asked] = requestsTo(fetchMock, 'GET', IMPACT);
    expect(asked!.url.searchParams.get('perimeterID')).toBe(SCR_PERIMETER_ID);
    expect(asked!.url.searchParams.get('userID')).toBe('u1');

    expect(card('SCR marché SII-2016')).toContain('2 000 000,00 €');
    // 2 000 000 / 16 000 000 = 12,50 %; 2 300 000 / 16 000 000 = 14,375 % → 14,38 %
    expect(card('SCR marché SII-2016')).toContain('12,50 %');
    expect(card('SCR marché SII-2027')).toContain('2 300 000,00 €');
    expect(card('SCR marché SII-2027')).toContain('14,38 %');
    // 2 300 000 − 2 000 000 = +300 000; 300 000 / 2 000 000 = +15,00 %
    expect(card('Écart SII-2027 − SII-2016')).toContain('+300 000,00 €');
    expect(card('Écart SII-2027 − SII-2016')).toContain('+15,00 %');
    expect(card('Duration des passifs')).toContain('11,5 ans');
    expect(card('Duration des passifs')).toContain('12 000 000,00 €');
    expect(card('Duration des passifs')).toContain('42 lignes');
    expect(screen.getByText(/valorisation au 31\/12\/2026 · calcul du 05\/01\/2027/)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Avertissements du calcul' }).textContent).toContain(
      impactResult.warnings[0],
    );
  });

  it('sets the submodules side by side, down to the market SCR, in a table and a bar chart', async () => {
    renderPage([impactRoute()]);
    const table = await screen.findByRole(
      'table',
      { name: 'SCR par sous-module selon les deux jeux de règles' },
      WAIT,
    );
    const rows = rowTexts(table);
    // 700 000 − 400 000 = +300 000; 300 000 / 400 000 = +75,00 %
    expect(rows).toContain('Taux d’intérêt 400 000,00 700 000,00 +300 000,00 +75,00 %');
    expect(rows).toContain('Actions 1 200 000,00 1 200 000,00 0,00 0,00 %');
    // The sum of the six: 2 500 000 and 2 800 000; less the SCR: −500 000 under both.
    expect(rows).toContain(
      'Somme avant diversification 2 500 000,00 2 800 000,00 +300 000,00 +12,00 %',
    );
    expect(rows).toContain('Effet de diversification -500 000,00 -500 000,00 0,00 0,00 %');
    expect(rows.at(-1)).toBe('SCR marché 2 000 000,00 2 300 000,00 +300 000,00 +15,00 %');
    await waitFor(() => expect(chartOptions('SCR de chaque sous-module')).toHaveLength(1), WAIT);
    const [bars] = chartOptions('SCR de chaque sous-module');
    expect(bars!.series).toMatchObject([
      { name: 'SII-2016', data: [400_000, 1_200_000, 150_000, 600_000, 50_000, 100_000] },
      { name: 'SII-2027', data: [700_000, 1_200_000, 150_000, 600_000, 50_000, 100_000] },
    ]);

    const parameters = rowTexts(
      screen.getByRole('table', {
        name: 'Corrélations et scénario de taux selon les deux jeux de règles',
      }),
    );
    expect(parameters).toContain('Paramètre B (taux avec spread) 0,5 0,25');
    expect(parameters).toContain('Scénario de taux retenu baisse baisse');
    expect(parameters).toContain('Perte en baisse des taux 400 000,00 700 000,00');
  });

  it('lists what SII-2027 takes on trust, this computation’s points first', async () => {
    renderPage([impactRoute()]);
    const panel = await screen.findByRole('region', { name: 'Non vérifié pour 2027' }, WAIT);
    const items = within(panel).getAllByRole('listitem');
    expect(items[0]!.textContent).toContain(LLFR_POINT.topic);
    expect(items[0]!.textContent).toContain('concerne ce calcul');
    expect(items[1]!.textContent).toContain(SECURITISATION_POINT.topic);
  });

  it('splits the difference by currency, maturity and portfolio, sortable, largest move first', async () => {
    renderPage([impactRoute()]);
    const currencies = await screen.findByRole('table', { name: 'Écart par devise' }, WAIT);
    expect(rowTexts(currencies).slice(1)).toEqual([
      'EUR 1 800 000,00 2 050 000,00 +250 000,00 +13,89 %',
      'USD 200 000,00 250 000,00 +50 000,00 +25,00 %',
      'Total 2 000 000,00 2 300 000,00 +300 000,00 +15,00 %',
    ]);

    fireEvent.click(screen.getByRole('tab', { name: 'Par échéance' }));
    const maturities = screen.getByRole('table', { name: 'Écart par tranche de duration' });
    expect(rowTexts(maturities)[1]).toBe('10 à 20 ans 300 000,00 400 000,00 +100 000,00 +33,33 %');

    fireEvent.click(screen.getByRole('tab', { name: 'Par portefeuille' }));
    const portfolios = () => screen.getByRole('table', { name: 'Écart par portefeuille' });
    const names = () =>
      rowTexts(portfolios())
        .slice(1, 3)
        .map((row) => row.split(' ')[0]);
    expect(names()).toEqual(['P-VIE', 'P-RET']);
    fireEvent.click(within(portfolios()).getByRole('button', { name: 'Portefeuille' }));
    expect(names()).toEqual(['P-RET', 'P-VIE']);
    fireEvent.click(within(portfolios()).getByRole('button', { name: 'Portefeuille' }));
    expect(names()).toEqual(['P-VIE', 'P-RET']);
  });

  it('shows the 50 lines that move most in the grid, the largest move first', async () => {
    renderPage([impactRoute()]);
    fireEvent.click(
      await screen.findByRole('tab', { name: 'Les 50 lignes qui bougent le plus' }, WAIT),
    );
    const grid = await screen.findByRole(
      'region',
      { name: 'Les 50 lignes qui bougent le plus' },
      WAIT,
    );
    const codes = () =>
      within(grid)
        .getAllByRole('gridcell')
        .filter(
          (cell) => cell.getAttribute('col-id') === 'code' && cell.classList.contains('ag-cell'),
        )
        .map((cell) => cell.textContent);
    await waitFor(
      () => expect(codes()).toEqual(['FR0013313582', 'DE0001102481', 'US91282CJL63']),
      WAIT,
    );
    expect(within(grid).getByText(spaced('+90 000,00'))).toBeTruthy();
    expect(within(grid).getByText(spaced('-5 000,00'))).toBeTruthy();
    expect(within(grid).getByText('9,4')).toBeTruthy();
  }, 30_000);

  it('draws each currency’s curves under both sets, the first smoothing point marked', async () => {
    renderPage([impactRoute()]);
    await screen.findByText(/^Premier point de lissage : 20 ans/, {}, WAIT);
    await waitFor(() => expect(chartOptions('courbes des taux EUR')).toHaveLength(1), WAIT);
    const [eur] = chartOptions('courbes des taux EUR') as Array<{
      series: Array<{ name: string; data: number[][]; markLine?: { data: unknown[] } }>;
    }>;
    expect(eur!.series.map((s) => s.name)).toEqual([
      'Courbe de base',
      'Hausse SII-2016',
      'Baisse SII-2016',
      'Hausse SII-2027',
      'Baisse SII-2027',
    ]);
    expect(eur!.series[4]!.data[0]).toEqual([1, -0.0022]);
    expect(eur!.series[0]!.markLine!.data).toEqual([{ xAxis: 20 }]);

    fireEvent.change(screen.getByRole('combobox', { name: 'Devise' }), {
      target: { value: 'USD' },
    });
    await waitFor(() => expect(chartOptions('courbes des taux USD')).toHaveLength(1), WAIT);
    expect(screen.getByText('Premier point de lissage inconnu pour cette devise.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Voir les taux USD par maturité' }));
    const rates = await screen.findByRole('table', { name: 'Taux USD par maturité' });
    expect(rowTexts(rates)[1]).toBe('1 4,10 % 5,66 % 1,23 % 8,74 % 0,56 %');
  });

  it('exports the workbook under the name the server gives, and says a failure', async () => {
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:impact');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    let downloads = 0;
    const fetchMock = renderPage([
      on('GET', `${IMPACT}/workbook`, () =>
        ++downloads === 1
          ? json(apiErrorBody(500, 'INTERNAL'), 500)
          : new Response('xlsx', {
              headers: { 'Content-Disposition': 'attachment; filename="Impact 2027.xlsx"' },
            }),
      ),
      impactRoute(),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Exporter (Excel)' }, WAIT));
    const alert = await screen.findByText(IMPACT_EXPORT_ERROR);
    fireEvent.click(
      within(alert.closest('[role="alert"]')!).getByRole('button', { name: 'Réessayer' }),
    );
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('Impact 2027.xlsx');
    const [asked] = requestsTo(fetchMock, 'GET', `${IMPACT}/workbook`);
    expect(asked!.url.searchParams.get('perimeterID')).toBe(SCR_PERIMETER_ID);
    expect(asked!.url.searchParams.get('userID')).toBe('u1');
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).includes('/workbook'))!;
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer tok-1');
  });

  it('explains how to get an impact when the computation had none (404)', async () => {
    renderPage([impactRoute(() => json(apiErrorBody(404, 'NOT_FOUND'), 404))]);
    await screen.findByText(NO_IMPACT_MESSAGE, undefined, WAIT);
  });

  it('does not ask for an impact the SCR result says was not computed (no 404 in the console)', async () => {
    const fetchMock = renderPage([resultRoute(false), impactRoute()]);
    await screen.findByText(NO_IMPACT_MESSAGE, undefined, WAIT);
    expect(requestsTo(fetchMock, 'GET', IMPACT)).toHaveLength(0);
  });

  it('keeps the empty state when the server has no impact after all', async () => {
    renderPage([impactRoute(() => json(apiErrorBody(404, 'NOT_FOUND'), 404))]);
    expect(await screen.findByText(NO_IMPACT_MESSAGE, {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Aller aux calculs' }).getAttribute('href')).toBe(
      '/compute',
    );
  });

  it('says a failed load in French, and reads again on « Réessayer »', async () => {
    let calls = 0;
    renderPage([
      impactRoute(() =>
        ++calls === 1 ? json(apiErrorBody(500, 'INTERNAL'), 500) : json(impactResult),
      ),
    ]);
    expect(await screen.findByText(IMPACT_LOAD_ERROR, {}, WAIT)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('region', { name: 'SCR marché SII-2027' }, WAIT)).toBeTruthy();
  });

  it('without a computation in this session, reads the user’s last one from the server', async () => {
    const fetchMock = renderPage(
      [
        on('GET', '/api/solvency/current-perimeter', () =>
          json({
            perimeterID: SCR_PERIMETER_ID,
            rolename: 'Client.DEMO1',
            valuationDate: '2026-12-31',
            computationDate: '2027-01-05T09:30:00.000Z',
          }),
        ),
        impactRoute(),
      ],
      false,
    );
    expect(await screen.findByRole('region', { name: 'SCR marché SII-2016' }, WAIT)).toBeTruthy();
    expect(requestsTo(fetchMock, 'GET', IMPACT)[0]!.url.searchParams.get('perimeterID')).toBe(
      SCR_PERIMETER_ID,
    );
  });

  it('explains how to get an impact when the server knows no SCR computation', async () => {
    const fetchMock = renderPage(
      [on('GET', '/api/solvency/current-perimeter', () => json(null))],
      false,
    );
    expect(await screen.findByText(NO_IMPACT_MESSAGE, {}, WAIT)).toBeTruthy();
    expect(requestsTo(fetchMock, 'GET', IMPACT)).toHaveLength(0);
  });
});
