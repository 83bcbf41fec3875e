import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { messages, REGULATORY_DEFAULT_PARAMETERS as DEFAULTS } from '@prisme/domain';
import { configureApi } from '../../api/client';
import { initialNavigationState, useClientRoleStore, useNavigationStore } from '../../state';
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

function renderPage(routes: Route[]) {
  const fetchMock = fakeServer([...routes, ...reads]);
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
});
