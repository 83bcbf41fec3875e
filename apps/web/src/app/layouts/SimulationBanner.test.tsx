import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { SimulationBanner } from '../../features/simulation/components/SimulationBanner';
import { initialNavigationState, resetAllStores, useNavigationStore } from '../../state';
import { computedState } from '../../test/navigation-states';
import { renderWithQuery } from '../../test/render';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** The banner as MainLayout shows it, on `path`, with the simulation of computedState. */
function renderOn(path: string, simulation = computedState.simulation) {
  useNavigationStore.setState({ ...computedState, scrReady: false, simulation });
  const view = renderWithQuery(
    <MemoryRouter initialEntries={[path]}>
      <SimulationBanner />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  view.queryClient.setQueryData(['client-data', 'list', 'ltei'], []);
  view.queryClient.setQueryData(['simulation', 'sim-1', 'positions'], []);
  return view;
}
const banner = () => screen.queryByRole('region', { name: 'Mode simulation' });
const quit = () =>
  fireEvent.click(within(banner()!).getByRole('button', { name: 'Quitter la simulation' }));
const nav = () => useNavigationStore.getState();

describe('the simulation banner (spec §2, §4 Simulation)', () => {
  afterEach(() => resetAllStores());

  it('is shown only in simulation mode, with the simulation’s state', () => {
    renderOn('/integration', initialNavigationState.simulation);
    expect(banner()).toBeNull();
    act(() => useNavigationStore.setState({ simulation: computedState.simulation }));
    expect(within(banner()!).getByText(/le portefeuille réel n’est pas modifié/)).toBeTruthy();
    expect(within(banner()!).getByText('Transparisée')).toBeTruthy();
  });

  it('says « À transpariser » until the simulated portfolio is transparised', () => {
    renderOn('/', { ...computedState.simulation, transparised: false });
    expect(within(banner()!).getByText('À transpariser')).toBeTruthy();
  });

  it('quitting resets the simulation and its results, reloads the parameters, and goes home', () => {
    const { queryClient } = renderOn('/solvency/results');
    quit();
    expect(nav().simulation).toEqual(initialNavigationState.simulation);
    expect(nav().lookThrough).toEqual(initialNavigationState.lookThrough);
    expect(nav().results).toEqual(initialNavigationState.results);
    expect(screen.getByTestId('where').textContent).toBe('/');
    expect(nav().scrReady).toBe(false);
    expect(queryClient.getQueryState(['client-data', 'list', 'ltei'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['simulation', 'sim-1', 'positions'])).toBeUndefined();
    expect(banner()).toBeNull();
  });

  it('quitting on home marks the SCR ready and stays home', () => {
    renderOn('/');
    quit();
    expect(nav().scrReady).toBe(true);
    expect(screen.getByTestId('where').textContent).toBe('/');
  });

  it('quitting on an archive page stays there', () => {
    renderOn('/solvency/archives/details');
    quit();
    expect(screen.getByTestId('where').textContent).toBe('/solvency/archives/details');
    expect(nav().scrReady).toBe(false);
  });
});
