import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ManagedClient } from '@prisme/domain';
import { configureApi } from '../../api/client';
import { resetAllStores, sessionActions, useClientRoleStore } from '../../state';
import { fakeServer, on } from '../../test/fake-server';
import { connectTestApi, json, renderWithQuery } from '../../test/render';
import { ClientsRoute } from './ClientsRoute';

const ALL = { transparency: true, simulation: true, solvency: true, esg: true, risk: true };

describe('ClientsRoute', () => {
  beforeEach(() => {
    resetAllStores();
    connectTestApi();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    configureApi(undefined);
  });

  it('makes a new client choosable in the perimeter bar without reloading', async () => {
    sessionActions.setRights(true, ALL);
    const tree: ManagedClient[] = [];
    fakeServer([
      on('GET', '/api/admin/clients', () => json(tree)),
      on('POST', '/api/admin/clients', (_url, init) => {
        const body = JSON.parse(String(init!.body)) as { code: string; label: string };
        const usage = { positions: 0, computations: 0, archives: 0, simulations: 0 };
        tree.push({ ...body, active: true, usage, accounts: 0, undertaking: null, portfolios: [] });
        return json(tree.at(-1), 201);
      }),
      on('GET', '/api/inventory/all-rolenames', () =>
        json(tree.map((client) => ({ code: client.code, name: client.label }))),
      ),
    ]);
    const { queryClient } = renderWithQuery(<ClientsRoute title="Clients et portefeuilles" />);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    fireEvent.click(await screen.findByRole('button', { name: 'Créer le premier client' }));
    const form = await screen.findByRole('dialog', { name: 'Nouveau client' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Code' }), {
      target: { value: 'Client.NOUVEAU' },
    });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Libellé' }), {
      target: { value: 'Nouvelle Mutuelle' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(useClientRoleStore.getState().choices).toEqual([
        { code: 'Client.NOUVEAU', name: 'Nouvelle Mutuelle' },
      ]),
    );
    // The bar's portfolio lists and the Utilisateurs page's clients are read again too.
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['inventory'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['admin', 'users', 'client-roles'] });
  });
});
