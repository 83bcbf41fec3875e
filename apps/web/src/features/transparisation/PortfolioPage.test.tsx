import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { messages } from '@prisme/domain';
import { configureApi } from '../../api/client';
import { initialNavigationState, useClientRoleStore, useNavigationStore } from '../../state';
import { apiErrorBody, connectTestApi, json, renderWithQuery } from '../../test/render';
import { selection } from '../../test/navigation-states';
import { PortfolioPage } from './PortfolioPage';
import { computationResponse, position, PERIMETER_ID } from './testing/fixtures';
import { deferred, fakeServer, on, requestsTo, type Route } from '../../test/fake-server';

const positions = [
  position({ portfolioCode: 'P-VIE', compartmentCode: 'GEN', marketValueRc: 1_000_000.5 }),
  position({ portfolioCode: 'P-RET', compartmentCode: 'GEN', marketValueRc: 234_567.39 }),
];
const positionsRoute = (answer = () => json(positions)) =>
  on('POST', '/api/inventory/positions', answer);
const savePerimeter = on('PUT', '/api/prisme/perimeter', (_url, init) => {
  const { userID: _userID, ...saved } = JSON.parse(String(init?.body)) as Record<string, unknown>;
  return json(saved);
});
/** Testing Library collapses spaces, narrow ones included: compare with that. */
const spaced = (text: string) => text.replace(/\s+/g, ' ');

function renderPage(routes: Route[], complete = true) {
  const fetchMock = fakeServer(routes);
  useClientRoleStore.setState({
    role: { code: 'Client.DEMO1', name: 'Démo 1' },
    choices: [],
    status: 'loaded',
  });
  useNavigationStore.setState({
    ...initialNavigationState,
    perimeter: complete ? selection : { ...selection, compartments: [] },
    perimeterLoaded: true,
  });
  const view = renderWithQuery(
    <MemoryRouter>
      <PortfolioPage title="Portefeuille/Simulation" />
    </MemoryRouter>,
  );
  return { ...view, fetchMock };
}
const transparise = () => fireEvent.click(screen.getByRole('button', { name: 'Transpariser' }));

describe('PortfolioPage', () => {
  beforeEach(() => connectTestApi());
  afterEach(() => {
    vi.unstubAllGlobals();
    configureApi(undefined);
  });

  it('asks for a complete perimeter before anything else', () => {
    const { fetchMock } = renderPage([], false);
    expect(screen.getByRole('heading', { name: 'Portefeuille/Simulation' })).toBeTruthy();
    expect(screen.getByText(/Choisissez un périmètre/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Transpariser' })).toHaveProperty('disabled', true);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a loading state while the positions come', () => {
    renderPage([positionsRoute(() => new Promise(() => {}) as never)]);
    expect(screen.getByRole('status', { name: 'Chargement des positions' })).toBeTruthy();
  });

  it('lists the positions of the perimeter request, with totals by portfolio in French', async () => {
    const { fetchMock } = renderPage([positionsRoute()]);
    const table = await screen.findByRole('table', {
      name: 'Totaux par portefeuille et compartiment',
    });
    expect(requestsTo(fetchMock, 'POST', '/api/inventory/positions')[0]!.body).toEqual({
      rolename: 'Client.DEMO1',
      portfolios: ['P-VIE', 'P-RET'],
      valuationDate: '2024-12-31',
      compartments: ['GEN'],
      lookThroughLevel: 'FULL',
      userID: 'u1',
    });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => spaced(row.textContent ?? ''));
    expect(rows[1]).toContain('P-RET');
    expect(rows[1]).toContain('234 567,39');
    expect(rows.at(-1)).toBe(spaced('Total du périmètre21 234 567,892,00100,00 %'));
    const grid = await screen.findByRole('region', { name: 'Positions directes du périmètre' });
    await waitFor(() => expect(within(grid).getAllByText('P-VIE').length).toBeGreaterThan(0), {
      timeout: 15_000,
    });
    // The pinned total row adds up the reference-currency values of the rows shown.
    expect(within(grid).getByText('2 lignes')).toBeTruthy();
    expect(within(grid).getAllByText(spaced('1 234 567,89')).length).toBeGreaterThan(0);
  });

  it('says the inventory could not be read, and reads it again on « Réessayer »', async () => {
    let calls = 0;
    renderPage([
      positionsRoute(() => (++calls === 1 ? json(apiErrorBody(500, 'INTERNAL'), 500) : json([]))),
    ]);
    expect((await screen.findByRole('alert')).textContent).toContain(messages.inventory.load);
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Aucune position directe pour ce périmètre.')).toBeTruthy();
  });

  it('transparises: saves the perimeter, shows the progress, then stores the result', async () => {
    const computation = deferred<Response>();
    let jobCalls = 0;
    const { fetchMock, queryClient } = renderPage([
      positionsRoute(),
      savePerimeter,
      on('POST', '/api/inventory/computation', () => computation.promise),
      on('GET', /^\/api\/jobs\//, () =>
        ++jobCalls === 1
          ? json(apiErrorBody(404, 'NOT_FOUND'), 404)
          : json({ stage: 'lookthrough', percent: 40, label: 'Transparisation des fonds' }),
      ),
    ]);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await screen.findByRole('table', { name: 'Totaux par portefeuille et compartiment' });
    transparise();

    await waitFor(() => expect(useNavigationStore.getState().lookThrough.status).toBe('loading'));
    expect(screen.getByRole('button', { name: 'Transpariser' })).toHaveProperty('disabled', true);
    const status = await screen.findByText(
      spaced('Transparisation des fonds : 40 %'),
      {},
      { timeout: 15_000 },
    );
    expect(status).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'Avancement de la transparisation' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');

    const [saved] = requestsTo(fetchMock, 'PUT', '/api/prisme/perimeter');
    const [posted] = requestsTo(fetchMock, 'POST', '/api/inventory/computation');
    expect(saved!.body).toMatchObject({ portfolios: ['P-VIE', 'P-RET'], userID: 'u1' });
    const token = posted!.body!.progressToken as string;
    expect(token).toMatch(/^[0-9a-f-]{36}$/);
    expect(posted!.body).toMatchObject({ rolename: 'Client.DEMO1', compartments: ['GEN'] });
    expect(requestsTo(fetchMock, 'GET', `/api/jobs/${token}`).length).toBeGreaterThanOrEqual(2);

    computation.resolve(json(computationResponse));
    expect(await screen.findByText(/48 210 lignes/)).toBeTruthy();
    expect(useNavigationStore.getState().lookThrough).toEqual({
      status: 'loaded',
      perimeterId: PERIMETER_ID,
      totalMarketValuation: computationResponse.globalMarketValuation,
      transparisationDate: computationResponse.computationDate,
    });
    expect(screen.getByText(/valeur de marché totale 1\s234\s567,89/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voir les indicateurs transparisés' })).toBeTruthy();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['transparisation', 'summary'] });
    expect(
      screen.queryByRole('progressbar', { name: 'Avancement de la transparisation' }),
    ).toBeNull();
    expect(screen.getByRole('button', { name: 'Transpariser' })).toHaveProperty('disabled', false);
  });

  it('says the transparisation failed, empties the state, and runs again on « Réessayer »', async () => {
    let computations = 0;
    renderPage([
      positionsRoute(),
      savePerimeter,
      on('POST', '/api/inventory/computation', () =>
        ++computations === 1 ? json(apiErrorBody(500, 'INTERNAL'), 500) : json(computationResponse),
      ),
    ]);
    await screen.findByRole('table', { name: 'Totaux par portefeuille et compartiment' });
    transparise();
    expect(await screen.findByText(messages.transparisation.run)).toBeTruthy();
    expect(useNavigationStore.getState().lookThrough).toMatchObject({
      status: 'failed',
      perimeterId: null,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText(/48 210 lignes/)).toBeTruthy();
    expect(useNavigationStore.getState().lookThrough.status).toBe('loaded');
  });

  it('drops the answer of a perimeter changed while it was computed', async () => {
    const computation = deferred<Response>();
    renderPage([
      positionsRoute(),
      savePerimeter,
      on('POST', '/api/inventory/computation', () => computation.promise),
    ]);
    await screen.findByRole('table', { name: 'Totaux par portefeuille et compartiment' });
    transparise();
    await waitFor(() => expect(useNavigationStore.getState().lookThrough.status).toBe('loading'));
    useNavigationStore.setState((state) => ({
      ...state,
      perimeter: { ...state.perimeter, portfolios: ['P-VIE'] },
      lookThrough: initialNavigationState.lookThrough,
    }));
    computation.resolve(json(computationResponse));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Transpariser' })).toHaveProperty(
        'disabled',
        false,
      ),
    );
    expect(useNavigationStore.getState().lookThrough.status).toBe('empty');
    expect(screen.queryByText(/48 210 lignes/)).toBeNull();
  });
});
