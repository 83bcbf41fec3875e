import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { messages } from '@prisme/domain';
import { queryClient } from '../api/query-client';
import { BUILTIN_TOKEN, listTitleOf } from '../api/collab-fake-site';
import { resetAllStores } from '../state';
import { json } from '../test/render';
import { ALL_RIGHTS, mockServer, renderApp, type Handler } from '../test/shell';

const roles = [
  { code: 'Solvency', name: 'Solvabilité' },
  { code: 'Client.DEMO1', name: 'Démo 1' },
  { code: 'Client.DEMO2', name: 'Démo 2' },
];
const answer =
  (path: string, body: unknown, status = 200): Handler =>
  (url) =>
    url.pathname === path ? json(body, status) : undefined;
const rolesFor = (path: string) => answer(`/api/inventory/${path}`, roles);
/** The collaboration site's token, then an empty "Intégration" list. */
const emptyLog: Handler = (url) =>
  url.pathname === '/api/tools/token'
    ? json(BUILTIN_TOKEN)
    : listTitleOf(url) === 'Intégration'
      ? json({ d: { results: [] } })
      : undefined;

const findHeading = (name: string) => screen.findByRole('heading', { name }, { timeout: 15_000 });
const menu = () => screen.getByRole('navigation', { name: 'Menu principal' });

describe('the client role in the shell (spec §2, §4)', () => {
  beforeEach(() => {
    resetAllStores();
    queryClient.clear();
    window.location.hash = '';
    vi.unstubAllGlobals();
  });

  it('asks an admin to choose a client first, greys Intégration, then opens it once chosen', async () => {
    const fetchMock = mockServer(ALL_RIGHTS, true, [rolesFor('all-rolenames'), emptyLog]);
    window.location.hash = '#/integration';
    renderApp();
    await findHeading('Intégration');
    // The page is not replaced by a redirect: the user stays where they meant to go.
    expect(screen.getByText("Choisissez d'abord un client.")).toBeTruthy();
    expect(window.location.hash).toBe('#/integration');

    const item = () => within(menu()).getByText('Intégration').closest('[aria-disabled="true"]')!;
    expect(item().className).toContain('Mui-disabled');
    expect(within(menu()).queryByRole('link', { name: 'Intégration' })).toBeNull();
    // The tooltip's chunk arrives after the menu: hover once it describes the item.
    await waitFor(() => expect(item().parentElement!.getAttribute('title')).toBeTruthy());
    fireEvent.mouseOver(item().parentElement!);
    expect((await screen.findByRole('tooltip')).textContent).toBe("Choisissez d'abord un client");

    const select = screen.getByLabelText('Client') as HTMLSelectElement;
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Choisissez un client',
      'Solvency — Solvabilité',
      'Client.DEMO1 — Démo 1',
      'Client.DEMO2 — Démo 2',
    ]);
    fireEvent.change(select, { target: { value: 'Client.DEMO2' } });
    await findHeading('Intégrer un fichier');
    expect(await screen.findByText('Aucun fichier intégré pour ce client.')).toBeTruthy();
    const logCall = fetchMock.mock.calls
      .map(([url]) => new URL(String(url), 'http://localhost'))
      .find((url) => listTitleOf(url) === 'Intégration');
    expect(logCall!.searchParams.get('$filter')).toBe(
      "RoleName eq 'Client.DEMO2' or RoleName eq null",
    );
    expect(within(menu()).getByRole('link', { name: 'Intégration' })).toBeTruthy();
  });

  it('gives a user their first role other than Solvency and opens Intégration at once', async () => {
    mockServer({ ...ALL_RIGHTS, esg: false }, false, [rolesFor('rolenames'), emptyLog]);
    window.location.hash = '#/integration';
    renderApp();
    await findHeading('Intégrer un fichier');
    const bar = screen.getByRole('region', { name: 'Périmètre' });
    expect(within(bar).getByText('Client.DEMO1 — Démo 1')).toBeTruthy();
    expect(screen.queryByText("Choisissez d'abord un client.")).toBeNull();
  });

  it('shows the role failure with "Réessayer" and keeps role-bound pages closed', async () => {
    mockServer(ALL_RIGHTS, false, [answer('/api/inventory/rolenames', {}, 500)]);
    window.location.hash = '#/archives';
    renderApp();
    await findHeading('Gestion des Sauvegardes');
    const bar = screen.getByRole('region', { name: 'Périmètre' });
    // Without the roles the saved perimeter cannot be checked either: both say so.
    expect(
      within(bar)
        .getAllByRole('alert')
        .map((alert) => alert.textContent),
    ).toEqual([`${messages.perimeter.roles}Réessayer`, `${messages.perimeter.load}Réessayer`]);
    expect(screen.getByText("Choisissez d'abord un client.")).toBeTruthy();
    await waitFor(() => expect(window.location.hash).toBe('#/archives'));
  });
});
