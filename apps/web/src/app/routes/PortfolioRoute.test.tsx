import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { deriveRights, messages } from '@prisme/domain';
import { configureApi } from '../../api/client';
import {
  initialNavigationState,
  useClientRoleStore,
  useNavigationStore,
  useSessionStore,
} from '../../state';
import { deferred, fakeServer, on, requestsTo, type Route } from '../../test/fake-server';
import { computedState, selection } from '../../test/navigation-states';
import { apiErrorBody, connectTestApi, json, renderWithQuery } from '../../test/render';
import { PortfolioRoute } from './PortfolioRoute';

const SIMULATION_ID = '5a6b7c8d-0000-4000-8000-000000000007';
const rights = { transparency: true, simulation: true, solvency: true, esg: false, risk: false };
const nav = () => useNavigationStore.getState();

function renderRoute(routes: Route[], options: { simulation?: boolean; complete?: boolean } = {}) {
  const fetchMock = fakeServer([
    ...routes,
    on('POST', '/api/inventory/positions', () => json([])),
    on('GET', /^\/api\/simulation\//, () => new Promise<Response>(() => {})),
  ]);
  useSessionStore.setState({
    isAdmin: false,
    rights: deriveRights(false, { ...rights, simulation: options.simulation ?? true }),
    rightsLoaded: true,
  });
  useClientRoleStore.setState({
    role: { code: 'Client.DEMO1', name: 'Démo 1' },
    choices: [],
    status: 'loaded',
  });
  useNavigationStore.setState({
    ...computedState,
    perimeter: options.complete === false ? { ...selection, compartments: [] } : selection,
    simulation: initialNavigationState.simulation,
  });
  renderWithQuery(
    <MemoryRouter>
      <PortfolioRoute title="Portefeuille/Simulation" />
    </MemoryRouter>,
  );
  return fetchMock;
}
const enterButton = () => screen.queryByRole('button', { name: 'Passer en simulation' });

describe('Portefeuille/Simulation (spec §4 Simulation)', () => {
  beforeEach(() => connectTestApi());
  afterEach(() => {
    vi.unstubAllGlobals();
    configureApi(undefined);
  });

  it('offers « Passer en simulation » only with the simulation right and a complete perimeter', () => {
    renderRoute([], { simulation: false });
    expect(screen.getByRole('button', { name: 'Transpariser' })).toBeTruthy();
    expect(enterButton()).toBeNull();
  });

  it('hides it while the perimeter is incomplete', () => {
    renderRoute([], { complete: false });
    expect(enterButton()).toBeNull();
  });

  it('enters simulation mode, copies the perimeter and shows the simulation', async () => {
    const created = deferred<Response>();
    const fetchMock = renderRoute([on('POST', '/api/simulation/positions', () => created.promise)]);
    fireEvent.click(enterButton()!);
    // At once: simulation mode, the tick hidden, the page waiting for its simulation.
    expect(await screen.findByRole('status', { name: 'Création de la simulation' })).toBeTruthy();
    expect(nav().simulation).toMatchObject({ simulationMode: true, simulationId: null });
    expect(nav().showGreenTick).toBe(false);
    expect(requestsTo(fetchMock, 'POST', '/api/simulation/positions')[0]!.body).toEqual({
      rolename: 'Client.DEMO1',
      portfolios: ['P-VIE', 'P-RET'],
      valuationDate: '2024-12-31',
      compartments: ['GEN'],
      lookThroughLevel: 'FULL',
      userID: 'u1',
    });

    created.resolve(json({ simulationID: SIMULATION_ID }));
    await waitFor(() => expect(nav().simulation.simulationId).toBe(SIMULATION_ID));
    expect(Object.values(nav().results).map((area) => area.done)).toEqual([false, false, false]);
    expect(nav().simulation.base?.perimeterId).toBe('per-1');
    expect(screen.getByRole('button', { name: 'Transpariser la simulation' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Transpariser' })).toBeNull();
  });

  it('leaves simulation mode when the creation fails, with the error and « Réessayer »', async () => {
    let fail = true;
    const fetchMock = renderRoute([
      on('POST', '/api/simulation/positions', () =>
        fail ? json(apiErrorBody(500, 'INTERNAL'), 500) : json({ simulationID: SIMULATION_ID }),
      ),
    ]);
    fireEvent.click(enterButton()!);
    expect(await screen.findByText(messages.simulation.enter)).toBeTruthy();
    expect(nav().simulation).toEqual(initialNavigationState.simulation);
    expect(screen.getByRole('button', { name: 'Transpariser' })).toBeTruthy();

    fail = false;
    fireEvent.click(screen.getByRole('button', { name: messages.generic.retry }));
    await waitFor(() => expect(nav().simulation.simulationId).toBe(SIMULATION_ID));
    expect(requestsTo(fetchMock, 'POST', '/api/simulation/positions')).toHaveLength(2);
    expect(await screen.findByRole('button', { name: 'Transpariser la simulation' })).toBeTruthy();
  });

  it('gives up a creation cut off by a page reload', async () => {
    renderRoute([]);
    // As if the tab had been reloaded while the simulation was being created.
    useNavigationStore.setState((state) => ({
      simulation: { ...state.simulation, simulationMode: true },
    }));
    await waitFor(() => expect(nav().simulation.simulationMode).toBe(false));
    expect(await screen.findByRole('button', { name: 'Passer en simulation' })).toBeTruthy();
  });
});
