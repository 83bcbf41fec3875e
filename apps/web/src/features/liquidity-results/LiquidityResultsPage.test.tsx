import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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
import { LIQUIDITY_SIMULATION_ID, liquiditySimulationResult } from './testing/liquidity-comparison';
import { BASE_MISSING_MESSAGE } from '../../components/comparison/BaseResult';

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

  it('shows the HQLA summary, the derivatives’ margin and the short book (issue 39)', async () => {
    renderPage([
      on('GET', RESULTS, () => json(liquidityResult)),
      on('GET', REDEMPTION, () => json(redemptionOf20)),
      linesRoute,
    ]);
    const hqla = await screen.findByRole('region', { name: 'HQLA après décotes' });
    expect(spaced(hqla.textContent ?? '')).toContain('72 800 000,00 €');
    expect(spaced(hqla.textContent ?? '')).toContain('72,80 % de la valeur longue');
    const levels = spaced(screen.getByRole('table', { name: 'HQLA par niveau' }).textContent ?? '');
    expect(levels).toContain('Niveau 140 000 000,00 €0,00 €39 300 000,00 €');
    const margin = spaced(
      screen.getByRole('table', { name: 'Appels de marge et trésorerie, scénario Stressé' })
        .textContent ?? '',
    );
    // 0.7 M€ × √(30/10) within 30 days.
    expect(margin).toContain('30 jours1 212 435,57 €');
    expect(
      spaced(screen.getByRole('region', { name: 'Marge initiale estimée' }).textContent ?? ''),
    ).toContain('700 000,00 €');
    expect(screen.getByText(/3 000 000,00 € à racheter ; coût du rachat 12 000,00 €/)).toBeTruthy();
    const terms = spaced(
      screen.getByRole('table', { name: 'Conditions de rachat des fonds' }).textContent ?? '',
    );
    expect(terms).toContain('Conditions de rachat supposées (règle de la sous-catégorie CIC)1');
  });

  it('drills down from the derivatives to their lines', async () => {
    const fetchMock = renderPage([
      on('GET', RESULTS, () => json(liquidityResult)),
      on('GET', REDEMPTION, () => json(redemptionOf20)),
      linesRoute,
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Voir les lignes de dérivés' }));
    await waitFor(() =>
      expect(
        requestsTo(fetchMock, 'GET', LINES).some(
          (r) => r.url.searchParams.get('$filter') === "LiquidityStatus eq 'derivative'",
        ),
      ).toBe(true),
    );
  });

  it('says « jamais » and the shortfall when an outflow cannot be met', async () => {
    const unmet = structuredClone(redemptionOf20);
    unmet.scenarios[0]!.slicing.days = null;
    unmet.scenarios[0]!.waterfall = {
      ...unmet.scenarios[0]!.waterfall,
      days: null,
      raised: 15_000_000,
      shortfall: 5_000_000,
      cost: 10_000,
    };
    renderPage([
      on('GET', RESULTS, () => json(liquidityResult)),
      on('GET', REDEMPTION, () => json(unmet)),
      linesRoute,
    ]);
    expect(
      await screen.findByText(
        /Non servie : 15 000 000,00 € vendus au mieux \(coût 10 000,00 €\), il manque 5 000 000,00 €/,
      ),
    ).toBeTruthy();
    const table = spaced(
      screen.getByRole('table', { name: 'Analyse de la sortie par scénario' }).textContent ?? '',
    );
    expect(table).toContain('Stresséjamais');
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

describe('LiquidityResultsPage in simulation mode', () => {
  /** The base's result under its id, the simulation's under its own. */
  const bothResults = (base = () => json(liquidityResult)) =>
    on('GET', RESULTS, (url) =>
      url.searchParams.get('perimeterID') === LIQUIDITY_PERIMETER_ID
        ? base()
        : json(liquiditySimulationResult),
    );
  const otherRoutes = [
    on('GET', REDEMPTION, () => json(redemptionOf20)),
    on('GET', /\/odata\/hierarchical_positions$/, () => json([])),
  ];

  function renderSimulation(routes: Route[]) {
    const fetchMock = fakeServer(routes);
    useNavigationStore.setState({
      ...initialNavigationState,
      lookThrough: {
        status: 'loaded',
        perimeterId: LIQUIDITY_SIMULATION_ID,
        totalMarketValuation: 100_000_000,
        transparisationDate: liquiditySimulationResult.computedAt,
      },
      results: { ...initialNavigationState.results, risk: { loading: false, done: true } },
      simulation: {
        simulationMode: true,
        simulationId: 'sim-1',
        perimeterId: LIQUIDITY_SIMULATION_ID,
        transparised: true,
        base: {
          perimeterId: LIQUIDITY_PERIMETER_ID,
          done: { scr: false, esg: false, risk: true },
        },
      },
    });
    renderWithQuery(
      <MemoryRouter>
        <LiquidityResultsPage title="Résultats" />
      </MemoryRouter>,
    );
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

  it('shows each scenario’s real and simulated profile, with the differences', async () => {
    renderSimulation([bothResults(), ...otherRoutes]);
    const name = 'Scénario « Stressé » : réel, simulé et écart';
    await screen.findByRole('table', { name });
    const rows = rowsOf(name);
    // Real 38.4 / 35.4 / 18.2 / 8 M of €100M; simulated 45 / 30 / 15 / 6 / 0 / 0 / 2 M,
    // 2 M unassessed; cost 312 500 € → 250 000 €.
    expect(rows[0]).toEqual(['1 jour ou moins38,40 %45,00 %+6,60 pt', 'neutral']);
    expect(rows[1]).toEqual(['2 à 7 jours35,40 %30,00 %-5,40 pt', 'neutral']);
    expect(rows[6]).toEqual(['Plus de 365 jours0,00 %2,00 %+2,00 pt', 'neutral']);
    expect(rows.slice(7)).toEqual([
      ['Non évalué0,00 %2,00 %+2,00 pt', 'bad'],
      ['Liquidable en 7 jours73,80 %75,00 %+1,20 pt', 'good'],
      ['Plus de 365 jours ou non évalué0,00 %4,00 %+4,00 pt', 'bad'],
      ['Coût de liquidation312 500,00 €250 000,00 €-62 500,00 €', 'good'],
      ['Coût de liquidation (part de la valeur longue)0,31 %0,25 %-0,06 pt', 'good'],
    ]);
    // A scenario the real portfolio was not run under: nothing to compare.
    expect(rowsOf('Scénario « Normal » : réel, simulé et écart')[0]).toEqual([
      '1 jour ou moins—50,00 %—',
      'neutral',
    ]);
  });

  it('says the real result is gone, and still shows the simulation', async () => {
    renderSimulation([
      bothResults(() => json(apiErrorBody(404, 'NOT_FOUND'), 404)),
      ...otherRoutes,
    ]);
    expect(await screen.findByText(BASE_MISSING_MESSAGE)).toBeTruthy();
    const kpi = screen.getByRole('region', { name: 'Liquidable en 7 jours · Stressé' });
    expect(spaced(kpi.textContent ?? '')).toContain('75,00 %');
  });
});
