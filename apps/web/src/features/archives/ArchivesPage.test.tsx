import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { deriveRights, type Archive } from '@prisme/domain';
import { configureApi } from '../../api/client';
import {
  initialNavigationState,
  useClientRoleStore,
  useNavigationStore,
  useSessionStore,
} from '../../state';
import { fakeServer, on, requestsTo, type Route } from '../../test/fake-server';
import { apiErrorBody, connectTestApi, json, renderWithQuery } from '../../test/render';
import { lecteurRights } from '../../test/rights';
import { ArchivesPage, emptyMessage } from './ArchivesPage';
import { anArchive, perimeterId } from './lib/test-archives';

const ROLE = 'Client.DEMO1';
const official = anArchive({ perimeterID: perimeterId(1), name: 'Clôture T1' });
const test = anArchive({
  perimeterID: perimeterId(2),
  name: 'Essai stress',
  category: 'Test',
  esg: true,
  simulation: true,
  displayName: 'Bruno Petit',
  simulationDate: '2025-04-02T07:30:00.000Z',
});
const board = anArchive({ perimeterID: perimeterId(3), name: 'Comité', category: 'Board' });

/** The server's list: each write changes it, as the real one does. */
function renderPage(start: Archive[], routes: Route[] = []) {
  let list = [...start];
  useSessionStore.setState({
    isAdmin: false,
    rights: deriveRights(false, {
      transparency: true,
      simulation: true,
      solvency: true,
      esg: true,
      risk: true,
    }),
    rightsLoaded: true,
  });
  useClientRoleStore.setState({
    role: { code: ROLE, name: 'Démo 1' },
    choices: [],
    status: 'loaded',
  });
  useNavigationStore.setState({ ...initialNavigationState, perimeterLoaded: true });
  const fetchMock = fakeServer([
    ...routes,
    on('GET', '/api/archive/all', () => json(list)),
    on('GET', '/api/archive/categories', () => json(['Officiel', 'Test', 'Board'])),
    on('PUT', '/api/archive', (_url, init) => {
      const body = JSON.parse(String(init!.body)) as Pick<
        Archive,
        'perimeterID' | 'name' | 'category'
      >;
      list = list.map((a) => (a.perimeterID === body.perimeterID ? { ...a, ...body } : a));
      return json(list.find((a) => a.perimeterID === body.perimeterID));
    }),
    on('DELETE', '/api/archive', (url) => {
      list = list.filter((a) => a.perimeterID !== url.searchParams.get('perimeterID'));
      return new Response(null, { status: 204 });
    }),
  ]);
  renderWithQuery(<ArchivesPage title="Gestion des Sauvegardes" />);
  return fetchMock;
}

const table = () => screen.getByRole('table');
const rowNames = () =>
  within(table())
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('ArchivesPage', () => {
  beforeEach(() => connectTestApi());
  afterEach(() => {
    vi.unstubAllGlobals();
    configureApi(undefined);
  });

  it('groups the role’s archives by category and opens on « Officiel » (spec §4)', async () => {
    const fetchMock = renderPage([test, board, official]);
    const tab = await screen.findByRole('tab', { name: 'Officiel (1)' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Officiel (1)',
      'Test (1)',
      'Board (1)',
    ]);
    expect(rowNames()).toEqual(['Clôture T1']);
    const row = within(table()).getByRole('row', { name: /Clôture T1/ });
    expect(row.textContent).toContain('Alice Martin');
    expect(row.textContent).toContain('Vie, Retraite');
    expect(row.textContent).toContain('31/03/2025');
    expect(row.textContent).toMatch(/31\/03\/2025 \d\d:45/);
    expect(within(row).getByText('SCR')).toBeTruthy();
    const [list] = requestsTo(fetchMock, 'GET', '/api/archive/all');
    expect(list!.url.searchParams.get('rolename')).toBe(ROLE);

    fireEvent.click(screen.getByRole('tab', { name: 'Test (1)' }));
    expect(rowNames()).toEqual(['Essai stress']);
    const simulated = within(table()).getByRole('row', { name: /Essai stress/ });
    expect(within(simulated).getByText('ESG')).toBeTruthy();
    expect(within(simulated).getByText('Simulation')).toBeTruthy();
  });

  it('without « Officiel », opens on the first archive’s category, and sorts and filters', async () => {
    const later = anArchive({
      perimeterID: perimeterId(4),
      name: 'Avant',
      category: 'Board',
      simulationDate: '2025-01-02T07:30:00.000Z',
    });
    renderPage([board, test, later]);
    const tab = await screen.findByRole('tab', { name: 'Board (2)' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(rowNames()).toEqual(['Comité', 'Avant']);
    fireEvent.click(screen.getByRole('button', { name: 'Nom' }));
    expect(rowNames()).toEqual(['Avant', 'Comité']);
    fireEvent.click(screen.getByRole('button', { name: 'Nom' }));
    expect(rowNames()).toEqual(['Comité', 'Avant']);
    fireEvent.change(screen.getByLabelText('Filtrer'), { target: { value: 'comite' } });
    expect(rowNames()).toEqual(['Comité']);
    fireEvent.change(screen.getByLabelText('Filtrer'), { target: { value: 'zzz' } });
    expect(screen.getByText(/Aucune sauvegarde de cette catégorie/)).toBeTruthy();
  });

  it('says when the client has no archive', async () => {
    renderPage([]);
    expect(
      await screen.findByText(
        'Aucune sauvegarde pour ce client. Lancez un calcul, puis sauvegardez-le depuis « Calculs » ou depuis cette page.',
      ),
    ).toBeTruthy();
    // Nothing computed: nothing to save yet.
    const save = screen.getByRole('button', { name: 'Sauvegarder le dernier calcul' });
    expect(save).toHaveProperty('disabled', true);
  });

  it('names « Calculs » only to a user who can open it: a lecteur is told whom to ask (issue 40)', () => {
    expect(emptyMessage(lecteurRights)).not.toMatch(/Calculs/);
    expect(emptyMessage(lecteurRights)).toBe(
      'Aucune sauvegarde pour ce client. Demandez à un analyste (droit Solvabilité II, ESG ou risque) de lancer un calcul et de le sauvegarder : vous pourrez ensuite le consulter ici.',
    );
  });

  it('shows the load error with « Réessayer »', async () => {
    let fail = true;
    renderPage(
      [official],
      [
        on('GET', '/api/archive/all', () =>
          fail ? json(apiErrorBody(500, 'INTERNAL'), 500) : json([official]),
        ),
      ],
    );
    expect(
      await screen.findByText('Une erreur est survenue pendant le chargement des sauvegardes.'),
    ).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('tab', { name: 'Officiel (1)' })).toBeTruthy();
  });

  it('renames and moves an archive to a new category, then reloads the list', async () => {
    const fetchMock = renderPage([official, test]);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Renommer ou déplacer « Clôture T1 »' }),
    );
    const dialog = screen.getByRole('dialog');
    const name = within(dialog).getByLabelText(/Nom de la sauvegarde/);
    fireEvent.change(name, { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(
      await within(dialog).findByText('Le nom de la sauvegarde est obligatoire.'),
    ).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Clôture T1 définitive' } });
    fireEvent.change(within(dialog).getByLabelText(/Catégorie/), { target: { value: 'board' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(
      await screen.findByText('Sauvegarde « Clôture T1 définitive » enregistrée dans « Board ».'),
    ).toBeTruthy();
    const [put] = requestsTo(fetchMock, 'PUT', '/api/archive');
    // The role's spelling of the category typed.
    expect(put!.body).toEqual({
      perimeterID: official.perimeterID,
      name: 'Clôture T1 définitive',
      category: 'Board',
      simulation: false,
      rolename: ROLE,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The list read again; the moved archive's tab is shown.
    expect(requestsTo(fetchMock, 'GET', '/api/archive/all').length).toBeGreaterThan(1);
    expect(screen.getByRole('tab', { name: 'Board (1)' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.queryByRole('tab', { name: /Officiel/ })).toBeNull();
    expect(rowNames()).toEqual(['Clôture T1 définitive']);
  });

  it('shows « Veuillez réessayer. » and the server’s reason when a rename is refused', async () => {
    const reason =
      'Une sauvegarde « Essai stress » existe déjà dans la catégorie « Test » de ce client : choisissez un autre nom.';
    renderPage(
      [official, test],
      [on('PUT', '/api/archive', () => json(apiErrorBody(409, 'CONFLICT', reason), 409))],
    );
    fireEvent.click(
      await screen.findByRole('button', { name: 'Renommer ou déplacer « Clôture T1 »' }),
    );
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText('Veuillez réessayer.')).toBeTruthy();
    expect(within(dialog).getByText(reason)).toBeTruthy();
    // No retry action (spec §8).
    expect(within(dialog).queryByRole('button', { name: 'Réessayer' })).toBeNull();
  });

  it('deletes only after the confirmation, then reloads the list', async () => {
    const fetchMock = renderPage([official, test]);
    fireEvent.click(await screen.findByRole('button', { name: 'Supprimer « Clôture T1 »' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('« Clôture T1 » (catégorie « Officiel »)');
    expect(requestsTo(fetchMock, 'DELETE', '/api/archive')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Sauvegarde « Clôture T1 » supprimée.')).toBeTruthy();
    const [deleted] = requestsTo(fetchMock, 'DELETE', '/api/archive');
    expect(deleted!.url.searchParams.get('perimeterID')).toBe(official.perimeterID);
    // Only « Test » is left: its tab is shown.
    await waitFor(() => expect(rowNames()).toEqual(['Essai stress']));
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Test (1)']);
  });

  it('a failed delete says « Veuillez réessayer. », without retry', async () => {
    renderPage(
      [official],
      [on('DELETE', '/api/archive', () => json(apiErrorBody(500, 'INTERNAL'), 500))],
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Supprimer « Clôture T1 »' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Veuillez réessayer.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Réessayer' })).toBeNull();
    expect(rowNames()).toEqual(['Clôture T1']);
  });
});
