import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { deriveRights, messages, type ComputationResponse } from '@prisme/domain';
import { configureApi } from '../../api/client';
import { ComputationStatus, SCR_RESULT_MESSAGE } from '../../app/layouts/ComputationStatus';
import {
  initialNavigationState,
  navigationActions,
  useClientRoleStore,
  useNavigationStore,
  useSessionStore,
} from '../../state';
import { deferred, fakeServer, on, requestsTo, type Route } from '../../test/fake-server';
import { selection } from '../../test/navigation-states';
import { apiErrorBody, connectTestApi, json, renderWithQuery } from '../../test/render';
import { ComputePage, SIMULATION_NOTICE } from './ComputePage';
import { IMPACT_2027_LABEL } from './components/RuleSetField';

const PERIMETER_ID = '7d1e2f3a-0000-4000-8000-000000000002';
const answer: ComputationResponse = {
  perimeter: { perimeterID: PERIMETER_ID },
  globalMarketValuation: 125_000_000,
  globalSCRMarketResult: 18_765_432.1,
  simulationID: null,
  computationDate: '2025-03-31T16:45:00.000Z',
  lineCount: 5_210,
};
/** Testing Library collapses spaces, narrow ones included: compare with that. */
const spaced = (text: string) => text.replace(/\s+/g, ' ');
const allRights = { transparency: true, simulation: false, solvency: true, esg: true, risk: true };

function renderPage(
  routes: Route[],
  options: { complete?: boolean; rights?: typeof allRights; valuationDate?: string } = {},
) {
  const fetchMock = fakeServer(routes);
  useSessionStore.setState({
    isAdmin: false,
    rights: deriveRights(false, options.rights ?? allRights),
    rightsLoaded: true,
  });
  useClientRoleStore.setState({
    role: { code: 'Client.DEMO1', name: 'Démo 1' },
    choices: [],
    status: 'loaded',
  });
  useNavigationStore.setState({
    ...initialNavigationState,
    perimeter:
      options.complete === false
        ? { ...selection, compartments: [] }
        : { ...selection, valuationDate: options.valuationDate ?? selection.valuationDate },
    perimeterLoaded: true,
  });
  const view = renderWithQuery(
    <MemoryRouter>
      <ComputationStatus />
      <ComputePage title="Calculs" />
    </MemoryRouter>,
  );
  return { ...view, fetchMock };
}
const runButton = () => screen.getByRole('button', { name: 'Lancer les calculs' });

describe('ComputePage', () => {
  beforeEach(() => connectTestApi());
  afterEach(() => {
    vi.unstubAllGlobals();
    configureApi(undefined);
  });

  it('offers SCR, ESG and Risque, each ticked', () => {
    renderPage([]);
    for (const name of ['SCR', 'ESG', 'Risque']) {
      const box = screen.getByRole('checkbox', { name });
      expect(box).toHaveProperty('checked', true);
      expect(box).toHaveProperty('disabled', false);
    }
    expect(runButton()).toHaveProperty('disabled', false);
  });

  it('offers only the areas the rights allow', () => {
    renderPage([], { rights: { ...allRights, esg: false, risk: false } });
    const areas = screen.getByRole('group', { name: 'Résultats à calculer' });
    expect(within(areas).getAllByRole('checkbox')).toHaveLength(1);
    expect(screen.getByRole('checkbox', { name: 'SCR' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'ESG' })).toBeNull();
  });

  it('needs a complete perimeter and something ticked', () => {
    const { fetchMock } = renderPage([], { complete: false });
    expect(runButton()).toHaveProperty('disabled', true);
    expect(screen.getByText('Complétez le périmètre pour lancer les calculs.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is disabled with nothing ticked', () => {
    renderPage([]);
    fireEvent.click(screen.getByRole('checkbox', { name: 'SCR' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'ESG' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Risque' }));
    expect(runButton()).toHaveProperty('disabled', true);
    expect(screen.getByText('Cochez au moins un résultat à calculer.')).toBeTruthy();
  });

  it('computes the SCR, ESG and liquidity risk: loading, progress, then done, the green tick and the outcome', async () => {
    const computation = deferred<Response>();
    const { fetchMock } = renderPage([
      on('POST', '/api/inventory/computation', () => computation.promise),
      on('GET', /^\/api\/jobs\//, () =>
        json({
          stage: 'computing',
          percent: 55,
          label: 'Calcul du SCR marché',
          detail: 'Risque de spread calculé (5/8)',
        }),
      ),
    ]);
    fireEvent.click(runButton());

    await waitFor(() => expect(useNavigationStore.getState().results.scr.loading).toBe(true));
    expect(runButton()).toHaveProperty('disabled', true);
    expect(
      await screen.findByText(spaced('Calcul du SCR marché : 55 %'), {}, { timeout: 15_000 }),
    ).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'Avancement des calculs' });
    expect(bar.getAttribute('aria-valuenow')).toBe('55');
    expect(screen.getByText('Risque de spread calculé (5/8)')).toBeTruthy();
    const [posted] = requestsTo(fetchMock, 'POST', '/api/inventory/computation');
    expect(posted!.body).toMatchObject({
      rolename: 'Client.DEMO1',
      portfolios: ['P-VIE', 'P-RET'],
      valuationDate: '2024-12-31',
      compartments: ['GEN'],
      lookThroughLevel: 'FULL',
      computeSCR: true,
      computeESG: true,
      computeRiskLiquidity: true,
      userID: 'u1',
    });
    const token = posted!.body!.progressToken as string;
    expect(requestsTo(fetchMock, 'GET', `/api/jobs/${token}`).length).toBeGreaterThan(0);
    expect(screen.queryByRole('img', { name: SCR_RESULT_MESSAGE })).toBeNull();

    computation.resolve(json(answer));
    const outcome = await screen.findByRole('region', { name: 'Calculs terminés' });
    const state = useNavigationStore.getState();
    expect(state.results.scr).toEqual({ loading: false, done: true });
    expect(state.results.esg).toEqual({ loading: false, done: true });
    expect(state.results.risk).toEqual({ loading: false, done: true });
    expect(state.showGreenTick).toBe(true);
    expect(state.computedPerimeterId).toBe(PERIMETER_ID);
    expect(state.lookThrough).toEqual({
      status: 'loaded',
      perimeterId: PERIMETER_ID,
      totalMarketValuation: 125_000_000,
      transparisationDate: '2025-03-31T16:45:00.000Z',
    });
    expect(screen.getByRole('img', { name: SCR_RESULT_MESSAGE })).toBeTruthy();
    const text = spaced(outcome.textContent ?? '');
    expect(text).toContain('SCR marché18 765 432,10 €');
    expect(text).toContain('Valeur de marché125 000 000,00 €');
    expect(text).toMatch(/Date du calcul31\/03\/2025 \d\d:\d\d/);
    expect(within(outcome).getByRole('link', { name: 'Résultats SCR' }).getAttribute('href')).toBe(
      '/solvency/results',
    );
    expect(within(outcome).getByRole('link', { name: 'Résultats ESG' }).getAttribute('href')).toBe(
      '/esg/results',
    );
    expect(
      within(outcome).getByRole('link', { name: 'Résultats Risque' }).getAttribute('href'),
    ).toBe('/risk/results');
    // Computed under one rule set only: no « Impact 2027 » to open.
    expect(within(outcome).queryByRole('link', { name: 'Impact 2027' })).toBeNull();
    expect(screen.queryByRole('progressbar', { name: 'Avancement des calculs' })).toBeNull();
  });

  it('cancels the running computation from its progress bar: DELETE on its job, then the server’s words', async () => {
    const computation = deferred<Response>();
    const { fetchMock } = renderPage([
      on('POST', '/api/inventory/computation', () => computation.promise),
      on('GET', /^\/api\/jobs\//, () =>
        json({ stage: 'loading', percent: 10, label: 'Chargement des données' }),
      ),
      on('DELETE', /^\/api\/jobs\//, () => {
        computation.resolve(
          json(apiErrorBody(409, 'JOB_CANCELLED', 'Travail annulé à votre demande.'), 409),
        );
        return new Response(null, { status: 204 });
      }),
    ]);
    fireEvent.click(runButton());
    const cancel = await screen.findByRole('button', { name: 'Annuler' });
    fireEvent.click(cancel);

    const [posted] = requestsTo(fetchMock, 'POST', '/api/inventory/computation');
    const token = posted!.body!.progressToken as string;
    await waitFor(() =>
      expect(requestsTo(fetchMock, 'DELETE', `/api/jobs/${token}`)).toHaveLength(1),
    );
    // Said as information, not as an error: the user asked for it.
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain(
      'Travail annulé à votre demande : rien n’a été enregistré.',
    );
    expect(notice.className).toContain('Info');
    expect(screen.queryByText(messages.computation.run)).toBeNull();
    expect(screen.queryByRole('progressbar', { name: 'Avancement des calculs' })).toBeNull();
    expect(useNavigationStore.getState().results.scr).toEqual({ loading: false, done: false });
  });

  it('says the computation failed, clears the results, and runs again on « Réessayer »', async () => {
    let calls = 0;
    renderPage([
      on('POST', '/api/inventory/computation', () =>
        ++calls === 1 ? json(apiErrorBody(500, 'INTERNAL'), 500) : json(answer),
      ),
    ]);
    useNavigationStore.setState((state) => ({
      ...state,
      results: { ...state.results, scr: { loading: false, done: true } },
    }));
    fireEvent.click(runButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(messages.computation.run);
    expect(useNavigationStore.getState().results.scr).toEqual({ loading: false, done: false });
    expect(screen.queryByRole('region', { name: 'Calculs terminés' })).toBeNull();

    fireEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('region', { name: 'Calculs terminés' })).toBeTruthy();
    expect(useNavigationStore.getState().results.scr.done).toBe(true);
  });

  it('drops the answer for a perimeter changed while it ran', async () => {
    const computation = deferred<Response>();
    renderPage([on('POST', '/api/inventory/computation', () => computation.promise)]);
    fireEvent.click(runButton());
    await waitFor(() => expect(useNavigationStore.getState().results.scr.loading).toBe(true));
    act(() => navigationActions.compartmentsChosen(['AUTRE']));
    computation.resolve(json(answer));
    await waitFor(() => expect(useNavigationStore.getState().results.scr.loading).toBe(false));
    const state = useNavigationStore.getState();
    expect(state.results.scr.done).toBe(false);
    expect(state.showGreenTick).toBe(false);
    expect(state.lookThrough.perimeterId).toBeNull();
    expect(screen.queryByRole('region', { name: 'Calculs terminés' })).toBeNull();
  });

  it('ends a run that a page reload interrupted', () => {
    useNavigationStore.setState({
      ...initialNavigationState,
      results: { ...initialNavigationState.results, scr: { loading: true, done: false } },
    });
    renderWithQuery(
      <MemoryRouter>
        <ComputePage title="Calculs" />
      </MemoryRouter>,
    );
    expect(useNavigationStore.getState().results.scr.loading).toBe(false);
  });

  describe('the SCR’s rule set (issue 37 §1)', () => {
    const posted = async (fetchMock: ReturnType<typeof fakeServer>) => {
      await waitFor(() =>
        expect(requestsTo(fetchMock, 'POST', '/api/inventory/computation')).toHaveLength(1),
      );
      return requestsTo(fetchMock, 'POST', '/api/inventory/computation')[0]!.body!;
    };
    const ruleSelect = () => screen.getByRole('combobox', { name: 'Jeu de règles' });

    it('applies the set in force at the valuation date and always sends it', async () => {
      const { fetchMock } = renderPage([
        on('POST', '/api/inventory/computation', () => json(answer)),
      ]);
      expect(
        screen.getByText(
          'Règles appliquées : SII-2016 — Règles actuelles (DR 2015/35 consolidé jusqu’au 2020/442) (en vigueur au 31/12/2024)',
        ),
      ).toBeTruthy();
      expect(ruleSelect()).toHaveProperty('value', 'SII-2016');
      expect(screen.getByRole('checkbox', { name: IMPACT_2027_LABEL })).toHaveProperty(
        'checked',
        false,
      );
      fireEvent.click(runButton());
      const body = await posted(fetchMock);
      expect(body.ruleSet).toBe('SII-2016');
      expect(body).not.toHaveProperty('computeImpact2027');
    });

    it('defaults to SII-2027 for a valuation on or after 30/01/2027', () => {
      renderPage([], { valuationDate: '2027-03-31' });
      expect(ruleSelect()).toHaveProperty('value', 'SII-2027');
      expect(
        screen.getByText(/^Règles appliquées : SII-2027 .*\(en vigueur au 31\/03\/2027\)$/),
      ).toBeTruthy();
    });

    it('sends the other set when chosen, with « Impact 2027 » when ticked', async () => {
      const { fetchMock } = renderPage([
        on('POST', '/api/inventory/computation', () => json(answer)),
      ]);
      // A native select and a checkbox: the keyboard's own controls.
      fireEvent.change(ruleSelect(), { target: { value: 'SII-2027' } });
      fireEvent.click(screen.getByRole('checkbox', { name: IMPACT_2027_LABEL }));
      expect(
        screen.getByText(
          /^Règles appliquées : SII-2027 .*\(choisi ; le jeu en vigueur au 31\/12\/2024 est SII-2016\)$/,
        ),
      ).toBeTruthy();
      fireEvent.click(runButton());
      const body = await posted(fetchMock);
      expect(body).toMatchObject({
        computeSCR: true,
        ruleSet: 'SII-2027',
        computeImpact2027: true,
      });
      const outcome = await screen.findByRole('region', { name: 'Calculs terminés' });
      expect(within(outcome).getByRole('link', { name: 'Impact 2027' }).getAttribute('href')).toBe(
        '/solvency/impact-2027',
      );
    });

    it('has no rule set without the SCR', async () => {
      const { fetchMock } = renderPage([
        on('POST', '/api/inventory/computation', () => json(answer)),
      ]);
      fireEvent.click(screen.getByRole('checkbox', { name: 'SCR' }));
      expect(screen.queryByRole('combobox', { name: 'Jeu de règles' })).toBeNull();
      expect(screen.queryByRole('checkbox', { name: IMPACT_2027_LABEL })).toBeNull();
      fireEvent.click(runButton());
      const body = await posted(fetchMock);
      expect(body).not.toHaveProperty('ruleSet');
      expect(body).not.toHaveProperty('computeSCR');
    });
  });

  describe('in simulation mode (spec §4 Compute 3, Simulation)', () => {
    const SIMULATION_ID = '5a6b7c8d-0000-4000-8000-000000000007';
    const simulating = (simulationId: string | null = SIMULATION_ID) =>
      act(() =>
        useNavigationStore.setState((state) => ({
          simulation: {
            ...initialNavigationState.simulation,
            simulationMode: true,
            simulationId,
            base: { perimeterId: 'per-0', done: { scr: true, esg: false, risk: false } },
          },
          // The client's own transparisation, which the simulation replaces on success.
          lookThrough: { ...state.lookThrough, status: 'loaded', perimeterId: 'per-0' },
        })),
      );

    it('says it computes the simulation, and posts the simulation with the flags', async () => {
      const computation = deferred<Response>();
      const { fetchMock } = renderPage([
        on('POST', '/api/simulation/computation', () => computation.promise),
      ]);
      simulating();
      expect(screen.getByRole('note').textContent).toBe(SIMULATION_NOTICE);
      // The simulation's SCR is computed under the rule set chosen, as the perimeter's.
      fireEvent.change(screen.getByRole('combobox', { name: 'Jeu de règles' }), {
        target: { value: 'SII-2027' },
      });
      fireEvent.click(screen.getByRole('checkbox', { name: IMPACT_2027_LABEL }));
      fireEvent.click(runButton());
      await waitFor(() =>
        expect(requestsTo(fetchMock, 'POST', '/api/simulation/computation')).toHaveLength(1),
      );
      const [posted] = requestsTo(fetchMock, 'POST', '/api/simulation/computation');
      expect(posted!.body).toEqual({
        simulationID: SIMULATION_ID,
        computeSCR: true,
        computeESG: true,
        computeRiskLiquidity: true,
        ruleSet: 'SII-2027',
        computeImpact2027: true,
        progressToken: expect.any(String) as string,
        userID: 'u1',
      });
      expect(requestsTo(fetchMock, 'POST', '/api/inventory/computation')).toEqual([]);

      computation.resolve(json({ ...answer, simulationID: SIMULATION_ID }));
      expect(await screen.findByRole('region', { name: 'Calculs terminés' })).toBeTruthy();
      const state = useNavigationStore.getState();
      expect(state.simulation).toMatchObject({
        simulationMode: true,
        simulationId: SIMULATION_ID,
        perimeterId: PERIMETER_ID,
        transparised: true,
      });
      expect(state.simulation.base?.perimeterId).toBe('per-0');
      expect(state.lookThrough).toMatchObject({ status: 'loaded', perimeterId: PERIMETER_ID });
      expect(state.results.scr).toEqual({ loading: false, done: true });
      expect(state.computedPerimeterId).toBe(PERIMETER_ID);
    });

    it('waits for the simulation being created', () => {
      renderPage([]);
      simulating(null);
      expect(runButton()).toHaveProperty('disabled', true);
      expect(screen.getByText('La simulation est en cours de création.')).toBeTruthy();
    });

    it('drops the answer for a simulation left or replaced while it ran', async () => {
      const computation = deferred<Response>();
      renderPage([on('POST', '/api/simulation/computation', () => computation.promise)]);
      simulating();
      fireEvent.click(runButton());
      await waitFor(() => expect(useNavigationStore.getState().results.scr.loading).toBe(true));
      act(() => navigationActions.simulationCreated('5a6b7c8d-0000-4000-8000-000000000009'));
      computation.resolve(json(answer));
      await waitFor(() => expect(useNavigationStore.getState().results.scr.loading).toBe(false));
      const state = useNavigationStore.getState();
      expect(state.results.scr.done).toBe(false);
      expect(state.simulation.transparised).toBe(false);
      expect(state.lookThrough.perimeterId).toBe('per-0');
    });
  });
});
