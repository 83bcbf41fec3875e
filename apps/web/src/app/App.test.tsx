import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RightFlags } from '@prisme/domain';
import { queryClient } from '../api/query-client';
import { resetAllStores } from '../state';
import { json } from '../test/render';
import { mockServer as mockShellServer, renderApp } from '../test/shell';

const MODULES = ['TRANSPARISATION', 'PARAMETRES', 'SOLVABILITE II', 'ESG', 'RISQUE'];
const NONE: RightFlags = {
  transparency: false,
  simulation: false,
  solvency: false,
  esg: false,
  risk: false,
};
const ALL: RightFlags = {
  transparency: true,
  simulation: true,
  solvency: true,
  esg: true,
  risk: true,
};
/** Playwright's exact getByText: an element whose whole text matches, no child matching. */
const wholeText = (text: string) => (_: string, el: Element | null) =>
  el?.textContent === text && ![...el.children].some((child) => child.textContent === text);

const findHeading = (name: string) => screen.findByRole('heading', { name }, { timeout: 15_000 });

/** The shell's server, with the user's roles (no saved perimeter). */
const mockServer = (flags: RightFlags, isAdmin = false) =>
  mockShellServer(flags, isAdmin, [
    (url) =>
      url.pathname.startsWith('/api/inventory/') && url.pathname.endsWith('rolenames')
        ? json([{ code: 'Client.DEMO1', name: 'Démo 1' }])
        : undefined,
  ]);

describe('the shell', () => {
  beforeEach(() => {
    resetAllStores();
    queryClient.clear();
    window.location.hash = '';
    vi.unstubAllGlobals();
  });

  it('shows the loading page, then Accueil with every module for a user with all rights', async () => {
    const fetchMock = mockServer(ALL);
    renderApp();
    expect(screen.getByRole('status').textContent).toContain('Chargement de Prisme…');
    await findHeading('Accueil');
    const menu = screen.getByRole('navigation', { name: 'Menu principal' });
    for (const name of MODULES) {
      expect(within(menu).getByRole('heading', { name })).toBeTruthy();
      // The e2e helper finds headers by exact text (Playwright: the whole text of the
      // smallest element); each header must be the only element whose text is its name.
      expect(
        within(menu)
          .getAllByText(wholeText(name))
          .map((el) => el.tagName),
      ).toEqual(['H2']);
    }
    expect(within(menu).getByText('Portefeuille/Simulation')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Se déconnecter' })).toBeTruthy();
    expect(screen.getByText('Ana Lyste')).toBeTruthy();
    const [, init] = fetchMock.mock.calls.find(([u]) => String(u).startsWith('/api/prisme/admin'))!;
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer token-u1');
  });

  it('hides the modules a reader has no right to and sends a forbidden route to /', async () => {
    mockServer({ ...NONE, transparency: true });
    window.location.hash = '#/solvency/results';
    renderApp();
    await findHeading('Accueil');
    await waitFor(() => expect(window.location.hash).toBe('#/'));
    // The redirect is a navigation, so the menu closed: reopen it.
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('false'));
    fireEvent.click(toggle);
    const menu = screen.getByRole('navigation', { name: 'Menu principal' });
    expect(within(menu).getByRole('heading', { name: 'TRANSPARISATION' })).toBeTruthy();
    expect(within(menu).getByText('Portefeuille')).toBeTruthy();
    for (const label of MODULES.slice(1)) expect(within(menu).queryByText(label)).toBeNull();
    expect(within(menu).queryByText('Calculs')).toBeNull();
  });

  it('redirects an unknown path to /', async () => {
    mockServer(ALL);
    window.location.hash = '#/nulle/part';
    renderApp();
    await findHeading('Accueil');
    await waitFor(() => expect(window.location.hash).toBe('#/'));
  });

  it('serves a report full-page under /{product}-reports, without the menu', async () => {
    mockServer(ALL);
    window.location.hash = '#/prisme-reports/esg/archives/temperature';
    renderApp();
    await findHeading('Température Implicite');
    expect(screen.queryByRole('navigation', { name: 'Menu principal' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Se déconnecter' })).toBeNull();
  });

  it('logs out when the transparency check answers false', async () => {
    mockServer({ ...NONE, solvency: true });
    const session = renderApp();
    await waitFor(() => expect(session.logout).toHaveBeenCalledOnce());
    expect(screen.getByRole('status').textContent).toContain('Déconnexion en cours…');
    expect(screen.queryByRole('heading', { name: 'Accueil' })).toBeNull();
  });

  it('logs out when a member call fails', async () => {
    const fetchMock = mockServer(ALL);
    const inner = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input) =>
      String(input).includes('esg-member')
        ? json({ statusCode: 500, code: 'INTERNAL', error: 'x', message: '' }, 500)
        : inner(input, undefined),
    );
    const session = renderApp();
    await waitFor(() => expect(session.logout).toHaveBeenCalledOnce(), { timeout: 15_000 });
  });

  it('navigates from the menu and closes the menu afterwards', async () => {
    mockServer(ALL);
    renderApp();
    await findHeading('Accueil');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('link', { name: 'Aide' }));
    await findHeading('Aide');
    expect(window.location.hash).toBe('#/help');
    await waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('false'));
  });
});
