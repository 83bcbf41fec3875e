import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, useLocation } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { SimulationBanner } from '../../features/simulation/components/SimulationBanner';
import {
  leaveGuardActions,
  resetAllStores,
  useLeaveGuard,
  useLeaveGuardStore,
  useNavigationStore,
} from '../../state';
import { computedState } from '../../test/navigation-states';
import { renderWithQuery } from '../../test/render';
import { LeaveGuard, LEAVE_TITLE } from './LeaveGuard';

function Editor({ dirty }: { dirty: boolean }) {
  useLeaveGuard(dirty);
  return <Link to="/other">Ailleurs</Link>;
}
function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** LeaveGuard as MainLayout holds it, in a data router (useBlocker needs one). */
function renderGuarded(dirty: boolean) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <SimulationBanner />
            <Outlet />
            <Where />
            <LeaveGuard />
          </>
        ),
        children: [
          { path: 'edit', element: <Editor dirty={dirty} /> },
          { path: 'other', element: <p>Autre page</p> },
        ],
      },
    ],
    { initialEntries: ['/edit'] },
  );
  renderWithQuery(<RouterProvider router={router} />);
}
const where = () => screen.getByTestId('where').textContent;
const dialog = () => screen.queryByRole('dialog', { name: LEAVE_TITLE });

describe('leaving a page with unsaved edits (issue 40)', () => {
  afterEach(() => {
    resetAllStores();
    leaveGuardActions.discarded();
  });

  it('asks first: « Rester » keeps the page, « Quitter » leaves it', async () => {
    renderGuarded(true);
    fireEvent.click(screen.getByRole('link', { name: 'Ailleurs' }));
    expect(
      await screen.findByText(/Vos modifications non enregistrées seront perdues/),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Rester' }));
    await waitFor(() => expect(dialog()).toBeNull());
    expect(where()).toBe('/edit');
    fireEvent.click(screen.getByRole('link', { name: 'Ailleurs' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Quitter' }));
    await waitFor(() => expect(where()).toBe('/other'));
    expect(useLeaveGuardStore.getState().dirty.size).toBe(0);
  });

  it('lets a page without edits go at once', async () => {
    renderGuarded(false);
    fireEvent.click(screen.getByRole('link', { name: 'Ailleurs' }));
    await waitFor(() => expect(where()).toBe('/other'));
    expect(dialog()).toBeNull();
  });

  it('asks before a client switch, run only once confirmed', async () => {
    renderGuarded(true);
    let switched = 0;
    leaveGuardActions.confirmLeave(() => switched++);
    fireEvent.click(await screen.findByRole('button', { name: 'Rester' }));
    expect(switched).toBe(0);
    leaveGuardActions.confirmLeave(() => switched++);
    fireEvent.click(await screen.findByRole('button', { name: 'Quitter' }));
    expect(switched).toBe(1);
  });

  it('asks before « Quitter la simulation » when the simulation was edited', async () => {
    useNavigationStore.setState({
      ...computedState,
      simulation: { ...computedState.simulation, modified: true },
    });
    renderGuarded(false);
    fireEvent.click(screen.getByRole('button', { name: 'Quitter la simulation' }));
    expect(await screen.findByRole('dialog', { name: LEAVE_TITLE })).toBeTruthy();
    expect(useNavigationStore.getState().simulation.simulationMode).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Quitter' }));
    await waitFor(() =>
      expect(useNavigationStore.getState().simulation.simulationMode).toBe(false),
    );
  });
});
