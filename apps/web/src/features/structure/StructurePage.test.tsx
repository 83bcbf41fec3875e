import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  createClientBodySchema,
  type ManagedClient,
  type ManagedCompartment,
  type ManagedPortfolio,
} from '@prisme/domain';
import { configureApi } from '../../api/client';
import { fakeServer, on, requestsTo, type Route } from '../../test/fake-server';
import { apiErrorBody, connectTestApi, json, renderWithQuery } from '../../test/render';
import { StructurePage } from './StructurePage';

const UNUSED = { positions: 0, computations: 0, archives: 0, simulations: 0 };
const compartment = (code: string, over: Partial<ManagedCompartment> = {}) => ({
  code,
  label: `Compartiment ${code}`,
  active: true,
  usage: UNUSED,
  ...over,
});
const portfolio = (code: string, over: Partial<ManagedPortfolio> = {}): ManagedPortfolio => ({
  code,
  label: `Portefeuille ${code}`,
  currency: 'EUR',
  kind: 'life',
  indice: null,
  active: true,
  usage: UNUSED,
  compartments: [],
  ...over,
});
const MUTUELLE: ManagedClient = {
  code: 'Client.MUTUELLE',
  label: 'Mutuelle des Tests',
  active: true,
  usage: { positions: 1234, computations: 2, archives: 0, simulations: 0 },
  accounts: 2,
  undertaking: null,
  portfolios: [
    portfolio('EPARGNE', {
      label: 'Épargne retraite',
      usage: { positions: 1234, computations: 2, archives: 0, simulations: 0 },
      indice: 'EURO STOXX 50',
      compartments: [
        compartment('GEN', {
          usage: { positions: 1234, computations: 0, archives: 0, simulations: 0 },
        }),
      ],
    }),
    portfolio('UC', { kind: 'unit_linked', currency: 'USD', compartments: [compartment('UC1')] }),
  ],
};
const ANCIEN: ManagedClient = {
  code: 'Client.ANCIEN',
  label: 'Ancien client',
  active: false,
  usage: UNUSED,
  accounts: 0,
  undertaking: null,
  portfolios: [],
};

/** A server holding a tree the POST handlers change, as the real one would. */
function server(tree: ManagedClient[], routes: Route[] = []) {
  const fetchMock = fakeServer([
    ...routes,
    on('GET', '/api/admin/clients', () => json(tree)),
    on('POST', '/api/admin/clients', (_url, init) => {
      const body = JSON.parse(String(init!.body)) as { code: string; label: string };
      tree.push({
        ...body,
        active: true,
        usage: UNUSED,
        accounts: 0,
        undertaking: null,
        portfolios: [],
      });
      return json(tree.at(-1), 201);
    }),
    on('POST', /^\/api\/admin\/clients\/[^/]+\/portfolios$/, (url, init) => {
      const client = decodeURIComponent(url.pathname.split('/')[4]!);
      const body = JSON.parse(String(init!.body)) as ManagedPortfolio;
      const added = { ...body, active: true, usage: UNUSED, compartments: [] };
      tree.find((c) => c.code === client)!.portfolios.push(added);
      return json(added, 201);
    }),
    on('PUT', /^\/api\/admin\/clients\/.+$/, () => json({})),
    on('DELETE', /^\/api\/admin\/clients\/.+$/, () => new Response(null, { status: 204 })),
  ]);
  return fetchMock;
}

const tree = () => screen.findByRole('list', { name: 'Clients, portefeuilles et compartiments' });
const button = (name: string) => screen.findByRole('button', { name });
const dialog = (name: string | RegExp) => screen.findByRole('dialog', { name });
const typeIn = (field: HTMLElement, value: string) =>
  fireEvent.change(field, { target: { value } });

describe('StructurePage', () => {
  beforeEach(() => connectTestApi());
  afterEach(() => {
    vi.unstubAllGlobals();
    configureApi(undefined);
  });

  it('shows the tree from the answer: details, state and what refers to each node', async () => {
    server([MUTUELLE, ANCIEN]);
    renderWithQuery(<StructurePage title="Clients et portefeuilles" />);
    expect(
      screen.getByRole('status', { name: 'Chargement des clients et portefeuilles' }),
    ).toBeTruthy();
    const list = await tree();
    const text = list.textContent!;
    expect(text).toContain('Client.MUTUELLE — Mutuelle des Tests');
    expect(text).toContain(
      'LEI à renseigner · 2 portefeuilles · 2 comptes · 1\u202f234 positions · 2 calculs · aucune sauvegarde',
    );
    expect(text).toContain('EPARGNE — Épargne retraite');
    expect(text).toContain('EUR · Vie · indice EURO STOXX 50 · 1 compartiment');
    expect(text).toContain(
      'USD · Unités de compte · 1 compartiment · Aucune donnée ne s’y rapporte',
    );
    expect(text).toContain('Client.ANCIEN — Ancien client');
    expect(within(list).getAllByText('Désactivé')).toHaveLength(1);
    // Portfolios start folded: their compartments show once unfolded, from the keyboard too.
    expect(text).not.toContain('GEN — Compartiment GEN');
    const unfold = await button('Déplier « EPARGNE »');
    expect(unfold.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(unfold);
    expect((await tree()).textContent).toContain('GEN — Compartiment GEN');
    expect((await button('Replier « EPARGNE »')).getAttribute('aria-expanded')).toBe('true');
  });

  it('filters on codes and labels, keeping the branch that leads to a match', async () => {
    server([MUTUELLE, ANCIEN]);
    renderWithQuery(<StructurePage title="Clients et portefeuilles" />);
    await tree();
    typeIn(screen.getByRole('textbox', { name: 'Filtrer' }), 'uc1');
    const text = (await tree()).textContent!;
    expect(text).toContain('Client.MUTUELLE');
    expect(text).toContain('UC1 — Compartiment UC1');
    expect(text).not.toContain('EPARGNE');
    expect(text).not.toContain('Client.ANCIEN');
    typeIn(screen.getByRole('textbox', { name: 'Filtrer' }), 'rien de tel');
    expect(await screen.findByText('Rien ne correspond à « rien de tel ».')).toBeTruthy();
  });

  it('starts an empty database: the first client created from the empty state', async () => {
    const fetchMock = server([]);
    const onChanged = vi.fn();
    renderWithQuery(<StructurePage title="Clients et portefeuilles" onChanged={onChanged} />);
    expect(await screen.findByText(/^Aucun client\. Créez le premier client/)).toBeTruthy();
    fireEvent.click(await button('Créer le premier client'));
    const form = await dialog('Nouveau client');
    typeIn(within(form).getByRole('textbox', { name: 'Code' }), ' Client.NOUVEAU ');
    typeIn(within(form).getByRole('textbox', { name: 'Libellé' }), 'Nouvelle Mutuelle');
    fireEvent.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Client « Client.NOUVEAU » créé.')).toBeTruthy();
    expect(requestsTo(fetchMock, 'POST', '/api/admin/clients')[0]!.body).toEqual({
      code: 'Client.NOUVEAU',
      label: 'Nouvelle Mutuelle',
    });
    expect((await tree()).textContent).toContain('Client.NOUVEAU — Nouvelle Mutuelle');
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it('creates a portfolio with the body of the contract, then reads the tree again', async () => {
    const fetchMock = server([structuredClone(MUTUELLE)]);
    renderWithQuery(<StructurePage title="Clients et portefeuilles" />);
    fireEvent.click(await button('Ajouter un portefeuille à « Client.MUTUELLE »'));
    const form = await dialog('Nouveau portefeuille du client « Client.MUTUELLE »');
    expect((within(form).getByRole('textbox', { name: 'Devise' }) as HTMLInputElement).value).toBe(
      'EUR',
    );
    typeIn(within(form).getByRole('textbox', { name: 'Code' }), 'CANTON');
    typeIn(within(form).getByRole('textbox', { name: 'Libellé' }), 'Canton retraite');
    typeIn(within(form).getByRole('textbox', { name: 'Devise' }), 'chf');
    fireEvent.change(within(form).getByRole('combobox', { name: 'Nature' }), {
      target: { value: 'ring_fenced' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Portefeuille « CANTON » créé.')).toBeTruthy();
    expect(
      requestsTo(fetchMock, 'POST', '/api/admin/clients/Client.MUTUELLE/portfolios')[0]!.body,
    ).toEqual({
      code: 'CANTON',
      label: 'Canton retraite',
      currency: 'CHF',
      kind: 'ring_fenced',
      indice: null,
    });
    await waitFor(() => expect(requestsTo(fetchMock, 'GET', '/api/admin/clients')).toHaveLength(2));
    expect((await tree()).textContent).toContain('CHF · Cantonné · aucun compartiment');
  });

  it('shows a duplicate code (409) under the code field and keeps the dialog open', async () => {
    const duplicate = 'Le portefeuille « EPARGNE » existe déjà pour le client « Client.MUTUELLE ».';
    server(
      [structuredClone(MUTUELLE)],
      [
        on('POST', '/api/admin/clients/Client.MUTUELLE/portfolios', () =>
          json(apiErrorBody(409, 'CONFLICT', duplicate), 409),
        ),
      ],
    );
    renderWithQuery(<StructurePage title="Clients et portefeuilles" />);
    fireEvent.click(await button('Ajouter un portefeuille à « Client.MUTUELLE »'));
    const form = await dialog(/^Nouveau portefeuille/);
    const code = within(form).getByRole('textbox', { name: 'Code' });
    typeIn(code, 'EPARGNE');
    typeIn(within(form).getByRole('textbox', { name: 'Libellé' }), 'Doublon');
    fireEvent.change(within(form).getByRole('combobox', { name: 'Nature' }), {
      target: { value: 'life' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = code.getAttribute('aria-describedby')!;
    expect(document.getElementById(describedBy)!.textContent).toBe(duplicate);
    expect(screen.getByRole('dialog', { name: /^Nouveau portefeuille/ })).toBeTruthy();
  });

  it('refuses an invalid code as it is typed, with the domain’s message, and sends nothing', async () => {
    const fetchMock = server([]);
    renderWithQuery(<StructurePage title="Clients et portefeuilles" />);
    fireEvent.click(await button('Nouveau client'));
    const form = await dialog('Nouveau client');
    const code = within(form).getByRole('textbox', { name: 'Code' });
    typeIn(code, 'Client éé');
    const expected = createClientBodySchema.safeParse({ code: 'Client éé', label: 'x' }).error!
      .issues[0]!.message;
    expect(await within(form).findByText(expected)).toBeTruthy();
    expect(code.getAttribute('aria-invalid')).toBe('true');
    typeIn(within(form).getByRole('textbox', { name: 'Libellé' }), 'Mutuelle');
    fireEvent.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    expect(requestsTo(fetchMock, 'POST', '/api/admin/clients')).toHaveLength(0);
  });

  it('offers « Supprimer » only where nothing refers to the item', async () => {
    server([MUTUELLE, ANCIEN]);
    renderWithQuery(<StructurePage title="Clients et portefeuilles" />);
    await tree();
    fireEvent.click(await button('Déplier « EPARGNE »'));
    fireEvent.click(await button('Déplier « UC »'));
    await button('Modifier « UC1 »');
    const deletable = screen
      .getAllByRole('button', { name: /^Supprimer/ })
      .map((b) => b.getAttribute('aria-label'));
    // Client.MUTUELLE, EPARGNE and GEN have positions: deactivate them instead.
    expect(deletable).toEqual([
      'Supprimer « UC »',
      'Supprimer « UC1 »',
      'Supprimer « Client.ANCIEN »',
    ]);
    expect(screen.getByRole('button', { name: 'Désactiver « GEN »' })).toBeTruthy();
  });

  it('deletes only once confirmed, and shows the server’s refusal in the dialog', async () => {
    const inUse =
      'Le portefeuille « UC » ne peut être supprimé : 1 sauvegarde s’y rapporte. Désactivez-le.';
    let refuse = false;
    const fetchMock = server(
      [structuredClone(MUTUELLE)],
      [
        on('DELETE', '/api/admin/clients/Client.MUTUELLE/portfolios/UC', () =>
          refuse
            ? json(apiErrorBody(409, 'STRUCTURE_IN_USE', inUse), 409)
            : new Response(null, { status: 204 }),
        ),
      ],
    );
    renderWithQuery(<StructurePage title="Clients et portefeuilles" />);
    fireEvent.click(await button('Supprimer « UC »'));
    const confirm = await dialog('Supprimer le portefeuille « UC » ?');
    expect(confirm.textContent).toContain(
      'Le portefeuille « UC » sera supprimé avec son compartiment. Cette suppression est définitive.',
    );
    fireEvent.click(within(confirm).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      requestsTo(fetchMock, 'DELETE', '/api/admin/clients/Client.MUTUELLE/portfolios/UC'),
    ).toHaveLength(0);

    refuse = true;
    fireEvent.click(await button('Supprimer « UC »'));
    const again = await dialog('Supprimer le portefeuille « UC » ?');
    fireEvent.click(within(again).getByRole('button', { name: 'Supprimer' }));
    expect(await within(again).findByText(inUse)).toBeTruthy();

    refuse = false;
    fireEvent.click(within(again).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Portefeuille « UC » supprimé.')).toBeTruthy();
    expect(
      requestsTo(fetchMock, 'DELETE', '/api/admin/clients/Client.MUTUELLE/portfolios/UC'),
    ).toHaveLength(2);
  });

  it('explains a deactivation and asks first; the PUT keeps the other fields', async () => {
    const fetchMock = server([structuredClone(MUTUELLE)]);
    renderWithQuery(<StructurePage title="Clients et portefeuilles" />);
    fireEvent.click(await button('Désactiver « EPARGNE »'));
    const confirm = await dialog('Désactiver le portefeuille « EPARGNE » ?');
    expect(confirm.textContent).toContain(
      'masqué des périmètres et refusé à l’intégration ; les résultats et sauvegardes restent lisibles',
    );
    expect(
      requestsTo(fetchMock, 'PUT', '/api/admin/clients/Client.MUTUELLE/portfolios/EPARGNE'),
    ).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Désactiver' }));
    expect(await screen.findByText('Portefeuille « EPARGNE » désactivé.')).toBeTruthy();
    expect(
      requestsTo(fetchMock, 'PUT', '/api/admin/clients/Client.MUTUELLE/portfolios/EPARGNE')[0]!
        .body,
    ).toEqual({
      label: 'Épargne retraite',
      currency: 'EUR',
      kind: 'life',
      indice: 'EURO STOXX 50',
      active: false,
    });
  });

  it('sets the undertaking: the LEI’s check digits refused as typed, then the PUT sent upper-case', async () => {
    const fetchMock = server([structuredClone(MUTUELLE)]);
    renderWithQuery(<StructurePage title="Clients et portefeuilles" />);
    fireEvent.click(await button('Entreprise déclarante (LEI) de « Client.MUTUELLE »'));
    const form = await dialog('Entreprise déclarante du client « Client.MUTUELLE »');
    const lei = within(form).getByRole('textbox', { name: 'LEI' });
    // data-standards §4.2: 969500UP76J52A9OXU27 is valid; …28 fails ISO 7064 MOD 97-10.
    typeIn(lei, '969500UP76J52A9OXU28');
    expect(await within(form).findByText(/chiffres de contrôle du LEI sont faux/)).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(within(form).getByText(/chiffres de contrôle/)).toBeTruthy());
    expect(
      requestsTo(fetchMock, 'PUT', '/api/admin/clients/Client.MUTUELLE/undertaking'),
    ).toHaveLength(0);
    typeIn(lei, '969500up76j52a9oxu27');
    // The client's label is offered as the legal name, EUR as the reporting currency.
    expect(
      (within(form).getByRole('textbox', { name: 'Raison sociale' }) as HTMLInputElement).value,
    ).toBe('Mutuelle des Tests');
    fireEvent.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    expect(
      await screen.findByText(/Entreprise déclarante du client « Client.MUTUELLE » enregistrée/),
    ).toBeTruthy();
    expect(
      requestsTo(fetchMock, 'PUT', '/api/admin/clients/Client.MUTUELLE/undertaking')[0]!.body,
    ).toEqual({
      lei: '969500UP76J52A9OXU27',
      name: 'Mutuelle des Tests',
      reportingCurrency: 'EUR',
    });
  });

  it('changes a label with the code read-only, and reactivates without asking', async () => {
    const fetchMock = server([structuredClone(ANCIEN)]);
    renderWithQuery(<StructurePage title="Clients et portefeuilles" />);
    fireEvent.click(await button('Modifier « Client.ANCIEN »'));
    const form = await dialog('Modifier le client « Client.ANCIEN »');
    expect((within(form).getByRole('textbox', { name: 'Code' }) as HTMLInputElement).readOnly).toBe(
      true,
    );
    typeIn(within(form).getByRole('textbox', { name: 'Libellé' }), 'Client historique');
    fireEvent.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Client « Client.ANCIEN » enregistré.')).toBeTruthy();
    expect(requestsTo(fetchMock, 'PUT', '/api/admin/clients/Client.ANCIEN')[0]!.body).toEqual({
      label: 'Client historique',
      active: false,
    });
    fireEvent.click(await button('Réactiver « Client.ANCIEN »'));
    expect(await screen.findByText('Client « Client.ANCIEN » réactivé.')).toBeTruthy();
    expect(requestsTo(fetchMock, 'PUT', '/api/admin/clients/Client.ANCIEN')[1]!.body).toEqual({
      label: 'Ancien client',
      active: true,
    });
  });

  it('shows the load error with « Réessayer », and links to the import of a structure file', async () => {
    let calls = 0;
    fakeServer([
      on('GET', '/api/admin/clients', () =>
        ++calls === 1 ? json(apiErrorBody(500, 'INTERNAL'), 500) : json([ANCIEN]),
      ),
    ]);
    renderWithQuery(<StructurePage title="Clients et portefeuilles" />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'Une erreur est survenue pendant le chargement des clients et portefeuilles.',
    );
    fireEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect((await tree()).textContent).toContain('Client.ANCIEN');
    expect(
      screen.getByRole('link', { name: 'Importer un fichier de structure' }).getAttribute('href'),
    ).toBe('#/integration');
  });
});
