import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { LiquidityScenario } from '@prisme/domain';
import { configureApi } from '../../api/client';
import { LeaveGuard, LEAVE_TITLE } from '../../app/layouts/LeaveGuard';
import { leaveGuardActions, useSessionStore } from '../../state';
import { fakeServer, on, requestsTo } from '../../test/fake-server';
import { apiErrorBody, connectTestApi, json, renderWithQuery } from '../../test/render';
import { LiquidityScenariosPage } from './LiquidityScenariosPage';

const NORMAL: LiquidityScenario = {
  code: 'NORMAL',
  name: 'Normal',
  comment: 'Marchés ordinaires.',
  details: [
    {
      liquidityClass: 'EQ_LARGE',
      scopeCode: 'EQUITY',
      bondRatio: 0,
      equityDailyTreshold: 0.2,
      spreadBidAskRatio: 0.001,
    },
    {
      liquidityClass: 'IG_CORP',
      scopeCode: 'BOND',
      bondRatio: 0.2,
      equityDailyTreshold: 0,
      spreadBidAskRatio: 0.004,
    },
  ],
};

function renderPage(
  isAdmin: boolean,
  routes: Parameters<typeof fakeServer>[0] = [],
  { guarded = false } = {},
) {
  useSessionStore.setState({ isAdmin });
  const fetchMock = fakeServer([
    ...routes,
    on('GET', '/api/risk_liquidity/scenarios', () => json([NORMAL])),
    on('PUT', '/api/risk_liquidity/scenarios/NORMAL', (_url, init) =>
      json([JSON.parse(String(init!.body))]),
    ),
  ]);
  const page = <LiquidityScenariosPage title="Scénarios Liquidité" />;
  // With the layout's leave guard, in a data router (its blocker needs one).
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <>
          {page}
          <LeaveGuard />
        </>
      ),
    },
  ]);
  renderWithQuery(guarded ? <RouterProvider router={router} /> : page);
  return fetchMock;
}

describe('LiquidityScenariosPage', () => {
  beforeEach(() => connectTestApi());
  afterEach(() => {
    vi.unstubAllGlobals();
    configureApi(undefined);
    useSessionStore.setState({ isAdmin: false });
    leaveGuardActions.discarded();
  });

  it('asks before an edited scenario is closed unsaved, and closes an untouched one at once', async () => {
    renderPage(true, [], { guarded: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Modifier' }));
    const editor = screen.getByRole('dialog', { name: 'Modifier le scénario « Normal »' });
    // Untouched: « Annuler » closes without a question.
    fireEvent.click(within(editor).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Modifier' }));
    const edited = screen.getByRole('dialog', { name: 'Modifier le scénario « Normal »' });
    fireEvent.change(within(edited).getByLabelText('Nom', { exact: false }), {
      target: { value: 'Normal révisé' },
    });
    fireEvent.keyDown(edited, { key: 'Escape' });
    const ask = await screen.findByRole('dialog', { name: LEAVE_TITLE });
    fireEvent.click(within(ask).getByRole('button', { name: 'Rester' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: LEAVE_TITLE })).toBeNull());
    // Still open, the edit kept.
    expect((within(edited).getByLabelText('Nom', { exact: false }) as HTMLInputElement).value).toBe(
      'Normal révisé',
    );

    fireEvent.click(within(edited).getByRole('button', { name: 'Annuler' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: LEAVE_TITLE })).getByRole('button', {
        name: 'Quitter',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the scenarios read-only to users who are not administrators', async () => {
    renderPage(false);
    const card = await screen.findByRole('region', { name: 'Normal' });
    expect(card.textContent).toContain('Marchés ordinaires.');
    expect(card.textContent).toContain('NORMAL · 2 règles');
    // Every class without a rule is named: its positions are « non évalué ».
    expect(card.textContent).toContain('Sans règle, donc non évaluées : Liquidités');
    expect(screen.getByText(/Lecture seule/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Modifier' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Nouveau scénario' })).toBeNull();
  });

  it('lets an administrator change a rule, checked before it is sent', async () => {
    const fetchMock = renderPage(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Modifier' }));
    const dialog = screen.getByRole('dialog');
    const rate = within(dialog).getByLabelText('Taux de cession / jour, règle 2');
    fireEvent.change(rate, { target: { value: '1,5' } });
    fireEvent.blur(rate);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(
      await within(dialog).findByText(
        'Le taux de cession journalier doit être compris entre 0 et 1.',
      ),
    ).toBeTruthy();
    expect(requestsTo(fetchMock, 'PUT', '/api/risk_liquidity/scenarios/NORMAL')).toHaveLength(0);
    fireEvent.change(rate, { target: { value: '0,1' } });
    fireEvent.blur(rate);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText('Scénario « Normal » enregistré.');
    const [put] = requestsTo(fetchMock, 'PUT', '/api/risk_liquidity/scenarios/NORMAL');
    expect((put!.body as LiquidityScenario).details[1]!.bondRatio).toBe(0.1);
  });

  it('sets the derivatives’ margin multiplier, bounded, and shows it on the card', async () => {
    const fetchMock = renderPage(true);
    const card = await screen.findByRole('region', { name: 'Normal' });
    expect(card.textContent).toContain('Multiplicateur de marge des dérivés : 1 (par défaut)');
    fireEvent.click(within(card).getByRole('button', { name: 'Modifier' }));
    const dialog = screen.getByRole('dialog');
    const multiplier = within(dialog).getByLabelText('Multiplicateur de marge des dérivés');
    fireEvent.change(multiplier, { target: { value: '12' } });
    fireEvent.blur(multiplier);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(
      await within(dialog).findByText(
        'Le multiplicateur de marge doit être compris entre 0 et 10.',
      ),
    ).toBeTruthy();
    expect(requestsTo(fetchMock, 'PUT', '/api/risk_liquidity/scenarios/NORMAL')).toHaveLength(0);
    fireEvent.change(multiplier, { target: { value: '1,5' } });
    fireEvent.blur(multiplier);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText('Scénario « Normal » enregistré.');
    const [put] = requestsTo(fetchMock, 'PUT', '/api/risk_liquidity/scenarios/NORMAL');
    expect((put!.body as LiquidityScenario).marginMultiplier).toBe(1.5);
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Normal' }).textContent).toContain(
        'Multiplicateur de marge des dérivés : 1,5',
      ),
    );
  });

  it('shows the server’s French reason when it refuses a save', async () => {
    renderPage(true, [
      on('PUT', '/api/risk_liquidity/scenarios/NORMAL', () =>
        json(
          apiErrorBody(400, 'VALIDATION', 'Scénario « NORMAL » non enregistré : motif du serveur.'),
          400,
        ),
      ),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Modifier' }));
    fireEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Enregistrer' }),
    );
    expect(
      await screen.findByText('Scénario « NORMAL » non enregistré : motif du serveur.'),
    ).toBeTruthy();
  });

  it('deletes only after the confirmation', async () => {
    const fetchMock = renderPage(true, [
      on('DELETE', '/api/risk_liquidity/scenarios/NORMAL', () => json([])),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Supprimer' }));
    expect(requestsTo(fetchMock, 'DELETE', '/api/risk_liquidity/scenarios/NORMAL')).toHaveLength(0);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() =>
      expect(requestsTo(fetchMock, 'DELETE', '/api/risk_liquidity/scenarios/NORMAL')).toHaveLength(
        1,
      ),
    );
    expect(await screen.findByText(/Aucun scénario de liquidité/)).toBeTruthy();
  });
});
