import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { queryClient } from '../api/query-client';
import { navigationActions, resetAllStores, useNavigationStore } from '../state';
import { PORTFOLIOS } from '../test/inventory-server';
import { json } from '../test/render';
import { ALL_RIGHTS, mockServer, renderApp, type Handler } from '../test/shell';
import { DEPENDENCY_REASONS } from './menu/menu-rules';

const saved = {
  rolename: 'Client.DEMO1',
  portfolios: ['P-VIE'],
  valuationDate: '2024-12-31',
  compartments: ['GEN'],
  lookThroughLevel: 'FULL',
};
const GEN = {
  codeCompartiment: 'GEN',
  libelleCompartiment: 'Actif général',
  codePortefeuille: 'P-VIE',
};

/** Client.DEMO1's roles, inventory and saved perimeter; `portfolios` as they now are. */
const inventory =
  (portfolios = PORTFOLIOS): Handler =>
  (url, init) => {
    const answers: Record<string, unknown> = {
      '/api/inventory/rolenames': [{ code: 'Client.DEMO1', name: 'Démo 1' }],
      '/api/inventory/portfolios': portfolios,
      '/api/inventory/valuation-dates': ['2024-12-31', '2024-11-30'],
      '/api/inventory/compartments': [GEN],
    };
    if (url.pathname === '/api/prisme/perimeter' && init?.method !== 'PUT') return json(saved);
    return url.pathname in answers ? json(answers[url.pathname]) : undefined;
  };

const menu = () => screen.getByRole('navigation', { name: 'Menu principal' });
const findHeading = (name: string) => screen.findByRole('heading', { name }, { timeout: 15_000 });

describe('the saved perimeter at start-up (spec §2, §4)', () => {
  beforeEach(() => {
    resetAllStores();
    queryClient.clear();
    window.location.hash = '';
    vi.unstubAllGlobals();
  });

  it('restores it before the routed view, and the menu offers what it allows', async () => {
    const fetchMock = mockServer(ALL_RIGHTS, false, [inventory()]);
    renderApp();
    await findHeading('Accueil');
    const calls = fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://x').pathname);
    // Loading page → admin flag → roles → saved perimeter (checked) → routed view.
    expect(calls.indexOf('/api/prisme/admin')).toBeLessThan(calls.indexOf('/api/prisme/perimeter'));
    expect(calls.indexOf('/api/inventory/rolenames')).toBeLessThan(
      calls.indexOf('/api/prisme/perimeter'),
    );
    expect(useNavigationStore.getState().perimeter).toMatchObject({ portfolios: ['P-VIE'] });

    const bar = screen.getByRole('region', { name: 'Périmètre' });
    expect(
      await within(bar).findByText('P-VIE — Actif général vie', {}, { timeout: 15_000 }),
    ).toBeTruthy();
    expect((within(bar).getByLabelText('Date de valorisation') as HTMLSelectElement).value).toBe(
      '2024-12-31',
    );
    expect(within(menu()).getByRole('link', { name: 'Calculs' })).toBeTruthy();
  });

  it('empties it when a portfolio is gone, and greys out what needs a perimeter', async () => {
    mockServer(ALL_RIGHTS, false, [
      inventory(PORTFOLIOS.filter((p) => p.codePortefeuille !== 'P-VIE')),
    ]);
    renderApp();
    await findHeading('Accueil');
    expect(useNavigationStore.getState().perimeter.portfolios).toEqual([]);
    const item = within(menu()).getByText('Calculs').closest('[aria-disabled="true"]')!;
    const hint = document.getElementById(item.getAttribute('aria-describedby')!)!;
    expect(hint.textContent).toBe(DEPENDENCY_REASONS.perimeter);
  });

  it('offers the transparised report full-page in a new tab once the inventory is loaded', async () => {
    mockServer(ALL_RIGHTS, false, [inventory()]);
    // This session already transparised the saved perimeter: its state survives a reload.
    navigationActions.perimeterRestored({ ...saved, lookThroughLevel: 'FULL' });
    navigationActions.transparisationSucceeded('per-1', 1e6, '2025-01-10T08:00:00Z');
    renderApp();
    await findHeading('Accueil');
    const open = within(menu()).getByRole('link', {
      name: 'Ouvrir « Indicateurs Transparisés » dans un nouvel onglet',
    });
    expect(open.getAttribute('href')).toBe('#/prisme-reports/transparisation/reporting');
    expect(open.getAttribute('target')).toBe('_blank');
    fireEvent.click(within(menu()).getByRole('link', { name: 'Indicateurs Transparisés' }));
    await findHeading('Indicateurs Transparisés');
    await waitFor(() => expect(window.location.hash).toBe('#/transparisation/reporting'));
  });
});
