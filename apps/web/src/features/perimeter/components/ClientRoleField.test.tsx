import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { messages } from '@prisme/domain';
import { configureApi } from '../../../api/client';
import {
  clientRoleActions,
  emptySelection,
  navigationActions,
  resetAllStores,
  sessionActions,
  useClientRoleStore,
  useNavigationStore,
} from '../../../state';
import { connectTestApi, json } from '../../../test/render';
import { ClientRoleField } from './ClientRoleField';

const role = (code: string, name: string) => ({ code, name });
const flags = { transparency: true, simulation: false, solvency: false, esg: false, risk: false };

describe('ClientRoleField', () => {
  beforeEach(() => resetAllStores());
  afterEach(() => {
    vi.unstubAllGlobals();
    configureApi(undefined);
  });

  it('lets an admin pick a client among "code — name" options, starting with none', () => {
    sessionActions.setRights(true, flags);
    clientRoleActions.received([role('Client.A', 'Alpha'), role('FDLCCP', 'Caisse')], true);
    render(<ClientRoleField disabled={false} />);
    const select = screen.getByLabelText('Client') as HTMLSelectElement;
    expect(select.value).toBe('');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choisissez un client', 'Client.A — Alpha', 'FDLCCP — Caisse']);
    fireEvent.change(select, { target: { value: 'FDLCCP' } });
    expect(useClientRoleStore.getState().role).toEqual(role('FDLCCP', 'Caisse'));
  });

  it("shows a user's role read-only", () => {
    sessionActions.setRights(false, flags);
    clientRoleActions.received([role('Solvency', 'S'), role('Client.B', 'Bêta')], false);
    render(<ClientRoleField disabled={false} />);
    expect(screen.getByText('Client.B — Bêta')).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('shows the loading state', () => {
    clientRoleActions.requested();
    render(<ClientRoleField disabled={false} />);
    expect(screen.getByRole('status').textContent).toBe('Chargement des clients…');
  });

  it('shows the failure with "Réessayer", which loads the roles, then the saved perimeter', async () => {
    sessionActions.setRights(false, flags);
    clientRoleActions.failed();
    connectTestApi();
    const fetchMock = vi.fn(async (input: RequestInfo | URL) =>
      String(input).includes('rolenames') ? json([role('Client.C', 'Gamma')]) : json(null),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(<ClientRoleField disabled={false} />);
    expect(screen.getByRole('alert').textContent).toContain(messages.perimeter.roles);
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Client.C — Gamma')).toBeTruthy();
    await waitFor(() => expect(useNavigationStore.getState().perimeterLoaded).toBe(true));
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      '/api/inventory/rolenames?userID=u1',
      '/api/prisme/perimeter?userID=u1',
    ]);
  });

  it("makes an admin's pick of another client a client change (spec §4)", () => {
    sessionActions.setRights(true, flags);
    clientRoleActions.received([role('Client.A', 'Alpha'), role('Client.B', 'Bêta')], true);
    clientRoleActions.choose('Client.A');
    navigationActions.perimeterRestored({ ...emptySelection, portfolios: ['P-A'] });
    render(<ClientRoleField disabled={false} />);
    fireEvent.change(screen.getByLabelText('Client'), { target: { value: 'Client.B' } });
    expect(useNavigationStore.getState()).toMatchObject({
      perimeter: emptySelection,
      perimeterChanged: true,
      archives: { role: 'Client.B', status: 'stale' },
    });
  });

  it('is locked while the navigation is busy', () => {
    sessionActions.setRights(true, flags);
    clientRoleActions.received([role('Client.A', 'Alpha')], true);
    render(<ClientRoleField disabled />);
    expect((screen.getByLabelText('Client') as HTMLSelectElement).disabled).toBe(true);
  });
});
