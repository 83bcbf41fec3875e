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
    expect(await screen.findByText(ESG_LOAD_ERROR_MESSAGE, {}, { timeout: 5000 })).toBeTruthy();
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
      { timeout: 10_000 },
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
