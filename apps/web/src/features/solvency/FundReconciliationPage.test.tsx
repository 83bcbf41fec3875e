import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { configureApi } from '../../api/client';
import { initialNavigationState, useNavigationStore } from '../../state';
import { fakeServer, on, requestsTo } from '../../test/fake-server';
import { apiErrorBody, connectTestApi, json, renderWithQuery } from '../../test/render';
import { FundReconciliationPage, RECONCILIATION_LOAD_ERROR } from './FundReconciliationPage';
import { CURRENT_PERIMETER_ERROR } from './components/ComputedScrPerimeter';
import { NO_RESULT_MESSAGE } from './components/NoScrResult';
import { FLAGGED_FUND, fundReconciliation, IN_LINE_FUND } from './testing/fund-reconciliation';
import { SCR_PERIMETER_ID } from './testing/scr-result';

const PATH = '/api/solvency/fund-reconciliation';
const CURRENT = '/api/solvency/current-perimeter';
const COMPUTED_ELSEWHERE = '7f0c1d2e-3b4a-4c5d-8e6f-708192a3b4c5';
const WAIT = { timeout: 15_000 };

function renderPage(answer = () => json(fundReconciliation)) {
  const fetchMock = fakeServer([on('GET', PATH, answer)]);
  useNavigationStore.setState({
    ...initialNavigationState,
    lookThrough: {
      status: 'loaded',
      perimeterId: SCR_PERIMETER_ID,
      totalMarketValuation: 280_000,
      transparisationDate: '2025-01-10T10:00:00.000Z',
    },
    results: { ...initialNavigationState.results, scr: { loading: false, done: true } },
  });
  renderWithQuery(
    <MemoryRouter>
      <FundReconciliationPage title="Rapprochement SCR des fonds" />
    </MemoryRouter>,
  );
  return fetchMock;
}

/** The fund codes of the grid's rows, in the order shown (not the header's filter cells). */
const shownFunds = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('gridcell')
    .filter(
      (cell) => cell.classList.contains('ag-cell') && cell.getAttribute('col-id') === 'fundCode',
    )
    .map((cell) => cell.textContent);

describe('FundReconciliationPage', () => {
  beforeEach(() => connectTestApi());
  afterEach(() => {
    vi.unstubAllGlobals();
    configureApi(undefined);
  });

  it('asks for the perimeter with the default threshold and shows one row per fund', async () => {
    const fetchMock = renderPage();
    const grid = await screen.findByRole('region', { name: 'Rapprochement SCR des fonds' });
    await waitFor(() => expect(shownFunds(grid)).toHaveLength(3), WAIT);
    const [asked] = requestsTo(fetchMock, 'GET', PATH);
    expect(asked!.url.searchParams.get('perimeterID')).toBe(SCR_PERIMETER_ID);
    expect(asked!.url.searchParams.get('threshold')).toBe('0.1');
    expect(asked!.url.searchParams.get('floor')).toBe('1000');
    expect(within(grid).getAllByText('À examiner').length).toBeGreaterThan(0);
    expect(within(grid).getByText('Pas de SCR indicatif')).toBeTruthy();
    expect(screen.getByText(/1 fonds sur 3 à examiner/)).toBeTruthy();
  });

  it('keeps the funds to examine only, on demand', async () => {
    renderPage();
    const grid = await screen.findByRole('region', { name: 'Rapprochement SCR des fonds' });
    await waitFor(() => expect(shownFunds(grid)).toHaveLength(3), WAIT);
    fireEvent.click(screen.getByRole('switch', { name: 'À examiner seulement' }));
    await waitFor(() => expect(shownFunds(grid)).toEqual([FLAGGED_FUND.fundCode]), WAIT);
    expect(shownFunds(grid)).not.toContain(IN_LINE_FUND.fundCode);
  });

  it('sends a threshold typed in French, and refuses one that is not a number', async () => {
    const fetchMock = renderPage();
    await screen.findByRole('region', { name: 'Rapprochement SCR des fonds' });
    const threshold = screen.getByRole('textbox', { name: 'Seuil d’écart' });
    fireEvent.change(threshold, { target: { value: 'dix' } });
    fireEvent.click(screen.getByRole('button', { name: 'Appliquer' }));
    expect(await screen.findByText(/Saisissez un nombre positif/)).toBeTruthy();
    expect(requestsTo(fetchMock, 'GET', PATH)).toHaveLength(1);

    fireEvent.change(threshold, { target: { value: '12,5' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Écart minimal' }), {
      target: { value: '2 500' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Appliquer' }));
    await waitFor(() => expect(requestsTo(fetchMock, 'GET', PATH)).toHaveLength(2));
    const asked = requestsTo(fetchMock, 'GET', PATH)[1]!.url.searchParams;
    expect([asked.get('threshold'), asked.get('floor')]).toEqual(['0.125', '2500']);
  });

  it('invites to compute when the perimeter has no SCR result', async () => {
    renderPage(() => json(apiErrorBody(404, 'NOT_FOUND'), 404));
    expect(await screen.findByText(NO_RESULT_MESSAGE)).toBeTruthy();
  });

  it('says a failed load in French', async () => {
    renderPage(() => json(apiErrorBody(500, 'INTERNAL'), 500));
    expect(await screen.findByText(RECONCILIATION_LOAD_ERROR, {}, WAIT)).toBeTruthy();
  });

  describe('without a computation in this session (issue 35 §B.10)', () => {
    function renderFresh(current: () => Response, answer = () => json(fundReconciliation)) {
      const fetchMock = fakeServer([on('GET', CURRENT, current), on('GET', PATH, answer)]);
      useNavigationStore.setState({ ...initialNavigationState });
      renderWithQuery(
        <MemoryRouter>
          <FundReconciliationPage title="Rapprochement SCR des fonds" />
        </MemoryRouter>,
      );
      return fetchMock;
    }

    it('reads the user’s last computation from the server, made through the API', async () => {
      const fetchMock = renderFresh(() =>
        json({
          perimeterID: COMPUTED_ELSEWHERE,
          rolename: 'Client.DEMO1',
          valuationDate: '2024-12-31',
          computationDate: '2025-01-10T10:00:00.000Z',
        }),
      );
      const grid = await screen.findByRole('region', { name: 'Rapprochement SCR des fonds' });
      await waitFor(() => expect(shownFunds(grid)).toHaveLength(3), WAIT);
      const [asked] = requestsTo(fetchMock, 'GET', PATH);
      expect(asked!.url.searchParams.get('perimeterID')).toBe(COMPUTED_ELSEWHERE);
      expect(screen.queryByText(NO_RESULT_MESSAGE)).toBeNull();
    });

    it('invites to compute when the server knows no computation', async () => {
      const fetchMock = renderFresh(() => json(null));
      expect(await screen.findByText(NO_RESULT_MESSAGE)).toBeTruthy();
      expect(requestsTo(fetchMock, 'GET', PATH)).toHaveLength(0);
    });

    it('says in French when the server cannot be asked', async () => {
      renderFresh(() => json(apiErrorBody(500, 'INTERNAL'), 500));
      expect(await screen.findByText(CURRENT_PERIMETER_ERROR, {}, WAIT)).toBeTruthy();
    });
  });
});
