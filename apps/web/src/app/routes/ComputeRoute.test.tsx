import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { deriveRights } from '@prisme/domain';
import { configureApi } from '../../api/client';
import {
  initialNavigationState,
  useClientRoleStore,
  useNavigationStore,
  useSessionStore,
} from '../../state';
import { fakeServer, on } from '../../test/fake-server';
import { computedState } from '../../test/navigation-states';
import { connectTestApi, json, renderWithQuery } from '../../test/render';
import { ComputeRoute } from './ComputeRoute';

describe('ComputeRoute', () => {
  beforeEach(() => connectTestApi());
  afterEach(() => {
    vi.unstubAllGlobals();
    configureApi(undefined);
  });

  it('offers « Sauvegarder » beside the outcome of a computation (spec §4 Archives)', async () => {
    fakeServer([
      on('GET', '/api/archive/all', () => json([])),
      on('GET', '/api/archive/categories', () => json(['Officiel', 'Test'])),
    ]);
    useSessionStore.setState({
      isAdmin: false,
      rights: deriveRights(false, {
        transparency: true,
        simulation: false,
        solvency: true,
        esg: true,
        risk: true,
      }),
      rightsLoaded: true,
    });
    useClientRoleStore.setState({
      role: { code: 'Client.DEMO1', name: 'Démo 1' },
      choices: [],
      status: 'loaded',
    });
    useNavigationStore.setState({
      ...computedState,
      simulation: initialNavigationState.simulation,
      archives: {
        ...computedState.archives,
        resultArchived: { scr: false, esg: false, risk: false },
      },
    });
    renderWithQuery(
      <MemoryRouter>
        <ComputeRoute title="Calculs" />
      </MemoryRouter>,
    );
    const outcome = screen.getByRole('region', { name: 'Calculs terminés' });
    const save = within(outcome).getByRole('button', { name: 'Sauvegarder' });
    await waitFor(() => expect(save).toHaveProperty('disabled', false));
    fireEvent.click(save);
    const dialog = screen.getByRole('dialog', { name: 'Sauvegarder le calcul' });
    expect(within(dialog).getByRole('checkbox', { name: 'SCR' })).toBeTruthy();
    expect(within(dialog).getByRole('checkbox', { name: 'ESG' })).toBeTruthy();
  });
});
