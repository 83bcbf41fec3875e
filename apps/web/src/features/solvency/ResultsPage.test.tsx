import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { messages } from '@prisme/domain';
import { configureApi } from '../../api/client';
import { initialNavigationState, useNavigationStore } from '../../state';
import { fakeServer, on, requestsTo, type Route } from '../../test/fake-server';
import { apiErrorBody, connectTestApi, json, renderWithQuery } from '../../test/render';
import { LOAD_ERROR_MESSAGE, NO_RESULT_MESSAGE, ResultsPage } from './ResultsPage';
import { BASE_MISSING_MESSAGE } from '../../components/comparison/BaseResult';
import { BASE_SCR_LOAD_ERROR_MESSAGE } from './components/comparison/ScrComparison';
import { SCR_PERIMETER_ID, scrResult } from './testing/scr-result';
import { SCR_SIMULATION_ID, scrComparison, scrSimulationResult } from './testing/scr-comparison';
import { LLFR_POINT, SECURITISATION_POINT } from './testing/impact';

// ECharts needs a real layout engine: the tests check the option it is given instead.
const chart = vi.hoisted(() => ({ setOption: vi.fn(), resize: vi.fn(), dispose: vi.fn() }));
vi.mock('../../components/charts/echarts-setup', () => ({ init: vi.fn(() => chart) }));

const RESULTS = '/api/solvency/results';
const resultRoute = (answer = () => json(scrResult)) => on('GET', RESULTS, answer);
const linesRoute = on(
  'GET',
  `/api/inventory/${SCR_PERIMETER_ID}/odata/hierarchical_positions`,
  () =>
    new Response(
      JSON.stringify([
        {
          LineNo: 7,
          PortfolioCode: 'P-VIE',
          FundPath: '',
          Depth: 0,
          IsinCode: 'FR0000000007',
          LookThroughStatus: 'direct',
          ScrEquity: 'type1',
          ScrContribution: 123_456.78,
        },
      ]),
      { headers: { 'Content-Type': 'application/json', 'OData-Count': '1' } },
    ),
);
/** Testing Library collapses spaces, narrow ones included: compare with that. */
const spaced = (text: string) => text.replace(/\s+/g, ' ');

function renderPage(routes: Route[], computed = true) {
  const fetchMock = fakeServer(routes);
  useNavigationStore.setState({
    ...initialNavigationState,
    ...(computed && {
      lookThrough: {
        status: 'loaded',
        perimeterId: SCR_PERIMETER_ID,
        totalMarketValuation: scrResult.globalMarketValuation,
        transparisationDate: scrResult.computationDate,
      },
      results: { ...initialNavigationState.results, scr: { loading: false, done: true } },
    }),
  });
  const view = renderWithQuery(
    <MemoryRouter>
      <ResultsPage title="Résultats" />
    </MemoryRouter>,
  );
  return { ...view, fetchMock };
}
const card = (name: string) => spaced(screen.getByRole('region', { name }).textContent ?? '');

describe('ResultsPage', () => {
  beforeEach(() => connectTestApi());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    chart.setOption.mockClear();
    configureApi(undefined);
  });

  it('invites to compute when no SCR result is there, without asking the server', () => {
    const { fetchMock } = renderPage([], false);
    expect(screen.getByText(NO_RESULT_MESSAGE)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Aller aux calculs' }).getAttribute('href')).toBe(
      '/compute',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('invites to compute when the server has no SCR result for the perimeter', async () => {
    renderPage([resultRoute(() => json(apiErrorBody(404, 'NOT_FOUND'), 404))]);
    expect(await screen.findByText(NO_RESULT_MESSAGE)).toBeTruthy();
  });

  it('shows a loading state, then the headline figures in French', async () => {
    const { fetchMock } = renderPage([resultRoute(), linesRoute]);
    expect(screen.getByRole('status', { name: 'Chargement des résultats SCR' })).toBeTruthy();
    await screen.findByRole('region', { name: 'SCR marché' });
    const [asked] = requestsTo(fetchMock, 'GET', RESULTS);
    expect(asked!.url.searchParams.get('perimeterID')).toBe(SCR_PERIMETER_ID);
    expect(asked!.url.searchParams.get('userID')).toBe('u1');

    expect(card('SCR marché')).toContain('2 000 000,00 €');
    expect(card('Valeur de marché')).toContain('16 000 000,00 €');
    expect(card('Ratio SCR / valeur de marché')).toContain('12,50 %');
    expect(card('Effet de diversification')).toContain('-500 000,00 €');
    expect(card('Effet de diversification')).toContain('2 500 000,00 €');
    expect(card('Paramètre A (corrélation taux)')).toContain('0,5');
    expect(card('Paramètre A (corrélation taux)')).toContain('Scénario de taux retenu : baisse');
    expect(card('Date du calcul')).toMatch(/10\/01\/2025 \d\d:\d\d/);
    expect(card('Ajustement symétrique')).toContain('-2,91 %');
    expect(card('Courbe des taux')).toContain('EIOPA-EUR-2024-12');
    expect(card('Courbe des taux')).toContain('au 31/12/2024');
    expect(card('Courbe des taux')).toContain('synthétique');
  });

  it('names the rule set, and shows no « non vérifié » list for SII-2016 nor « Impact 2027 » without one', async () => {
    const { fetchMock } = renderPage([resultRoute(), linesRoute]);
    await screen.findByRole('region', { name: 'SCR marché' });
    expect(screen.getByText('Jeu de règles : SII-2016')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Non vérifié pour 2027' })).toBeNull();
    // The result says no impact was computed: the server is not asked (a 404 would show in
    // the browser's console).
    expect(screen.queryByRole('link', { name: 'Impact 2027' })).toBeNull();
    expect(requestsTo(fetchMock, 'GET', '/api/solvency/impact')).toHaveLength(0);
  });

  it('lists what SII-2027 takes on trust, this result’s points first, and opens « Impact 2027 »', async () => {
    const result = {
      ...scrResult,
      ruleSetId: 'SII-2027' as const,
      unverified: [SECURITISATION_POINT, LLFR_POINT],
      impact2027: true,
    };
    renderPage([resultRoute(() => json(result)), linesRoute]);
    const panel = await screen.findByRole('region', { name: 'Non vérifié pour 2027' });
    expect(screen.getByText('Jeu de règles : SII-2027')).toBeTruthy();
    const items = within(panel).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain(LLFR_POINT.topic);
    expect(items[0]!.textContent).toContain('concerne ce calcul');
    expect(items[1]!.textContent).toContain(SECURITISATION_POINT.topic);
    expect(items[1]!.textContent).not.toContain('concerne ce calcul');
    const link = await screen.findByRole('link', { name: 'Impact 2027' });
    expect(link.getAttribute('href')).toBe('/solvency/impact-2027');
  });

  it('lists the warnings, draws the cascade and splits the SCR in tables', async () => {
    renderPage([resultRoute(), linesRoute]);
    const warnings = await screen.findByRole('region', { name: 'Avertissements du calcul' });
    expect(warnings.textContent).toContain(scrResult.warnings[0]);

    const steps = within(
      screen.getByRole('table', { name: 'Du SCR des sous-modules au SCR marché' }),
    )
      .getAllByRole('row')
      .map((row) => spaced(row.textContent ?? ''));
    expect(steps).toContain('Diversification-500 000,00 €');
    expect(steps.at(-1)).toBe('SCR marché2 000 000,00 €');
    await waitFor(() => expect(chart.setOption).toHaveBeenCalled());

    const byPortfolio = screen.getByRole('table', {
      name: 'Contribution au SCR marché par portefeuille',
    });
    const rows = within(byPortfolio)
      .getAllByRole('row')
      .map((row) => spaced(row.textContent ?? ''));
    expect(rows[1]).toContain('Vie3 00010 000 000,001 400 000,0070,00 %');
    expect(rows.at(-1)).toContain('Total5 21016 000 000,002 000 000,00100,00 %');

    fireEvent.click(screen.getByRole('tab', { name: 'Catégorie CIC' }));
    expect(
      screen.getByRole('table', { name: 'Contribution au SCR marché par catégorie CIC' }),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Change' }));
    const currency = screen.getByRole('table', { name: 'SCR change par devise' });
    expect(spaced(within(currency).getAllByRole('row')[1]!.textContent ?? '')).toBe(
      'USD400 000,0025,00 %Standard0,00100 000,00100 000,00 (baisse)',
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Concentration' }));
    const names = screen.getByRole('table', { name: 'SCR concentration par nom' });
    expect(spaced(within(names).getAllByRole('row')[1]!.textContent ?? '')).toBe(
      'GROUPE-XÉmetteur1 000 000,0031,50 %760 000,007,30 %55 480,00',
    );
  });

  it('pages the lines through OData, largest contribution first', async () => {
    const { fetchMock } = renderPage([resultRoute(), linesRoute]);
    const grid = await screen.findByRole('region', { name: 'Lignes et contributions au SCR' });
    // The code shows twice: in the tree column and in its own column.
    await waitFor(() => expect(within(grid).getAllByText('FR0000000007')).toHaveLength(2), {
      timeout: 15_000,
    });
    const [block] = requestsTo(
      fetchMock,
      'GET',
      `/api/inventory/${SCR_PERIMETER_ID}/odata/hierarchical_positions`,
    );
    expect(block!.url.searchParams.get('$orderby')).toBe('ScrContribution desc,LineNo asc');
    const select = block!.url.searchParams.get('$select')!.split(',');
    expect(select).toEqual(expect.arrayContaining(['ScrContribution', 'ScrEquity', 'FundPath']));
    expect(within(grid).getByText('Actions de type 1')).toBeTruthy();
    expect(within(grid).getByText(spaced('123 456,78'))).toBeTruthy();
    expect(screen.getByText('1 ligne')).toBeTruthy();
  }, 10_000);

  it('exports the SCR workbook under the name the server gives', async () => {
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:scr');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    let downloads = 0;
    const { fetchMock } = renderPage([
      resultRoute(),
      linesRoute,
      on('GET', '/api/reporting/scr-excel', () =>
        ++downloads === 1
          ? json(apiErrorBody(500, 'INTERNAL'), 500)
          : new Response('xlsx', {
              headers: { 'Content-Disposition': 'attachment; filename="SCR marché.xlsx"' },
            }),
      ),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Exporter (Excel)' }));
    const alert = await screen.findByText(messages.reports.scr);
    fireEvent.click(
      within(alert.closest('[role="alert"]')!).getByRole('button', { name: 'Réessayer' }),
    );
    await waitFor(() => expect(click).toHaveBeenCalled());
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.download).toBe('SCR marché.xlsx');
    const [asked] = requestsTo(fetchMock, 'GET', '/api/reporting/scr-excel');
    expect(asked!.url.searchParams.get('perimeterID')).toBe(SCR_PERIMETER_ID);
    expect(asked!.url.searchParams.get('userID')).toBe('u1');
  });

  it('says the result could not be read, and reads it again on « Réessayer »', async () => {
    let calls = 0;
    renderPage([
      resultRoute(() =>
        ++calls === 1 ? json(apiErrorBody(500, 'INTERNAL'), 500) : json(scrResult),
      ),
      linesRoute,
    ]);
    expect((await screen.findByRole('alert')).textContent).toContain(LOAD_ERROR_MESSAGE);
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('region', { name: 'SCR marché' })).toBeTruthy();
  });
});

describe('ResultsPage in simulation mode', () => {
  const COMPARISON = '/api/solvency/comparison';
  /** The base's result under its id, the simulation's under its own. */
  const bothResults = (base = () => json(scrResult)) =>
    on('GET', RESULTS, (url) =>
      url.searchParams.get('perimeterID') === SCR_PERIMETER_ID ? base() : json(scrSimulationResult),
    );
  const anyLines = on('GET', /\/odata\/hierarchical_positions$/, () => json([]));
  const rowsOf = (name: string) =>
    within(screen.getByRole('table', { name }))
      .getAllByRole('row')
      .map((row) => spaced(row.textContent ?? ''));

  function renderSimulation(routes: Route[]) {
    const fetchMock = fakeServer(routes);
    useNavigationStore.setState({
      ...initialNavigationState,
      lookThrough: {
        status: 'loaded',
        perimeterId: SCR_SIMULATION_ID,
        totalMarketValuation: scrSimulationResult.globalMarketValuation,
        transparisationDate: scrSimulationResult.computationDate,
      },
      results: { ...initialNavigationState.results, scr: { loading: false, done: true } },
      simulation: {
        simulationMode: true,
        simulationId: 'sim-1',
        perimeterId: SCR_SIMULATION_ID,
        transparised: true,
        base: { perimeterId: SCR_PERIMETER_ID, done: { scr: true, esg: false, risk: false } },
      },
    });
    renderWithQuery(
      <MemoryRouter>
        <ResultsPage title="Résultats" />
      </MemoryRouter>,
    );
    return fetchMock;
  }

  beforeEach(() => connectTestApi());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    configureApi(undefined);
  });

  it('shows the real portfolio beside the simulation, down to the lines that changed', async () => {
    const fetchMock = renderSimulation([
      bothResults(),
      on('GET', COMPARISON, () => json(scrComparison)),
      anyLines,
    ]);
    await screen.findByRole('region', { name: 'Simulation comparée au portefeuille réel' });
    await screen.findByRole('region', { name: 'SCR marché réel' });
    expect(card('SCR marché réel')).toContain('2 000 000,00 €');
    expect(card('SCR marché simulé')).toContain('1 920 000,00 €');
    // 1.92M − 2M = −80k, −4 % of the real SCR.
    expect(card('Écart de SCR marché')).toContain('-80 000,00 €');
    expect(card('Écart de SCR marché')).toContain('-4,00 %');
    // 15.5M − 16M = −500k, −3.125 % rounded.
    expect(card('Écart de valeur de marché')).toContain('-500 000,00 €soit -3,13 %');
    // The simulation's own report follows, on its perimeter.
    expect(card('SCR marché')).toContain('1 920 000,00 €');

    const submodules = rowsOf('SCR par sous-module : réel, simulé et écart');
    expect(submodules).toContain('Taux d’intérêt400 000,00400 000,000,000,00 %');
    expect(submodules).toContain('Actions1 200 000,001 000 000,00-200 000,00-16,67 %');
    expect(submodules).toContain('Spread600 000,00700 000,00+100 000,00+16,67 %');
    expect(submodules).toContain('Diversification-500 000,00-480 000,00+20 000,00+4,00 %');
    expect(submodules.at(-1)).toBe('SCR marché2 000 000,001 920 000,00-80 000,00-4,00 %');
    const table = screen.getByRole('table', {
      name: 'SCR par sous-module : réel, simulé et écart',
    });
    const tones = (label: string) =>
      within(within(table).getByText(label).closest('tr')!)
        .getAllByText((_, element) => element?.hasAttribute('data-tone') ?? false)
        .map((element) => element.getAttribute('data-tone'));
    expect(tones('Actions')).toEqual(['good', 'good']);
    expect(tones('Spread')).toEqual(['bad', 'bad']);
    expect(tones('Taux d’intérêt')).toEqual(['neutral', 'neutral']);

    const categories = rowsOf(
      'Contribution au SCR marché par catégorie CIC : réel, simulé et écart',
    );
    expect(categories).toContain('Obligations d’État400 000,00480 000,00+80 000,00+20,00 %');
    expect(categories).toContain('Obligations d’entreprise0,00120 000,00+120 000,00—');
    expect(categories).toContain('Actions1 600 000,001 320 000,00-280 000,00-17,50 %');

    expect(
      await screen.findByText(
        '3 titres modifiés ; les 2 plus grands écarts de contribution au SCR sont listés',
        { normalizer: spaced },
      ),
    ).toBeTruthy();
    const lines = rowsOf('Lignes qui changent');
    expect(lines[1]).toBe(
      'FR0000120271TotalEnergiesFR311 500 000,00500 000,00-1 000 000,00300 000,00100 000,00-200 000,00',
    );
    expect(lines[2]).toBe('XS2029000000XL210,00500 000,00+500 000,000,00120 000,00+120 000,00');
    const [asked] = requestsTo(fetchMock, 'GET', COMPARISON);
    expect(Object.fromEntries(asked!.url.searchParams)).toEqual({
      basePerimeterID: SCR_PERIMETER_ID,
      perimeterID: SCR_SIMULATION_ID,
      top: '100',
      userID: 'u1',
    });
  });

  it('says the real result is gone, and still shows the simulation', async () => {
    const fetchMock = renderSimulation([
      bothResults(() => json(apiErrorBody(404, 'NOT_FOUND'), 404)),
      anyLines,
    ]);
    expect(await screen.findByText(BASE_MISSING_MESSAGE)).toBeTruthy();
    expect(card('SCR marché')).toContain('1 920 000,00 €');
    expect(requestsTo(fetchMock, 'GET', COMPARISON)).toHaveLength(0);
  });

  it('says the real result could not be read, and reads it again on « Réessayer »', async () => {
    let calls = 0;
    renderSimulation([
      bothResults(() =>
        ++calls === 1 ? json(apiErrorBody(500, 'INTERNAL'), 500) : json(scrResult),
      ),
      on('GET', COMPARISON, () => json(scrComparison)),
      anyLines,
    ]);
    expect(await screen.findByText(BASE_SCR_LOAD_ERROR_MESSAGE)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('region', { name: 'SCR marché réel' })).toBeTruthy();
  });

  it('compares nothing outside simulation mode', async () => {
    const { fetchMock } = renderPage([resultRoute(), linesRoute]);
    await screen.findByRole('region', { name: 'SCR marché' });
    expect(screen.queryByText('Simulation comparée au portefeuille réel')).toBeNull();
    expect(requestsTo(fetchMock, 'GET', RESULTS)).toHaveLength(1);
  });
});
