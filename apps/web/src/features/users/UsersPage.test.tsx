import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { messages, type ManagedUser } from '@prisme/domain';
import { configureApi } from '../../api/client';
import { fakeServer, on, requestsTo, type Route } from '../../test/fake-server';
import { apiErrorBody, connectTestApi, json, renderWithQuery } from '../../test/render';
import { UsersPage } from './UsersPage';

const ALL = { transparency: true, simulation: true, solvency: true, esg: true, risk: true };
const NONE = { transparency: false, simulation: false, solvency: false, esg: false, risk: false };
const user = (over: Partial<ManagedUser> & Pick<ManagedUser, 'accountId' | 'displayName'>) => ({
  email: null,
  isAdmin: false,
  rights: ALL,
  roles: [],
  disabled: false,
  disabledAt: null,
  ...over,
});
const ADMIN = user({
  accountId: 'u1',
  displayName: 'Administrateur Prisme',
  email: 'admin@prisme.example',
  isAdmin: true,
});
const CLAIRE = user({
  accountId: 'acc-claire',
  displayName: 'Claire Analyste',
  email: 'claire@prisme.example',
  roles: ['Client.DEMO1'],
});
const LEO = user({
  accountId: 'acc-leo',
  displayName: 'Léo Lecteur',
  rights: { ...NONE, transparency: true },
  roles: ['Client.DEMO2'],
  disabled: true,
  disabledAt: '2025-03-05T09:30:00.000Z',
});
const ROLES = [
  { code: 'Client.DEMO1', name: 'Mutuelle Démo 1' },
  { code: 'Client.DEMO2', name: 'Mutuelle Démo 2' },
];

const appConfig = (mode: 'embedded' | 'external') => ({
  productSlug: 'prisme',
  toolsSlug: 'tools',
  auth: { mode, authority: 'http://localhost/idp', clientId: 'prisme-web', scope: 'openid' },
});
const LINK = {
  accountId: 'acc-new',
  login: 'marie.durand',
  link: 'http://localhost/idp/password/reset/jeton-secret',
  expiresAt: '2025-04-01T09:30:00.000Z',
};

function server(
  routes: Route[] = [],
  users: ManagedUser[] = [ADMIN, CLAIRE, LEO],
  mode: 'embedded' | 'external' = 'embedded',
) {
  return fakeServer([
    ...routes,
    on('GET', '/app-config.json', () => json(appConfig(mode))),
    on('GET', '/api/admin/users', () => json(users)),
    on('GET', '/api/inventory/all-rolenames', () => json(ROLES)),
    on('PUT', /^\/api\/admin\/users\/[^/]+$/, (url, init) => {
      const accountId = decodeURIComponent(url.pathname.split('/').pop()!);
      const body = JSON.parse(String(init!.body)) as ManagedUser;
      const before = users.find((u) => u.accountId === accountId)!;
      return json({
        ...before,
        ...body,
        disabledAt: body.disabled ? (before.disabledAt ?? '2025-04-01T08:00:00.000Z') : null,
      });
    }),
  ]);
}

const WAIT = { timeout: 15_000 };
const grid = () => screen.findByRole('region', { name: 'Utilisateurs de Prisme' });
/** The text of a column's cells, in the order shown. */
const column = (region: HTMLElement, colId: string) =>
  within(region)
    .getAllByRole('gridcell')
    .filter((cell) => cell.classList.contains('ag-cell') && cell.getAttribute('col-id') === colId)
    .map((cell) => cell.textContent);
const dialog = () => screen.getByRole('dialog', { name: /^Modifier/ });

async function openEditor(name: string) {
  const region = await grid();
  await waitFor(() => expect(column(region, 'displayName')).toHaveLength(3), WAIT);
  fireEvent.click(within(region).getByRole('button', { name: `Modifier « ${name} »` }));
  return dialog();
}

describe('UsersPage', () => {
  beforeEach(() => connectTestApi());
  afterEach(() => {
    vi.unstubAllGlobals();
    configureApi(undefined);
  });

  it('lists the accounts by name with their rights, clients and state', async () => {
    server();
    renderWithQuery(<UsersPage title="Utilisateurs" />);
    expect(screen.getByRole('status', { name: 'Chargement des utilisateurs' })).toBeTruthy();
    const region = await grid();
    await waitFor(() => expect(column(region, 'displayName')).toHaveLength(3), WAIT);
    expect(column(region, 'displayName')).toEqual([
      'Administrateur Prisme',
      'Claire Analyste',
      'Léo Lecteur',
    ]);
    expect(column(region, 'admin')).toEqual(['Oui', 'Non', 'Non']);
    expect(column(region, 'esg')).toEqual(['Oui', 'Oui', 'Non']);
    expect(column(region, 'clients')).toEqual(['', 'Client.DEMO1', 'Client.DEMO2']);
    expect(column(region, 'state')).toEqual(['Actif', 'Actif', 'Désactivé depuis le 05/03/2025']);
    expect(within(region).getByText('claire@prisme.example')).toBeTruthy();
  });

  it('changes rights and clients, and sends the whole account to the server', async () => {
    const fetchMock = server();
    const { queryClient } = renderWithQuery(<UsersPage title="Utilisateurs" />);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const editor = await openEditor('Claire Analyste');
    fireEvent.click(within(editor).getByRole('checkbox', { name: 'ESG' }));
    const clients = within(editor).getByRole('combobox', { name: 'Clients' });
    fireEvent.mouseDown(clients);
    fireEvent.click(await screen.findByRole('option', { name: 'Mutuelle Démo 2 (Client.DEMO2)' }));
    fireEvent.click(within(editor).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Compte « Claire Analyste » enregistré.')).toBeTruthy();
    expect(requestsTo(fetchMock, 'PUT', '/api/admin/users/acc-claire')[0]!.body).toEqual({
      isAdmin: false,
      rights: { ...ALL, esg: false },
      roles: ['Client.DEMO1', 'Client.DEMO2'],
      disabled: false,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['admin', 'users'], exact: true });
  });

  it('asks before disabling an account, and says what it does', async () => {
    const fetchMock = server();
    renderWithQuery(<UsersPage title="Utilisateurs" />);
    const editor = await openEditor('Claire Analyste');
    fireEvent.click(within(editor).getByRole('switch', { name: 'Compte désactivé' }));
    fireEvent.click(within(editor).getByRole('button', { name: 'Enregistrer' }));
    const confirm = await screen.findByRole('dialog', { name: 'Désactiver « Claire Analyste » ?' });
    expect(confirm.textContent).toContain(
      'L’utilisateur ne pourra plus se connecter ; ses sessions ouvertes sont refusées dès sa prochaine action.',
    );
    fireEvent.click(within(confirm).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /^Désactiver/ })).toBeNull());
    expect(requestsTo(fetchMock, 'PUT', '/api/admin/users/acc-claire')).toHaveLength(0);

    fireEvent.click(within(dialog()).getByRole('button', { name: 'Enregistrer' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: /^Désactiver/ })).getByRole('button', {
        name: 'Désactiver',
      }),
    );
    expect(await screen.findByText('Compte « Claire Analyste » désactivé.')).toBeTruthy();
    expect(requestsTo(fetchMock, 'PUT', '/api/admin/users/acc-claire')[0]!.body).toMatchObject({
      disabled: true,
    });
  });

  it('re-enables a disabled account without asking', async () => {
    const fetchMock = server();
    renderWithQuery(<UsersPage title="Utilisateurs" />);
    const editor = await openEditor('Léo Lecteur');
    expect(editor.textContent).toContain('Désactivé depuis le 05/03/2025');
    fireEvent.click(within(editor).getByRole('switch', { name: 'Compte désactivé' }));
    fireEvent.click(within(editor).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Compte « Léo Lecteur » réactivé.')).toBeTruthy();
    expect(requestsTo(fetchMock, 'PUT', '/api/admin/users/acc-leo')[0]!.body).toMatchObject({
      disabled: false,
    });
  });

  it('shows the server’s French reason when it refuses, and keeps the dialog open', async () => {
    server([
      on('PUT', '/api/admin/users/acc-claire', () =>
        json(
          apiErrorBody(
            400,
            'VALIDATION',
            'Compte non enregistré : Le client « Client.DEMO1 » n’existe pas.',
          ),
          400,
        ),
      ),
    ]);
    renderWithQuery(<UsersPage title="Utilisateurs" />);
    const editor = await openEditor('Claire Analyste');
    fireEvent.click(within(editor).getByRole('button', { name: 'Enregistrer' }));
    expect(
      await within(editor).findByText(
        'Compte non enregistré : Le client « Client.DEMO1 » n’existe pas.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('dialog', { name: /^Modifier/ })).toBeTruthy();
  });

  it('keeps administrators from locking themselves out', async () => {
    server();
    renderWithQuery(<UsersPage title="Utilisateurs" />);
    const editor = await openEditor('Administrateur Prisme');
    expect(
      (within(editor).getByRole('switch', { name: 'Compte désactivé' }) as HTMLInputElement)
        .disabled,
    ).toBe(true);
    expect(
      (within(editor).getByRole('switch', { name: 'Administrateur' }) as HTMLInputElement).disabled,
    ).toBe(true);
    expect(editor.textContent).toContain('Vous ne pouvez ni désactiver votre propre compte');
  });

  it('shows the load error with « Réessayer », then the empty state', async () => {
    let calls = 0;
    fakeServer([
      on('GET', '/api/admin/users', () =>
        ++calls === 1 ? json(apiErrorBody(500, 'INTERNAL'), 500) : json([]),
      ),
      on('GET', '/api/inventory/all-rolenames', () => json(ROLES)),
    ]);
    renderWithQuery(<UsersPage title="Utilisateurs" />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(messages.users.load);
    fireEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Aucun compte enregistré dans Prisme.')).toBeTruthy();
  });

  describe('accounts of the embedded sign-in (issue 35 §A.2)', () => {
    const created = (body: Record<string, unknown>) => ({
      user: {
        ...user({ accountId: 'acc-new', displayName: String(body['displayName']) }),
        ...body,
      },
      passwordLink: LINK,
    });

    it('creates an account, validated live, and shows its first-password link to copy', async () => {
      const fetchMock = server([
        on('POST', '/api/admin/users', (_url, init) =>
          json(created(JSON.parse(String(init!.body))), 201),
        ),
      ]);
      const writeText = vi.fn(async () => {});
      vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
      renderWithQuery(<UsersPage title="Utilisateurs" />);
      fireEvent.click(await screen.findByRole('button', { name: 'Créer un compte' }, WAIT));
      const form = screen.getByRole('dialog', { name: 'Créer un compte' });
      const login = within(form).getByRole('textbox', { name: /^Identifiant/ });
      fireEvent.change(login, { target: { value: 'marie durand' } });
      fireEvent.blur(login);
      expect(
        await within(form).findByText(/^L’identifiant ne contient que des lettres sans accent/),
      ).toBeTruthy();
      fireEvent.change(login, { target: { value: 'Marie.Durand' } });
      fireEvent.change(within(form).getByRole('textbox', { name: /^Nom/ }), {
        target: { value: 'Marie Durand' },
      });
      fireEvent.change(within(form).getByRole('textbox', { name: /^E-mail/ }), {
        target: { value: 'marie@assureur.fr' },
      });
      fireEvent.click(within(form).getByRole('checkbox', { name: 'Transparisation' }));
      fireEvent.click(within(form).getByRole('button', { name: 'Créer le compte' }));

      const shown = await screen.findByRole('dialog', {
        name: 'Lien de mot de passe de « Marie Durand »',
      });
      expect(requestsTo(fetchMock, 'POST', '/api/admin/users')[0]!.body).toEqual({
        login: 'marie.durand',
        displayName: 'Marie Durand',
        email: 'marie@assureur.fr',
        isAdmin: false,
        rights: { ...NONE, transparency: true },
        roles: [],
      });
      expect(shown.textContent).toContain('Compte « Marie Durand » créé.');
      expect(shown.textContent).toMatch(/expire le 01\/04\/2025 \d\d:30/);
      expect((within(shown).getByRole('textbox', { name: 'Lien' }) as HTMLInputElement).value).toBe(
        LINK.link,
      );
      fireEvent.click(within(shown).getByRole('button', { name: 'Copier le lien' }));
      expect(await within(shown).findByText('Lien copié.')).toBeTruthy();
      expect(writeText).toHaveBeenCalledWith(LINK.link);
    });

    it('keeps the dialog open with the server’s reason when the login is taken', async () => {
      server([
        on('POST', '/api/admin/users', () =>
          json(apiErrorBody(409, 'CONFLICT', 'L’identifiant « analyste » est déjà pris.'), 409),
        ),
      ]);
      renderWithQuery(<UsersPage title="Utilisateurs" />);
      fireEvent.click(await screen.findByRole('button', { name: 'Créer un compte' }, WAIT));
      const form = screen.getByRole('dialog', { name: 'Créer un compte' });
      for (const [name, value] of [
        [/^Identifiant/, 'analyste'],
        [/^Nom/, 'Claire Bis'],
        [/^E-mail/, 'claire.bis@assureur.fr'],
      ] as const)
        fireEvent.change(within(form).getByRole('textbox', { name }), { target: { value } });
      fireEvent.click(within(form).getByRole('button', { name: 'Créer le compte' }));
      expect(
        await within(form).findByText('L’identifiant « analyste » est déjà pris.'),
      ).toBeTruthy();
    });

    it('gives a password link for an active account', async () => {
      const fetchMock = server([
        on('POST', '/api/admin/users/acc-claire/password-link', () =>
          json({ ...LINK, accountId: 'acc-claire', login: 'claire' }),
        ),
      ]);
      renderWithQuery(<UsersPage title="Utilisateurs" />);
      const region = await grid();
      await waitFor(() => expect(column(region, 'displayName')).toHaveLength(3), WAIT);
      // A disabled account has none: it is re-enabled first.
      expect(
        within(region).queryByRole('button', { name: 'Lien de mot de passe de « Léo Lecteur »' }),
      ).toBeNull();
      fireEvent.click(
        await within(region).findByRole('button', {
          name: 'Lien de mot de passe de « Claire Analyste »',
        }),
      );
      const shown = await screen.findByRole('dialog', {
        name: 'Lien de mot de passe de « Claire Analyste »',
      });
      expect(shown.textContent).toContain('identifiant « claire »');
      expect(
        requestsTo(fetchMock, 'POST', '/api/admin/users/acc-claire/password-link'),
      ).toHaveLength(1);
    });

    it('offers neither with an external provider, and says why', async () => {
      server([], [ADMIN, CLAIRE, LEO], 'external');
      renderWithQuery(<UsersPage title="Utilisateurs" />);
      expect(
        await screen.findByText(/Les comptes viennent du fournisseur d’identité externe/, {}, WAIT),
      ).toBeTruthy();
      const region = await grid();
      await waitFor(() => expect(column(region, 'displayName')).toHaveLength(3), WAIT);
      expect(screen.queryByRole('button', { name: 'Créer un compte' })).toBeNull();
      expect(within(region).queryByRole('button', { name: /^Lien de mot de passe/ })).toBeNull();
    });
  });
});
