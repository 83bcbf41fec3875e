import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { configureApi } from '../../api/client';
import { initialNavigationState, useNavigationStore } from '../../state';
import { fakeServer, on, requestsTo, type Route } from '../../test/fake-server';
import { apiErrorBody, connectTestApi, json, renderWithQuery } from '../../test/render';
import { NO_LIQUIDITY_RESULT_MESSAGE } from './components/NoLiquidityResult';
import { LiquidityResultsPage } from './LiquidityResultsPage';
import {
  LIQUIDITY_PERIMETER_ID,
  liquidityResult,
  redemptionOf20,
} from './testing/liquidity-result';

// ECharts needs a real layout engine: the tests check the option it is given instead.
const chart = vi.hoisted(() => ({ setOption: vi.fn(), resize: vi.fn(), dispose: vi.fn() }));
vi.mock('../../components/charts/echarts-setup', () => ({ init: vi.fn(() => chart) }));

const RESULTS = '/api/risk_liquidity/results';
const REDEMPTION = '/api/risk_liquidity/redemption';
const LINES = `/api/inventory/${LIQUIDITY_PERIMETER_ID}/odata/hierarchical_positions`;
const linesRoute = on(
  'GET',
  LINES,
  () =>
    new Response(
      JSON.stringify([{ LineNo: 1, IsinCode: 'FR0000000IG1', LiquidityClass: 'IG_CORP' }]),
      {
        headers: { 'Content-Type': 'application/json', 'OData-Count': '1' },
      },
    ),
);
const spaced = (text: string) => text.replace(/\s+/g, ' ');

function renderPage(routes: Route[], computed = true) {
  const fetchMock = fakeServer(routes);
  useNavigationStore.setState({
    ...initialNavigationState,
    ...(computed && {
      lookThrough: {
        status: 'loaded',
        perimeterId: LIQUIDITY_PERIMETER_ID,
        totalMarketValuation: 100_000_000,
        transparisationDate: liquidityResult.computedAt,
      },
      results: { ...initialNavigationState.results, risk: { loading: false, done: true } },
    }),
  });
  renderWithQuery(
    <MemoryRouter>
      <LiquidityResultsPage title="Résultats" />
    </MemoryRouter>,
  );
  return fetchMock;
}

describe('LiquidityResultsPage', () => {
  beforeEach(() => connectTestApi());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    configureApi(undefined);
  });

  it('invites to compute without a liquidity result, without asking the server', () => {
    const fetchMock = renderPage([], false);
    expect(screen.getByText(NO_LIQUIDITY_RESULT_MESSAGE)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('invites to compute when the server has none for the perimeter', async () => {
    renderPage([on('GET', RESULTS, () => json(apiErrorBody(404, 'NOT_FOUND'), 404))]);
    expect(await screen.findByText(NO_LIQUIDITY_RESULT_MESSAGE)).toBeTruthy();
  });

  it('shows the profile of each scenario and its cost in French', async () => {
    renderPage([
      on('GET', RESULTS, () => json(liquidityResult)),
      on('GET', REDEMPTION, () => json(redemptionOf20)),
      linesRoute,
    ]);
    const kpi = await screen.findByRole('region', { name: 'Liquidable en 7 jours · Stressé' });
    expect(spaced(kpi.textContent ?? '')).toContain('73,80 %');
    const table = screen.getByRole('table', { name: 'Profil de liquidité par scénario' });
    const text = spaced(table.textContent ?? '');
    expect(text).toContain('1 jour ou moins38,40 %');
    expect(text).toContain('8 à 30 jours18,20 %');
    expect(text).toContain('Coût de liquidation312 500,00 €');
  });

  it('asks the redemption of the outflow typed and says the verdict', async () => {
    const fetchMock = renderPage([
      on('GET', RESULTS, () => json(liquidityResult)),
      on('GET', REDEMPTION, () => json(redemptionOf20)),
      linesRoute,
    ]);
    const field = await screen.findByRole('textbox', { name: 'Sortie à servir' });
    fireEvent.change(field, { target: { value: '20' } });
    await waitFor(() =>
      expect(
        requestsTo(fetchMock, 'GET', REDEMPTION).some(
          (r) => r.url.searchParams.get('outflow') === '20',
        ),
      ).toBe(true),
    );
    const [asked] = requestsTo(fetchMock, 'GET', REDEMPTION);
    expect(asked!.url.searchParams.get('unit')).toBe('percent');
    expect(asked!.url.searchParams.get('perimeterID')).toBe(LIQUIDITY_PERIMETER_ID);
    expect(
      await screen.findByText(
        /Servie en 1 jour en vendant d’abord le plus liquide ; la tranche verticale prend 10 jours/,
      ),
    ).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Analyse de la sortie par scénario' });
    expect(spaced(table.textContent ?? '')).toContain('38,40 % → 23,00 %');
    fireEvent.change(field, { target: { value: '120' } });
    expect(await screen.findByText('Un pourcentage entre 0 et 100.')).toBeTruthy();
  });

  it('drills down from a class to its lines', async () => {
    const fetchMock = renderPage([
      on('GET', RESULTS, () => json(liquidityResult)),
      on('GET', REDEMPTION, () => json(redemptionOf20)),
      linesRoute,
    ]);
    fireEvent.click(
      await screen.findByRole('button', {
        name: 'Voir les lignes de Obligations de catégorie investissement',
      }),
    );
    await waitFor(() =>
      expect(
        requestsTo(fetchMock, 'GET', LINES).some(
          (r) => r.url.searchParams.get('$filter') === "LiquidityClass eq 'IG_CORP'",
        ),
      ).toBe(true),
    );
  });
});
