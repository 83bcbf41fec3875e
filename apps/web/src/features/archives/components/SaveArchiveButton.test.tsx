import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { deriveRights, type Archive, type ArchiveCreate } from '@prisme/domain';
import { configureApi } from '../../../api/client';
import {
  initialNavigationState,
  useClientRoleStore,
  useNavigationStore,
  useSessionStore,
} from '../../../state';
import { fakeServer, on, requestsTo, type Route } from '../../../test/fake-server';
import { computedState } from '../../../test/navigation-states';
import { apiErrorBody, connectTestApi, json, renderWithQuery } from '../../../test/render';
import { anArchive, perimeterId } from '../lib/test-archives';
import { SaveArchiveButton } from './SaveArchiveButton';

const ROLE = 'Client.DEMO1';
const PERIMETER = perimeterId(9);
const other = anArchive({ perimeterID: perimeterId(1), name: 'Clôture T1' });

/** The client's own perimeter computed (SCR and ESG done), no archive of it yet. */
function renderButton(routes: Route[] = [], rights = { solvency: true, esg: true, risk: true }) {
  let list: Archive[] = [other];
  useSessionStore.setState({
    isAdmin: false,
    rights: deriveRights(false, { transparency: true, simulation: true, ...rights }),
    rightsLoaded: true,
  });
  useClientRoleStore.setState({
    role: { code: ROLE, name: 'Démo 1' },
    choices: [],
    status: 'loaded',
  });
  useNavigationStore.setState({
    ...computedState,
    lookThrough: { ...computedState.lookThrough, perimeterId: PERIMETER },
    simulation: initialNavigationState.simulation,
    archives: {
      role: ROLE,
      status: 'loaded',
      exist: { transparisation: true, scr: true, esg: false, risk: false },
      resultArchived: { scr: false, esg: false, risk: false },
    },
  });
  const fetchMock = fakeServer([
    ...routes,
    on('GET', '/api/archive/all', () => json(list)),
    on('GET', '/api/archive/categories', () => json(['Officiel', 'Test', 'Board'])),
    on('POST', '/api/archive', (_url, init) => {
      const body = JSON.parse(String(init!.body)) as ArchiveCreate;
      const created = anArchive({ ...body, perimeterID: body.perimeterID });
      list = [created, ...list];
      return json(created, 201);
    }),
  ]);
  renderWithQuery(<SaveArchiveButton />);
  return fetchMock;
}

const openDialog = async () => {
  const button = await screen.findByRole('button', { name: 'Sauvegarder' });
  await waitFor(() => expect(button).toHaveProperty('disabled', false));
  fireEvent.click(button);
  return screen.getByRole('dialog');
};

describe('SaveArchiveButton', () => {
  beforeEach(() => connectTestApi());
  afterEach(() => {
    vi.unstubAllGlobals();
    configureApi(undefined);
  });

  it('checks the name and category before sending anything', async () => {
    const fetchMock = renderButton();
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sauvegarder' }));
    expect(
      await within(dialog).findByText('Le nom de la sauvegarde est obligatoire.'),
    ).toBeTruthy();
    expect(within(dialog).getByText('La catégorie est obligatoire.')).toBeTruthy();
    expect(requestsTo(fetchMock, 'POST', '/api/archive')).toHaveLength(0);
  });

  it('offers only the families done that the rights show, ticked', async () => {
    renderButton([], { solvency: true, esg: false, risk: true });
    const dialog = await openDialog();
    const scr = within(dialog).getByRole('checkbox', { name: 'SCR' });
    expect(scr).toHaveProperty('checked', true);
    // ESG is done but not readable; liquidity is readable but not done.
    expect(within(dialog).queryByRole('checkbox', { name: 'ESG' })).toBeNull();
    expect(within(dialog).queryByRole('checkbox', { name: 'Risque de liquidité' })).toBeNull();
  });

  it('saves, sets the archive-exists flags, reloads the list and says « Déjà sauvegardé »', async () => {
    const fetchMock = renderButton();
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText(/Nom de la sauvegarde/), {
      target: { value: 'Clôture T2' },
    });
    fireEvent.change(within(dialog).getByLabelText(/Catégorie/), {
      target: { value: 'Nouveau comité' },
    });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'SCR' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sauvegarder' }));
    expect(
      await screen.findByText('Sauvegarde « Clôture T2 » enregistrée dans « Nouveau comité ».'),
    ).toBeTruthy();
    const [post] = requestsTo(fetchMock, 'POST', '/api/archive');
    expect(post!.body).toEqual({
      perimeterID: PERIMETER,
      name: 'Clôture T2',
      category: 'Nouveau comité',
      simulation: false,
      scr: false,
      esg: true,
      riskLiquidity: false,
      rolename: ROLE,
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    const { archives } = useNavigationStore.getState();
    expect(archives.exist).toEqual({ transparisation: true, scr: true, esg: true, risk: false });
    expect(archives.resultArchived).toEqual({ scr: false, esg: true, risk: false });
    expect(archives.status).toBe('loaded');
    expect(requestsTo(fetchMock, 'GET', '/api/archive/all').length).toBeGreaterThan(1);
    const done = await screen.findByRole('button', { name: 'Déjà sauvegardé' });
    expect(done).toHaveProperty('disabled', true);
    expect(screen.getByText(/« Clôture T2 », catégorie « Nouveau comité »/)).toBeTruthy();
  });

  it('shows the 409 of a perimeter saved twice, with « Veuillez réessayer. »', async () => {
    const reason =
      'Ce périmètre est déjà sauvegardé sous « Clôture T1 » (catégorie « Officiel ») : renommez ou déplacez cette sauvegarde.';
    renderButton([
      on('POST', '/api/archive', () => json(apiErrorBody(409, 'CONFLICT', reason), 409)),
    ]);
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText(/Nom de la sauvegarde/), {
      target: { value: 'Encore' },
    });
    fireEvent.change(within(dialog).getByLabelText(/Catégorie/), { target: { value: 'Test' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sauvegarder' }));
    expect(await within(dialog).findByText(reason)).toBeTruthy();
    expect(within(dialog).getByText('Veuillez réessayer.')).toBeTruthy();
    expect(useNavigationStore.getState().archives.resultArchived.scr).toBe(false);
  });

  it('says « Déjà sauvegardé » when the list holds the perimeter', async () => {
    renderButton([
      on('GET', '/api/archive/all', () =>
        json([anArchive({ perimeterID: PERIMETER, name: 'Mars', category: 'Test' })]),
      ),
    ]);
    expect(await screen.findByRole('button', { name: 'Déjà sauvegardé' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.queryByRole('button', { name: 'Sauvegarder' })).toBeNull();
  });
});
