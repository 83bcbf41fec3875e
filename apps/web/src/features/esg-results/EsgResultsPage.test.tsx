import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { configureApi } from '../../api/client';
import { initialNavigationState, useNavigationStore } from '../../state';
import { fakeServer, on, requestsTo, type Route } from '../../test/fake-server';
import { apiErrorBody, connectTestApi, json, renderWithQuery } from '../../test/render';
import { NO_ESG_RESULT_MESSAGE } from './components/NoEsgResult';
import { ESG_LOAD_ERROR_MESSAGE } from './EsgResult';
import { EsgResultsPage } from './EsgResultsPage';
import { ESG_PERIMETER_ID, esgResult } from './testing/esg-result';
import { ESG_SIMULATION_ID, esgSimulationResult } from './testing/esg-comparison';
import { BASE_MISSING_MESSAGE } from '../../components/comparison/BaseResult';

// ECharts needs a real layout engine: the tests check the option it is given instead.
const chart = vi.hoisted(() => ({ setOption: vi.fn(), resize: vi.fn(), dispose: vi.fn() }));
vi.mock('../../components/charts/echarts-setup', () => ({ init: vi.fn(() => chart) }));

const RESULTS = '/api/esg/results';
const LINES = `/api/inventory/${ESG_PERIMETER_ID}/odata/hierarchical_positions`;
const resultRoute = (answer = () => json(esgResult)) => on('GET', RESULTS, answer);
const linesRoute = on(
  'GET',
  LINES,
  () =>
    new Response(JSON.stringify([{ LineNo: 1, IsinCode: 'XS2029000000', EsgStatus: 'forced' }]), {
      headers: { 'Content-Type': 'application/json', 'OData-Count': '1' },
    }),
);
const spaced = (text: string) => text.replace(/\s+/g, ' ');

function renderPage(routes: Route[], computed = true) {
  const fetchMock = fakeServer(routes);
  useNavigationStore.setState({
    ...initialNavigationState,
    ...(computed && {
      lookThrough: {
        status: 'loaded',
        perimeterId: ESG_PERIMETER_ID,
        totalMarketValuation: 3_500_000,
        transparisationDate: esgResult.computedAt,
      },
      results: { ...initialNavigationState.results, esg: { loading: false, done: true } },
    }),
  });
  renderWithQuery(
    <MemoryRouter>
      <EsgResultsPage title="Résultats" />
    </MemoryRouter>,
  );
  return fetchMock;
}
const card = (name: string) => spaced(screen.getByRole('region', { name }).textContent ?? '');

describe('EsgResultsPage', () => {
  beforeEach(() => connectTestApi());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    configureApi(undefined);
  });

  it('invites to compute without an ESG result, without asking the server', () => {
    const fetchMock = renderPage([], false);
    expect(screen.getByText(NO_ESG_RESULT_MESSAGE)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('invites to compute when the server has none for the perimeter', async () => {
    renderPage([resultRoute(() => json(apiErrorBody(404, 'NOT_FOUND'), 404))]);
    expect(await screen.findByText(NO_ESG_RESULT_MESSAGE)).toBeTruthy();
  });

  it('says a failed load in French with « Réessayer »', async () => {
    renderPage([resultRoute(() => json(apiErrorBody(500, 'INTERNAL'), 500))]);
    expect(await screen.findByText(ESG_LOAD_ERROR_MESSAGE, {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeTruthy();
  });

  it('shows the headline figures, the sources and the carbon metrics in French', async () => {
    const fetchMock = renderPage([resultRoute(), linesRoute]);
    await screen.findByRole('region', { name: 'Score ESG du portefeuille' });
    expect(requestsTo(fetchMock, 'GET', RESULTS)[0]!.url.searchParams.get('perimeterID')).toBe(
      ESG_PERIMETER_ID,
    );
    expect(card('Score ESG du portefeuille')).toContain('BBB · 5,39 / 10');
    expect(card('Couverture')).toContain('94,29 %');
    expect(card('Part des notations forcées')).toContain('33,33 %');
    expect(card('Température implicite')).toContain('2,68 °C');
    expect(card('Sociétés avec objectif climat')).toContain('1 / 3');
    const sources = within(
      screen.getByRole('table', { name: 'Sources des notes et lignes exclues' }),
    )
      .getAllByRole('row')
      .map((row) => spaced(row.textContent ?? ''));
    expect(sources[1]).toContain('Notation forcée2');
    const carbon = screen.getByRole('table', { name: 'Indicateurs carbone' });
    expect(spaced(carbon.textContent ?? '')).toContain('Empreinte carbone588,6tCO2e / M€ investi');
  });

  // Issue 38: nothing covered reads « non couvert », never 0; the sovereigns' score apart.
  it('says « non couvert » for figures nothing covers, and shows the sovereign score beside', async () => {
    const uncovered = {
      ...esgResult,
      portfolio: { ...esgResult.portfolio, score: null, letter: null, coverage: null, coveredValue: 0 },
      forcedShare: null,
      letters: Object.fromEntries(Object.keys(esgResult.letters).map((l) => [l, null])),
      carbon: {
        ...esgResult.carbon,
        waci: { value: null, coveredValue: 0, eligibleValue: 3_300_000, coverage: 0 },
        pai15: { value: 12.99, coveredValue: 1_000_000, eligibleValue: 1_000_000, coverage: 1 },
      },
      sovereign: { score: 7.5, letter: 'AA', coverage: 1, eligibleValue: 1_000_000, coveredValue: 1_000_000 },
    };
    renderPage([
      resultRoute(() =>
        json({ ...uncovered, temperaturePerimeter: { value: 2_800_000, share: 0.8, companiesAtDefault: 2 } }),
      ),
      linesRoute,
    ]);
    await screen.findByRole('region', { name: 'Score ESG du portefeuille' });
    expect(card('Score ESG du portefeuille')).toContain('non couvert');
    expect(card('Part des notations forcées')).toContain('non couvert');
    expect(card('Couverture')).toContain('non couvert');
    expect(card('Score souverain')).toContain('AA · 7,50 / 10');
    // Point 6: the temperature's perimeter, its share of all investments.
    expect(card('Périmètre de la température')).toContain('80,00 %');
    expect(card('Périmètre de la température')).toContain('2 sans objectif au score par défaut');
    const carbon = spaced(screen.getByRole('table', { name: 'Indicateurs carbone' }).textContent ?? '');
    expect(carbon).toContain('Intensité carbone moyenne pondérée (WACI)non couvert');
    expect(carbon).toContain('Intensité GES des pays (PAI 15)13tCO2e / M€ de PIB');
  }); // prettier-ignore

  it('drills down from a source to its lines: the grid asks for that status', async () => {
    const fetchMock = renderPage([resultRoute(), linesRoute]);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Voir les lignes de statut « Notation forcée »' }),
    );
    await waitFor(
      () =>
        expect(
          requestsTo(fetchMock, 'GET', LINES).some(
            (request) => request.url.searchParams.get('$filter') === "EsgStatus eq 'forced'",
          ),
        ).toBe(true),
      { timeout: 20_000 },
    );
    expect(screen.getByRole('button', { name: 'Retirer le filtre' })).toBeTruthy();
  });

  it('offers no drill-down for the lines lacking a sector', async () => {
    renderPage([resultRoute(), linesRoute]);
    const table = await screen.findByRole('table', { name: 'Score ESG par secteur (nace)' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByRole('button', { name: /Voir les lignes/ })).toBeTruthy();
    expect(within(rows[2]!).queryByRole('button')).toBeNull();
    expect(spaced(rows[2]!.textContent ?? '')).toContain('Non renseigné');
  });
});

describe('ESG pages in simulation mode', () => {
  /** The base's result under its id, the simulation's under its own. */
  const bothResults = (base = () => json(esgResult)) =>
    on('GET', RESULTS, (url) =>
      url.searchParams.get('perimeterID') === ESG_PERIMETER_ID ? base() : json(esgSimulationResult),
    );
  const anyLines = on('GET', /\/odata\/hierarchical_positions$/, () => json([]));

  function renderSimulation(routes: Route[], page = <EsgResultsPage title="Résultats" />) {
    const fetchMock = fakeServer(routes);
    useNavigationStore.setState({
      ...initialNavigationState,
      lookThrough: {
        status: 'loaded',
        perimeterId: ESG_SIMULATION_ID,
        totalMarketValuation: 3_500_000,
        transparisationDate: esgSimulationResult.computedAt,
      },
      results: { ...initialNavigationState.results, esg: { loading: false, done: true } },
      simulation: {
        simulationMode: true,
        simulationId: 'sim-1',
        perimeterId: ESG_SIMULATION_ID,
        transparised: true,
        base: { perimeterId: ESG_PERIMETER_ID, done: { scr: false, esg: true, risk: false } },
      },
    });
    renderWithQuery(<MemoryRouter>{page}</MemoryRouter>);
    return fetchMock;
  }
  /** Each row's text, and the tone of its difference. */
  const rowsOf = (name: string) =>
    within(screen.getByRole('table', { name }))
      .getAllByRole('row')
      .slice(1)
      .map((row) => [
        spaced(row.textContent ?? ''),
        row.querySelector('[data-tone]')?.getAttribute('data-tone'),
      ]);

  beforeEach(() => connectTestApi());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    configureApi(undefined);
  });

  it('shows the real indicators beside the simulated ones, with the differences', async () => {
    renderSimulation([bothResults(), anyLines]);
    await screen.findByRole('table', { name: 'Indicateurs ESG : réel, simulé et écart' });
    const rows = rowsOf('Indicateurs ESG : réel, simulé et écart');
    // 5.393939 → 5.8; 7.090909 → 6.5; 94.29 % → 96 %; 1/3 → 25 %; 588.636 → 500; 2.67875 → 2.5.
    expect(rows).toContainEqual(['Score ESG du portefeuille5,395,80+0,41', 'good']);
    expect(rows).toContainEqual(['Pilier Social7,097,090,00', 'neutral']);
    expect(rows).toContainEqual(['Pilier Gouvernance7,096,50-0,59', 'bad']);
    expect(rows).toContainEqual(['Couverture94,29 %96,00 %+1,71 pt', 'good']);
    expect(rows).toContainEqual(['Part des notations forcées33,33 %25,00 %-8,33 pt', 'neutral']);
    expect(rows).toContainEqual(['Empreinte carbone (tCO2e / M€ investi)588,6500-88,6', 'good']);
    expect(rows).toContainEqual([
      'Température implicite (moyen terme, scopes 1 et 2, WATS)2,68 °C2,50 °C-0,18 °C',
      'good',
    ]);
    expect(screen.getByText('Lettre ESG : BBB (réel), A (simulé)')).toBeTruthy();
    // The simulation's own report follows.
    expect(card('Score ESG du portefeuille')).toContain('A · 5,80 / 10');
  });

  it('says the real result is gone, and still shows the simulation', async () => {
    renderSimulation([bothResults(() => json(apiErrorBody(404, 'NOT_FOUND'), 404)), anyLines]);
    expect(await screen.findByText(BASE_MISSING_MESSAGE)).toBeTruthy();
    expect(card('Score ESG du portefeuille')).toContain('A · 5,80 / 10');
  });

  it('compares the temperatures beside the headline figures', async () => {
    renderSimulation([bothResults()]);
    await screen.findByRole('table', { name: 'Température implicite : réel, simulé et écart' });
    expect(rowsOf('Température implicite : réel, simulé et écart')).toEqual([
      ['Moyen terme (15 ans) · Scopes 1 et 22,68 °C2,50 °C-0,18 °C', 'good'],
      ['Moyen terme (15 ans) · Scopes 1, 2 et 32,90 °C2,90 °C0,00 °C', 'neutral'],
    ]);
  });
});
