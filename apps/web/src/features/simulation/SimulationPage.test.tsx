import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { messages } from '@prisme/domain';
import { configureApi } from '../../api/client';
import { initialNavigationState, useNavigationStore } from '../../state';
import { deferred, fakeServer, on, requestsTo, type Route } from '../../test/fake-server';
import { computedState } from '../../test/navigation-states';
import { apiErrorBody, connectTestApi, json, renderWithQuery } from '../../test/render';
import { SimulationPage } from './SimulationPage';
import {
  fakeSimulation,
  SIMULATION_ID,
  SIMULATION_PERIMETER_ID,
  simulationAnswer,
} from './testing/fake-simulation';

/** Testing Library collapses spaces, narrow ones included: compare with that. */
const spaced = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ');
const nav = () => useNavigationStore.getState();
const WAIT = { timeout: 15_000 };

/** In simulation mode on a simulation of the client's computed perimeter. */
function renderPage(routes: Route[] = [], simulationId: string | null = SIMULATION_ID) {
  const server = fakeSimulation();
  const fetchMock = fakeServer([...routes, ...server.routes]);
  useNavigationStore.setState({
    ...computedState,
    showGreenTick: false,
    simulation: {
      ...initialNavigationState.simulation,
      simulationMode: true,
      simulationId,
    },
  });
  const view = renderWithQuery(
    <MemoryRouter>
      <SimulationPage title="Portefeuille/Simulation" />
    </MemoryRouter>,
  );
  return { ...view, fetchMock, server };
}

const grid = () => screen.findByRole('region', { name: 'Positions de la simulation' });
/** The grid's cells of a column, in the order shown (not the header's filter cells). */
const cells = (region: HTMLElement, colId: string) =>
  within(region)
    .queryAllByRole('gridcell')
    .filter((cell) => cell.classList.contains('ag-cell') && cell.getAttribute('col-id') === colId);
const cellText = (region: HTMLElement, colId: string) =>
  cells(region, colId).map((cell) => spaced(cell.textContent));

describe('SimulationPage', { timeout: 30_000 }, () => {
  beforeEach(() => connectTestApi());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    configureApi(undefined);
  });

  it('waits for the simulation while it is being created', () => {
    const { fetchMock } = renderPage([], null);
    expect(screen.getByRole('heading', { name: 'Portefeuille/Simulation' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Création de la simulation' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the initial and current value and their difference in French', async () => {
    renderPage();
    const initial = await screen.findByRole('region', { name: 'Valeur initiale' });
    expect(spaced(initial.textContent)).toContain('18 700,00 €');
    const current = screen.getByRole('region', { name: 'Valeur actuelle' });
    expect(spaced(current.textContent)).toContain('18 700,00 €');
    const difference = screen.getByRole('region', { name: 'Écart' });
    expect(spaced(difference.textContent)).toContain('0,00 €');
  });

  it('says when the valuation cannot be read, and reads it again on « Réessayer »', async () => {
    let fail = true;
    renderPage([
      on('GET', '/api/simulation/global-market-valuation/', () =>
        fail
          ? json(apiErrorBody(500, 'INTERNAL'), 500)
          : json({
              simulationID: SIMULATION_ID,
              initial: 1000,
              current: 1100,
              difference: 100,
            }),
      ),
    ]);
    expect(await screen.findByText(messages.simulation.valuation)).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: messages.generic.retry }));
    const difference = await screen.findByRole('region', { name: 'Écart' });
    expect(spaced(difference.textContent)).toContain('+100,00 €');
    expect(spaced(difference.textContent)).toContain('+10,00 %');
  });

  it('transparises the simulation with its progress, then offers « Calculs »', async () => {
    const computation = deferred<Response>();
    const { fetchMock, queryClient } = renderPage([
      on('POST', '/api/simulation/computation', () => computation.promise),
      on('GET', /^\/api\/jobs\//, () =>
        json({ stage: 'lookthrough', percent: 40, label: 'Transparisation', detail: '' }),
      ),
    ]);
    queryClient.setQueryData(['scr-parameters', 'group', 'equity'], { loaded: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Transpariser la simulation' }));
    expect(
      await screen.findByRole('progressbar', {
        name: 'Avancement de la transparisation de la simulation',
      }),
    ).toBeTruthy();
    const [posted] = requestsTo(fetchMock, 'POST', '/api/simulation/computation');
    expect(posted!.body).toEqual({
      simulationID: SIMULATION_ID,
      progressToken: expect.any(String) as string,
      userID: 'u1',
    });
    expect(nav().simulation.transparised).toBe(false);

    computation.resolve(json(simulationAnswer));
    expect(await screen.findByText(/^Transparisée le 03\/02\/2025/)).toBeTruthy();
    expect(nav().simulation).toMatchObject({
      perimeterId: SIMULATION_PERIMETER_ID,
      transparised: true,
    });
    expect(nav().lookThrough).toMatchObject({
      status: 'loaded',
      perimeterId: SIMULATION_PERIMETER_ID,
      totalMarketValuation: 1_250_000,
    });
    expect(screen.getByRole('link', { name: 'Calculs' }).getAttribute('href')).toBe('/compute');
    expect(queryClient.getQueryState(['scr-parameters', 'group', 'equity'])?.isInvalidated).toBe(
      true,
    );
  });

  it('says when the transparisation fails, with « Réessayer »', async () => {
    const { fetchMock } = renderPage([
      on('POST', '/api/simulation/computation', () => json(apiErrorBody(500, 'INTERNAL'), 500)),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Transpariser la simulation' }));
    expect(await screen.findByText(messages.simulation.transparise)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: messages.generic.retry }));
    await waitFor(() =>
      expect(requestsTo(fetchMock, 'POST', '/api/simulation/computation')).toHaveLength(2),
    );
    expect(nav().simulation.transparised).toBe(false);
  });

  it('saves a cash amount typed in French; the simulation is then to transparise again', async () => {
    const { fetchMock } = renderPage();
    useNavigationStore.setState((state) => ({
      simulation: { ...state.simulation, transparised: true, perimeterId: 'per-9' },
    }));
    const table = await screen.findByRole('table', { name: 'Espèces par devise' });
    expect(spaced(within(table).getAllByRole('row')[2]!.textContent)).toContain('900,00 €');
    const usd = within(table).getByLabelText('Montant en USD');
    fireEvent.change(usd, { target: { value: '1 500,5' } });
    fireEvent.click(within(table).getByRole('button', { name: 'Enregistrer le montant en USD' }));
    await waitFor(() =>
      expect(
        requestsTo(fetchMock, 'PUT', `/api/simulation/${SIMULATION_ID}/cash/USD`),
      ).toHaveLength(1),
    );
    expect(
      requestsTo(fetchMock, 'PUT', `/api/simulation/${SIMULATION_ID}/cash/USD`)[0]!.body,
    ).toEqual({ amount: 1500.5 });
    await waitFor(() => expect(nav().simulation.transparised).toBe(false));
    expect(nav().lookThrough.status).toBe('empty');
    // The valuation is read again: the current value now counts the new cash.
    const current = await screen.findByRole('region', { name: 'Valeur actuelle' });
    await waitFor(() => expect(spaced(current.textContent)).toContain('19 150,45 €'));
  });

  it('shows the server’s reason when a cash amount is refused', async () => {
    renderPage([
      on('PUT', /\/cash\/USD$/, () =>
        json(apiErrorBody(400, 'VALIDATION', 'Aucun compte espèces en USD.'), 400),
      ),
    ]);
    const table = await screen.findByRole('table', { name: 'Espèces par devise' });
    fireEvent.change(within(table).getByLabelText('Montant en USD'), { target: { value: '5' } });
    fireEvent.click(within(table).getByRole('button', { name: 'Enregistrer le montant en USD' }));
    expect(await screen.findByText('Aucun compte espèces en USD.')).toBeTruthy();
    expect(nav().simulation.simulationId).toBe(SIMULATION_ID);
  });

  it('lists the positions with their status, and filters them', async () => {
    renderPage();
    const region = await grid();
    await waitFor(() => expect(cellText(region, 'securityCode')).toHaveLength(2), WAIT);
    expect(cellText(region, 'status')).toEqual(['Inchangée', 'Inchangée']);
    expect(cellText(region, 'quantity')).toEqual(['100', '10']);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Rechercher' }), {
      target: { value: 'apple' },
    });
    await waitFor(() => expect(cellText(region, 'securityCode')).toEqual(['US0378331005']), WAIT);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Rechercher' }), {
      target: { value: '' },
    });
    fireEvent.click(screen.getByRole('switch', { name: 'Lignes modifiées uniquement' }));
    await waitFor(() => expect(cellText(region, 'securityCode')).toEqual([]), WAIT);
  });

  it('changes a quantity typed in the grid, Enter committing it', async () => {
    const { fetchMock } = renderPage();
    const region = await grid();
    await waitFor(() => expect(cells(region, 'quantity')).toHaveLength(2), WAIT);
    const apple = cells(region, 'quantity')[1]!;
    // Keyboard only: Enter on the focused cell edits it, Enter in the editor commits.
    apple.focus();
    fireEvent.keyDown(apple, { key: 'Enter' });
    const editor = await waitFor(
      () => within(region).getByRole('textbox', { name: 'Saisie de la cellule' }),
      WAIT,
    );
    // The grid's editor reads what is typed from its input events.
    fireEvent.input(editor, { target: { value: '7,5' } });
    fireEvent.keyDown(editor, { key: 'Enter' });
    await waitFor(() =>
      expect(
        requestsTo(fetchMock, 'PATCH', `/api/simulation/${SIMULATION_ID}/positions/2`),
      ).toHaveLength(1),
    );
    expect(
      requestsTo(fetchMock, 'PATCH', `/api/simulation/${SIMULATION_ID}/positions/2`)[0]!.body,
    ).toEqual({ quantity: 7.5 });
    await waitFor(() => expect(cellText(region, 'status')).toContain('Modifiée'), WAIT);
    expect(cellText(region, 'quantity')).toContain('7,5');
    expect(nav().simulation.transparised).toBe(false);

    // A negative quantity is refused in French before anything is sent.
    const edited = cells(region, 'quantity').find((cell) => spaced(cell.textContent) === '7,5')!;
    edited.focus();
    fireEvent.keyDown(edited, { key: 'Enter' });
    const again = await waitFor(
      () => within(region).getByRole('textbox', { name: 'Saisie de la cellule' }),
      WAIT,
    );
    fireEvent.input(again, { target: { value: '-3' } });
    fireEvent.keyDown(again, { key: 'Enter' });
    expect(await screen.findByText(/La quantité ne peut pas être négative/)).toBeTruthy();
    expect(
      requestsTo(fetchMock, 'PATCH', `/api/simulation/${SIMULATION_ID}/positions/2`),
    ).toHaveLength(1);
  });

  it('sells a position after the confirmation; it stays listed, sold', async () => {
    const { fetchMock } = renderPage();
    const region = await grid();
    const sell = await within(region).findByRole(
      'button',
      { name: 'Vendre FR0000120271 (P-VIE, GEN)' },
      WAIT,
    );
    fireEvent.click(sell);
    const dialog = screen.getByRole('dialog', { name: 'Vendre la position' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(requestsTo(fetchMock, 'DELETE', `/api/simulation/${SIMULATION_ID}/positions/1`)).toEqual(
      [],
    );
    fireEvent.click(sell);
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Vendre la position' })).getByRole('button', {
        name: 'Vendre',
      }),
    );
    await waitFor(() => expect(cellText(region, 'status')).toContain('Vendue'), WAIT);
    expect(
      requestsTo(fetchMock, 'DELETE', `/api/simulation/${SIMULATION_ID}/positions/1`),
    ).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says whether a sale is credited to cash, and credits it when the user ticks it', async () => {
    const { fetchMock } = renderPage();
    const region = await grid();
    fireEvent.click(
      await within(region).findByRole('button', { name: 'Vendre FR0000120271 (P-VIE, GEN)' }, WAIT),
    );
    const dialog = screen.getByRole('dialog', { name: 'Vendre la position' });
    expect(spaced(dialog.textContent)).toContain(
      'Le produit de la vente, 6 000,00 €, n’est pas crédité en trésorerie',
    );
    fireEvent.click(
      within(dialog).getByRole('checkbox', {
        name: 'Créditer le produit de la vente en trésorerie',
      }),
    );
    expect(spaced(dialog.textContent)).toContain(
      'est crédité au plus grand compte espèces en EUR du portefeuille P-VIE',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Vendre' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    const [sale] = requestsTo(fetchMock, 'DELETE', `/api/simulation/${SIMULATION_ID}/positions/1`);
    expect(sale!.url.searchParams.get('creditCash')).toBe('true');
  });

  it('buys a security found by the type-ahead, in a compartment the simulation holds', async () => {
    const { fetchMock } = renderPage();
    await grid();
    fireEvent.click(screen.getByRole('button', { name: 'Acheter un titre' }));
    const dialog = screen.getByRole('dialog', { name: 'Acheter un titre' });
    const search = within(dialog).getByRole('combobox', { name: /Titre/ });
    search.focus();
    fireEvent.change(search, { target: { value: 'L' } });
    expect(await within(document.body).findByText('Tapez au moins deux caractères')).toBeTruthy();
    fireEvent.change(search, { target: { value: 'lvm' } });
    fireEvent.click(await screen.findByRole('option', { name: /LVMH/ }, WAIT));
    const [asked] = requestsTo(fetchMock, 'GET', '/api/simulation/securities');
    expect(Object.fromEntries(asked!.url.searchParams)).toEqual({ search: 'lvm', top: '20' });

    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Portefeuille' }), {
      target: { value: 'P-RET' },
    });
    expect(
      (within(dialog).getByRole('combobox', { name: 'Compartiment' }) as HTMLSelectElement).value,
    ).toBe('UC');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Quantité' }), {
      target: { value: '2,5' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Acheter' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    expect(
      requestsTo(fetchMock, 'POST', `/api/simulation/${SIMULATION_ID}/positions`)[0]!.body,
    ).toEqual({
      portfolioCode: 'P-RET',
      compartmentCode: 'UC',
      securityCode: 'FR0000121014',
      quantity: 2.5,
    });
    const region = await grid();
    await waitFor(() => expect(cellText(region, 'status')).toContain('Achetée'), WAIT);
  });

  it('checks the purchase before sending it, and says when no security matches', async () => {
    const { fetchMock } = renderPage([on('GET', '/api/simulation/securities', () => json([]))]);
    await grid();
    fireEvent.click(screen.getByRole('button', { name: 'Acheter un titre' }));
    const dialog = screen.getByRole('dialog', { name: 'Acheter un titre' });
    const search = within(dialog).getByRole('combobox', { name: /Titre/ });
    search.focus();
    fireEvent.change(search, { target: { value: 'zzz' } });
    expect(await screen.findByText('Aucun titre', {}, WAIT)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Acheter' }));
    expect(await within(dialog).findByText('Le titre est obligatoire.')).toBeTruthy();
    expect(within(dialog).getByText('La quantité doit être un nombre.')).toBeTruthy();
    expect(requestsTo(fetchMock, 'POST', `/api/simulation/${SIMULATION_ID}/positions`)).toEqual([]);
  });

  it('keeps the dialog open with the server’s refusal of a purchase', async () => {
    renderPage([
      on('POST', `/api/simulation/${SIMULATION_ID}/positions`, () =>
        json(apiErrorBody(400, 'VALIDATION', 'Aucun cours connu pour ce titre.'), 400),
      ),
    ]);
    await grid();
    fireEvent.click(screen.getByRole('button', { name: 'Acheter un titre' }));
    const dialog = screen.getByRole('dialog', { name: 'Acheter un titre' });
    const search = within(dialog).getByRole('combobox', { name: /Titre/ });
    search.focus();
    fireEvent.change(search, { target: { value: 'lvmh' } });
    fireEvent.click(await screen.findByRole('option', { name: /LVMH/ }, WAIT));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Quantité' }), {
      target: { value: '3' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Acheter' }));
    expect(await within(dialog).findByText('Aucun cours connu pour ce titre.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Acheter un titre' })).toBeTruthy();
    expect(nav().simulation.simulationId).toBe(SIMULATION_ID);
  });
});
