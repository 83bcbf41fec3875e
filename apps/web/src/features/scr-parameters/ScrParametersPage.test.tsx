import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { messages, REGULATORY_DEFAULT_PARAMETERS as DEFAULTS } from '@prisme/domain';
import { configureApi } from '../../api/client';
import { SAVED_TEXT } from '../../components/form/SavedStatus';
import {
  initialNavigationState,
  useClientRoleStore,
  useNavigationStore,
  useSessionStore,
} from '../../state';
import { fakeServer, on, requestsTo, type Route } from '../../test/fake-server';
import { selection } from '../../test/navigation-states';
import { apiErrorBody, connectTestApi, json, renderWithQuery } from '../../test/render';
import { ScrParametersPage } from './ScrParametersPage';

const reads: Route[] = [
  on('GET', '/api/parameters/scr-equity', () => json(DEFAULTS.equity)),
  on('GET', '/api/parameters/scr-interest-rate', () => json(DEFAULTS.interestRate)),
  on('GET', '/api/parameters/scr-property', () => json(DEFAULTS.property)),
  on('GET', '/api/parameters/scr-currency', () =>
    json({ ...DEFAULTS.currency, exceptionStressByCurrencies: { DKK: 0.0039 } }),
  ),
  on('GET', '/api/parameters/scr-reference', () =>
    json({
      type1Stress: 0.405,
      type2Stress: 0.505,
      yieldCurve: 'EUR_RFR_NO_VA',
      symmetricAdjustment: 0.015,
    }),
  ),
  on('GET', '/api/parameters/yield-curves-id', () => json(['EUR_RFR_NO_VA', 'EUR_RFR_VA'])),
  on('GET', '/api/parameters/modified-duration-priorities', () =>
    json([
      { code: 'MATURITY', name: 'Duration à maturité' },
      { code: 'CALL', name: 'Duration au prochain call' },
    ]),
  ),
  on('GET', '/api/parameters/currencies', () =>
    json([
      { code: 'USD', name: 'Dollar des États-Unis' },
      { code: 'EUR', name: 'Euro' },
      { code: 'DKK', name: 'Couronne danoise' },
    ]),
  ),
];

function renderPage(routes: Route[], isAdmin = false) {
  const fetchMock = fakeServer([...routes, ...reads]);
  useSessionStore.setState({ isAdmin });
  useClientRoleStore.setState({
    role: { code: 'Client.DEMO1', name: 'Démo 1' },
    choices: [],
    status: 'loaded',
  });
  useNavigationStore.setState({
    ...initialNavigationState,
    perimeter: selection,
    perimeterLoaded: true,
    showGreenTick: true,
  });
  renderWithQuery(<ScrParametersPage title="Paramètres SCR" />);
  return fetchMock;
}

const section = (name: string) => screen.getByRole('region', { name });
const nav = () => useNavigationStore.getState();

describe('ScrParametersPage', () => {
  beforeEach(() => connectTestApi());
  afterEach(() => {
    vi.unstubAllGlobals();
    configureApi(undefined);
  });

  it('loads the four groups, hides the hidden fields and shows the EIOPA reference', async () => {
    const fetchMock = renderPage([]);
    const type1 = await screen.findByLabelText('Choc actions de type 1');
    // Shown in French whatever the browser's language (issue 14).
    expect((type1 as HTMLInputElement).value).toBe('0,39');
    expect(screen.getByText(/Référence EIOPA : 40,50/)).toBeTruthy();
    expect(await screen.findByLabelText('Choc immobilier')).toBeTruthy();
    expect(screen.queryByLabelText(/stressRange|seuil/i)).toBeNull();
    expect(screen.queryByLabelText(/méthode/i)).toBeNull();
    const [get] = requestsTo(fetchMock, 'GET', '/api/parameters/scr-equity');
    expect(get!.url.search).toBe('?rolename=Client.DEMO1&userID=u1');
    const [ref] = requestsTo(fetchMock, 'GET', '/api/parameters/scr-reference');
    expect(ref!.url.searchParams.get('valuationDate')).toBe('2024-12-31');
    expect(screen.getByText('Les quatre groupes de paramètres sont complets.')).toBeTruthy();
  });

  it('edit → changed flag; save → PUT with floats, userID, rolename; flag and tick cleared', async () => {
    const fetchMock = renderPage([on('PUT', '/api/parameters/scr-equity', () => json({}))]);
    const type1 = await screen.findByLabelText('Choc actions de type 1');
    const saveEquity = () =>
      within(section('Actions')).getByRole('button', { name: 'Enregistrer Actions' });
    // Nothing edited yet: nothing to save (issue 40, as on the ESG parameters).
    expect(saveEquity()).toHaveProperty('disabled', true);
    fireEvent.change(type1, { target: { value: '0,45' } });
    await waitFor(() => expect(nav().parameters.changed.equity).toBe(true));
    expect(nav().parameters.parametersChanged).toBe(true);
    fireEvent.click(
      within(section('Actions')).getByRole('button', { name: 'Enregistrer Actions' }),
    );
    await waitFor(() => expect(nav().parameters.changed.equity).toBe(false));
    const [put] = requestsTo(fetchMock, 'PUT', '/api/parameters/scr-equity');
    expect(put!.body).toMatchObject({
      ...DEFAULTS.equity,
      type1Stress: 0.45,
      userID: 'u1',
      rolename: 'Client.DEMO1',
    });
    expect(nav().showGreenTick).toBe(false);
    expect(nav().parameters.saving).toBe(false);
    expect(within(section('Actions')).getByText(SAVED_TEXT)).toBeTruthy();
  });

  it('refuses a number it cannot read, and writes a typed one back in French', async () => {
    const fetchMock = renderPage([]);
    const stress = await screen.findByLabelText('Choc immobilier');
    fireEvent.change(stress, { target: { value: '0,2,5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer Immobilier' }));
    expect(await screen.findByText(/Paramètres incomplets : Immobilier/)).toBeTruthy();
    expect(requestsTo(fetchMock, 'PUT', '/api/parameters/scr-property')).toHaveLength(0);
    fireEvent.change(stress, { target: { value: '0.275' } });
    fireEvent.blur(stress);
    expect((stress as HTMLInputElement).value).toBe('0,275');
  });

  it('an emptied field blocks the save and says the group is incomplete', async () => {
    const fetchMock = renderPage([]);
    const stress = await screen.findByLabelText('Choc immobilier');
    fireEvent.change(stress, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer Immobilier' }));
    expect(await screen.findByText('Ce champ est obligatoire.')).toBeTruthy();
    expect(screen.getByText(/Paramètres incomplets : Immobilier/)).toBeTruthy();
    expect(requestsTo(fetchMock, 'PUT', '/api/parameters/scr-property')).toHaveLength(0);
  });

  it('a failed save shows the French message with « Réessayer » and ends the saving', async () => {
    let fail = true;
    renderPage([
      on('PUT', '/api/parameters/scr-property', () =>
        fail ? json(apiErrorBody(500, 'INTERNAL'), 500) : json({}),
      ),
    ]);
    const stress = await screen.findByLabelText('Choc immobilier');
    fireEvent.change(stress, { target: { value: '0,3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer Immobilier' }));
    expect(await screen.findByText(messages.parameters.property.save)).toBeTruthy();
    expect(nav().parameters.saving).toBe(false);
    expect(nav().parameters.changed.property).toBe(true);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: messages.generic.retry }));
    await waitFor(() => expect(nav().parameters.changed.property).toBe(false));
  });

  it('a load error shows the group message and retries', async () => {
    let fail = true;
    renderPage([
      on('GET', '/api/parameters/scr-property', () =>
        fail ? json(apiErrorBody(500, 'INTERNAL'), 500) : json(DEFAULTS.property),
      ),
    ]);
    expect(await screen.findByText(messages.parameters.property.load)).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: messages.generic.retry }));
    expect(await screen.findByLabelText('Choc immobilier')).toBeTruthy();
  });

  it('currency exceptions: added ones and the reference disabled, re-enabled on removal', async () => {
    const fetchMock = renderPage([on('PUT', '/api/parameters/scr-currency', () => json({}))]);
    const select = (await screen.findByLabelText('Devise')) as HTMLSelectElement;
    await waitFor(() => expect(select.options.length).toBe(4));
    const option = (code: string) =>
      [...select.options].find((o) => o.value === code) as HTMLOptionElement;
    expect([...select.options].slice(1).map((o) => o.value)).toEqual(['DKK', 'USD', 'EUR']);
    expect(option('DKK').disabled).toBe(true);
    expect(option('EUR').disabled).toBe(true);
    expect(option('USD').disabled).toBe(false);

    fireEvent.change(select, { target: { value: 'USD' } });
    fireEvent.change(screen.getByLabelText('Choc de la devise'), { target: { value: '0,2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter l’exception' }));
    await waitFor(() => expect(option('USD').disabled).toBe(true));
    expect(nav().parameters.changed.currency).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Retirer DKK' }));
    await waitFor(() => expect(option('DKK').disabled).toBe(false));

    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer Change' }));
    await waitFor(() => expect(nav().parameters.changed.currency).toBe(false));
    const [put] = requestsTo(fetchMock, 'PUT', '/api/parameters/scr-currency');
    expect(put!.body).toMatchObject({ exceptionStressByCurrencies: { USD: 0.2 } });
  });

  describe('rule sets (issue 37 §5)', () => {
    const figureRow = (table: HTMLElement, label: string) =>
      within(table)
        .getAllByRole('row')
        .find((row) => row.querySelector('th')?.textContent === label)!;
    const cells = (row: HTMLElement) =>
      [...row.querySelectorAll('td')].map((cell) => cell.textContent?.replace(/\s+/g, ' '));

    it('says which rule set the perimeter’s date gives, and compares none for a non-administrator', async () => {
      renderPage([]);
      expect(
        await screen.findByText(
          'Jeu de règles en vigueur au 31/12/2024 : SII-2016 — Règles actuelles (DR 2015/35 consolidé jusqu’au 2020/442). « Calculs » l’applique par défaut.',
        ),
      ).toBeTruthy();
      expect(screen.queryByText('Comparer les jeux de règles SII-2016 et SII-2027')).toBeNull();
    });

    it('shows an administrator both sets side by side, each figure with its article and mark', async () => {
      renderPage([], true);
      fireEvent.click(
        await screen.findByRole('button', {
          name: 'Comparer les jeux de règles SII-2016 et SII-2027',
        }),
      );
      const figures = screen.getByRole('table', { name: 'Paramètres des jeux de règles' });
      // Art. 164 (note §2.1): B = 0,25 when down binds under 2027, the same 0,5 as A before.
      const bDown = cells(figureRow(figures, 'Paramètre B (taux / spread), baisse retenue'));
      expect(bDown[0]).toMatch(/^0,5Art\. 164\(3\) · \[L\] texte légal$/);
      expect(bDown[1]).toMatch(/^0,25Art\. 164 .*\[S\] source secondaire$/);
      // Art. 172(4): ±10 % → ±13 % (note §2.4).
      const corridor = cells(
        figureRow(figures, 'Corridor de l’ajustement symétrique (Art. 172(4))'),
      );
      expect(corridor[0]).toContain('± 10,00 %');
      expect(corridor[1]).toContain('± 13,00 %');
      // Art. 176(3) as substituted by 2016/467: CQS 4 beyond 20 years a = 46,6 % (note §2.6).
      const cqs4 = cells(figureRow(figures, 'Spread, échelon 4, duration > 20 ans (Art. 176(3))'));
      expect(cqs4[0]).toContain('46,60 %');
      expect(cqs4[1]).toContain('46,60 %');
      // Note §2.9: α = 11 % (SEK 40 %); none before 2027.
      const alpha = cells(figureRow(figures, 'Extrapolation : paramètre de convergence α'));
      expect(alpha[0]).toContain('— (courbe choquée non réextrapolée)');
      expect(alpha[1]).toContain('11,00 % (SEK : 40,00 %)');

      const shocks = screen.getByRole('table', {
        name: 'Chocs de taux par maturité selon les deux jeux de règles',
      });
      const headers = within(shocks)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent);
      expect(headers).toEqual([
        'Maturité (ans)',
        'SII-2016 s hausse',
        'SII-2016 s baisse',
        'SII-2027 s hausse',
        'SII-2027 b hausse',
        'SII-2027 s baisse',
        'SII-2027 b baisse',
        'SII-2027 plancher',
      ]);
      // 30 years. SII-2016 (Art. 166-167, linear from 20 to 90 years):
      //   up 26 % + (20 % − 26 %) × 10/70 = 25,14 %; down 29 % + (20 % − 29 %) × 10/70 = 27,71 %.
      // SII-2027 (note §2.3 table): s_up 20 %, b_up 0,69 %, s_down 53 %, b_down 0,41 %;
      //   floor −0,893 % from 20 years.
      expect(cells(figureRow(shocks, '30'))).toEqual([
        '25,14 %',
        '27,71 %',
        '20,00 %',
        '0,69 %',
        '53,00 %',
        '0,41 %',
        '-0,893 %',
      ]);
      // 10 years: floor −1,25 % + (−0,893 % + 1,25 %) × 3/13 = −1,1676 % → −1,168 %.
      expect(cells(figureRow(shocks, '10')).at(-1)).toBe('-1,168 %');
      const unverified = screen.getByRole('region', { name: 'Non vérifié pour 2027' });
      expect(unverified.textContent).toContain('Facteurs de titrisation');
      expect(unverified.textContent).not.toContain('concerne ce calcul');
    });
  });
});
