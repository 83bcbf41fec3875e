import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { deriveRights, messages } from '@prisme/domain';
import { configureApi } from '../../api/client';
import {
  initialNavigationState,
  useClientRoleStore,
  useNavigationStore,
  useSessionStore,
} from '../../state';
import { fakeServer, on, requestsTo, type Route } from '../../test/fake-server';
import { computedState } from '../../test/navigation-states';
import { apiErrorBody, connectTestApi, json, renderWithQuery } from '../../test/render';
import { SAVED_TEXT } from '../../components/form/SavedStatus';
import { FIX_FIRST } from './components/ListEditor';
import { StrategicParticipationsPage } from './pages';

const LIST = '/api/parameters/strategic-parameters';
const saved = {
  roleName: 'Client.DEMO1',
  code: 'FR0000120271',
  denomination: 'Filiale A',
  cic: { code: '31' },
  qrtAdjEqMethVal: null,
  portfolio: { code: '*' },
  compartment: { code: 'GEN' },
};
const reads: Route[] = [
  on('GET', LIST, () => json([saved])),
  on('GET', '/api/parameters/strategic-parameters-cic-filters', () =>
    json([
      { code: '31', label: 'Actions ordinaires' },
      { code: '32', label: 'Actions de sociétés immobilières' },
    ]),
  ),
  on('GET', /\/odata\/hierarchical_positions$/, () => json([{ IsinCode: 'FR0000120271' }])),
];

function renderPage(routes: Route[]) {
  const fetchMock = fakeServer([...routes, ...reads]);
  useClientRoleStore.setState({
    role: { code: 'Client.DEMO1', name: 'Démo 1' },
    choices: [],
    status: 'loaded',
  });
  useNavigationStore.setState({
    ...computedState,
    simulation: initialNavigationState.simulation,
    parameters: initialNavigationState.parameters,
  });
  renderWithQuery(<StrategicParticipationsPage title="Participations Stratégiques" />);
  return fetchMock;
}
const nav = () => useNavigationStore.getState();
const grid = () => screen.findByRole('region', { name: 'Participations Stratégiques' });
const WAIT = { timeout: 15_000 };

async function pasteRow(line: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Coller depuis un tableur' }));
  fireEvent.change(await screen.findByLabelText('Lignes copiées'), { target: { value: line } });
  fireEvent.click(screen.getByRole('button', { name: 'Ajouter les lignes' }));
}

describe('client-data list page', { timeout: 30_000 }, () => {
  beforeEach(() => connectTestApi());
  afterEach(() => {
    vi.unstubAllGlobals();
    configureApi(undefined);
  });

  it('loads the list and says which entries the look-through holds', async () => {
    const fetchMock = renderPage([]);
    const region = await grid();
    await waitFor(() => expect(within(region).getByText('Filiale A')).toBeTruthy(), WAIT);
    await waitFor(() => expect(within(region).getByText('dans le périmètre')).toBeTruthy(), WAIT);
    expect(within(region).getByText('* — Tous')).toBeTruthy();
    expect(requestsTo(fetchMock, 'GET', LIST)[0]!.url.search).toBe(
      '?rolename=Client.DEMO1&userID=u1',
    );
    const [odata] = requestsTo(
      fetchMock,
      'GET',
      '/api/inventory/per-1/odata/hierarchical_positions',
    );
    expect(odata!.url.searchParams.get('$filter')).toBe("IsinCode in ('FR0000120271')");
    expect(odata!.url.searchParams.get('$select')).toBe('IsinCode');
  });

  it('paste → changed flag; save → PUT of the whole list; the flag and the tick cleared', async () => {
    const fetchMock = renderPage([on('PUT', LIST, () => json([]))]);
    const region = await grid();
    await waitFor(() => expect(within(region).getByText('Filiale A')).toBeTruthy(), WAIT);
    // Nothing edited yet: nothing to save (issue 40).
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toHaveProperty('disabled', true);
    await pasteRow('US0378331005\tApple\t31\t\t\t12,5');
    await waitFor(() => expect(within(region).getByText('Apple')).toBeTruthy(), WAIT);
    expect(nav().parameters.changed.strategicParticipations).toBe(true);
    expect(nav().parameters.parametersChanged).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(nav().parameters.changed.strategicParticipations).toBe(false));
    const [put] = requestsTo(fetchMock, 'PUT', LIST);
    expect(put!.body).toEqual({
      rolename: 'Client.DEMO1',
      userID: 'u1',
      strategicParticipations: [
        expect.objectContaining({
          code: 'FR0000120271',
          codeCIC: '31',
          portfolioCode: '*',
          compartmentCode: 'GEN',
        }),
        expect.objectContaining({
          code: 'US0378331005',
          denomination: 'Apple',
          qrtAdjEqMethVal: 12.5,
        }),
      ],
    });
    expect(nav().showGreenTick).toBe(false);
    expect(nav().parameters.saving).toBe(false);
    // The save is confirmed beside the button (issue 40).
    expect(await screen.findByText(SAVED_TEXT)).toBeTruthy();
  });

  it('a bad ISIN is flagged in French and blocks the save', async () => {
    const fetchMock = renderPage([]);
    const region = await grid();
    await waitFor(() => expect(within(region).getByText('Filiale A')).toBeTruthy(), WAIT);
    await pasteRow('FR0000120272\tMauvais\t31');
    const problemCell = () =>
      within(region)
        .getAllByRole('gridcell')
        .filter((cell) => cell.getAttribute('col-id') === 'problems')
        .map((cell) => cell.textContent ?? '');
    await waitFor(() => expect(problemCell().join(' ')).toMatch(/chiffre de contrôle/i), WAIT);
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(FIX_FIRST)).toBeTruthy();
    expect(requestsTo(fetchMock, 'PUT', LIST)).toHaveLength(0);
  });

  it('a new blank line is not flagged before a save is asked, then is (issue 40)', async () => {
    const fetchMock = renderPage([]);
    const region = await grid();
    await waitFor(() => expect(within(region).getByText('Filiale A')).toBeTruthy(), WAIT);
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter une ligne' }));
    await waitFor(() => expect(within(region).getAllByRole('row').length).toBeGreaterThan(2), WAIT);
    expect(screen.queryByRole('alert', { name: 'Lignes à corriger' })).toBeNull();
    expect(screen.queryByText(/le code est vide/i)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(FIX_FIRST)).toBeTruthy();
    expect(screen.getByRole('alert', { name: 'Lignes à corriger' }).textContent).toMatch(/Ligne 2/);
    expect(requestsTo(fetchMock, 'PUT', LIST)).toHaveLength(0);
  });

  it('fills a new line’s Dénomination and CIC from the securities referential (issue 40)', async () => {
    useSessionStore.setState({
      rights: deriveRights(false, {
        transparency: true,
        simulation: false,
        solvency: true,
        esg: false,
        risk: false,
      }),
      rightsLoaded: true,
    });
    const fetchMock = renderPage([
      on('GET', '/api/parameters/securities', () =>
        json([{ code: 'US0378331005', name: 'Apple Inc.', cic: 'US31' }]),
      ),
    ]);
    const region = await grid();
    await waitFor(() => expect(within(region).getByText('Filiale A')).toBeTruthy(), WAIT);
    // A code alone: its name and CIC come from the referential; a typed name is kept.
    await pasteRow('US0378331005');
    await waitFor(() => expect(within(region).getByText('Apple Inc.')).toBeTruthy(), WAIT);
    expect(within(region).getByText('US31')).toBeTruthy();
    const asked = requestsTo(fetchMock, 'GET', '/api/parameters/securities');
    // The saved line is not asked about: only the code the user added.
    expect(asked.map((request) => request.url.searchParams.get('codes'))).toEqual(['US0378331005']);
  });

  it('a failed save shows the French message and reloads the list from the server', async () => {
    const fetchMock = renderPage([on('PUT', LIST, () => json(apiErrorBody(500, 'INTERNAL'), 500))]);
    const region = await grid();
    await waitFor(() => expect(within(region).getByText('Filiale A')).toBeTruthy(), WAIT);
    await pasteRow('US0378331005\tApple\t31');
    await waitFor(() => expect(within(region).getByText('Apple')).toBeTruthy(), WAIT);
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(messages.parameters.strategicParticipations.save)).toBeTruthy();
    await waitFor(() => expect(requestsTo(fetchMock, 'GET', LIST)).toHaveLength(2));
    const reloaded = await grid();
    await waitFor(() => expect(within(reloaded).queryByText('Apple')).toBeNull(), WAIT);
    expect(within(reloaded).getByText('Filiale A')).toBeTruthy();
    expect(nav().parameters.saving).toBe(false);
    expect(nav().parameters.changed.strategicParticipations).toBe(true);
  });

  it('deletes the selected rows after a confirmation', async () => {
    renderPage([]);
    const region = await grid();
    await waitFor(() => expect(within(region).getByText('Filiale A')).toBeTruthy(), WAIT);
    const [, rowBox] = within(region).getAllByRole('checkbox');
    fireEvent.click(rowBox!);
    const remove = screen.getByRole('button', { name: 'Supprimer la sélection' });
    await waitFor(() => expect(remove).toHaveProperty('disabled', false));
    fireEvent.click(remove);
    fireEvent.click(await screen.findByRole('button', { name: 'Annuler' }));
    expect(within(region).getByText('Filiale A')).toBeTruthy();
    fireEvent.click(remove);
    expect(screen.getByText(/Supprimer la ligne sélectionnée/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirmer la suppression' }));
    await waitFor(() => expect(within(region).queryByText('Filiale A')).toBeNull(), WAIT);
    expect(nav().parameters.changed.strategicParticipations).toBe(true);
  });

  it('a load error shows the French message with « Réessayer »', async () => {
    let fail = true;
    renderPage([
      on('GET', LIST, () => (fail ? json(apiErrorBody(500, 'INTERNAL'), 500) : json([saved]))),
    ]);
    expect(await screen.findByText(messages.parameters.strategicParticipations.load)).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: messages.generic.retry }));
    const region = await grid();
    await waitFor(() => expect(within(region).getByText('Filiale A')).toBeTruthy(), WAIT);
  });
});
