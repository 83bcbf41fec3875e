import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { messages } from '@prisme/domain';
import { configureApi } from '../../api/client';
import { clientRoleActions, resetAllStores, sessionActions, useClientRoleStore } from '../../state';
import { connectTestApi, json } from '../../test/render';
import { ClientRoleBar } from './ClientRoleBar';

const role = (code: string, name: string) => ({ code, name });
const flags = { transparency: true, simulation: false, solvency: false, esg: false, risk: false };

describe('ClientRoleBar', () => {
  beforeEach(() => resetAllStores());
  afterEach(() => {
    vi.unstubAllGlobals();
    configureApi(undefined);
  });

  it('lets an admin pick a client among "code — name" options, starting with none', () => {
    sessionActions.setRights(true, flags);
    clientRoleActions.received([role('Client.A', 'Alpha'), role('FDLCCP', 'Caisse')], true);
    render(<ClientRoleBar />);
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
    render(<ClientRoleBar />);
    expect(screen.getByText('Client.B — Bêta')).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('shows the loading state', () => {
    clientRoleActions.requested();
    render(<ClientRoleBar />);
    expect(screen.getByRole('status').textContent).toBe('Chargement des clients…');
  });

  it('shows the failure with "Réessayer", which loads the roles again', async () => {
    sessionActions.setRights(false, flags);
    clientRoleActions.failed();
    connectTestApi();
    const fetchMock = vi.fn(async () => json([role('Client.C', 'Gamma')]));
    vi.stubGlobal('fetch', fetchMock);
    render(<ClientRoleBar />);
    expect(screen.getByRole('alert').textContent).toContain(messages.perimeter.roles);
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Client.C — Gamma')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledOnce();
  });
});
