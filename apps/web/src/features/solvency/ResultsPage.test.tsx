import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { messages } from '@prisme/domain';
import { configureApi } from '../../api/client';
import { initialNavigationState, useNavigationStore } from '../../state';
import { fakeServer, on, requestsTo, type Route } from '../../test/fake-server';
import { apiErrorBody, connectTestApi, json, renderWithQuery } from '../../test/render';
import { LOAD_ERROR_MESSAGE, NO_RESULT_MESSAGE, ResultsPage } from './ResultsPage';
import { SCR_PERIMETER_ID, scrResult } from './testing/scr-result';

// ECharts needs a real layout engine: the tests check the option it is given instead.
const chart = vi.hoisted(() => ({ setOption: vi.fn(), resize: vi.fn(), dispose: vi.fn() }));
vi.mock('../../components/charts/echarts-setup', () => ({ init: vi.fn(() => chart) }));

const RESULTS = '/api/solvency/results';
const resultRoute = (answer = () => json(scrResult)) => on('GET', RESULTS, answer);
const linesRoute = on(
  'GET',
  `/api/inventory/${SCR_PERIMETER_ID}/odata/hierarchical_positions`,
  () =>
    new Response(
      JSON.stringify([
        {
          LineNo: 7,
          PortfolioCode: 'P-VIE',
          FundPath: '',
          Depth: 0,
          IsinCode: 'FR0000000007',
          LookThroughStatus: 'direct',
          ScrEquity: 'type1',
          ScrContribution: 123_456.78,
        },
      ]),
      { headers: { 'Content-Type': 'application/json', 'OData-Count': '1' } },
    ),
);
/** Testing Library collapses spaces, narrow ones included: compare with that. */
const spaced = (text: string) => text.replace(/\s+/g, ' ');

function renderPage(routes: Route[], computed = true) {
  const fetchMock = fakeServer(routes);
  useNavigationStore.setState({
    ...initialNavigationState,
    ...(computed && {
      lookThrough: {
        status: 'loaded',
        perimeterId: SCR_PERIMETER_ID,
        totalMarketValuation: scrResult.globalMarketValuation,
        transparisationDate: scrResult.computationDate,
      },
      results: { ...initialNavigationState.results, scr: { loading: false, done: true } },
    }),
  });
  const view = renderWithQuery(
    <MemoryRouter>
      <ResultsPage title="Résultats" />
    </MemoryRouter>,
  );
  return { ...view, fetchMock };
}
const card = (name: string) => spaced(screen.getByRole('region', { name }).textContent ?? '');

describe('ResultsPage', () => {
  beforeEach(() => connectTestApi());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    chart.setOption.mockClear();
    configureApi(undefined);
  });

  it('invites to compute when no SCR result is there, without asking the server', () => {
    const { fetchMock } = renderPage([], false);
    expect(screen.getByText(NO_RESULT_MESSAGE)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Aller aux calculs' }).getAttribute('href')).toBe(
      '/compute',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('invites to compute when the server has no SCR result for the perimeter', async () => {
    renderPage([resultRoute(() => json(apiErrorBody(404, 'NOT_FOUND'), 404))]);
    expect(await screen.findByText(NO_RESULT_MESSAGE)).toBeTruthy();
  });

  it('shows a loading state, then the headline figures in French', async () => {
    const { fetchMock } = renderPage([resultRoute(), linesRoute]);
    expect(screen.getByRole('status', { name: 'Chargement des résultats SCR' })).toBeTruthy();
    await screen.findByRole('region', { name: 'SCR marché' });
    const [asked] = requestsTo(fetchMock, 'GET', RESULTS);
    expect(asked!.url.searchParams.get('perimeterID')).toBe(SCR_PERIMETER_ID);
    expect(asked!.url.searchParams.get('userID')).toBe('u1');

    expect(card('SCR marché')).toContain('2 000 000,00 €');
    expect(card('Valeur de marché')).toContain('16 000 000,00 €');
    expect(card('Ratio SCR / valeur de marché')).toContain('12,50 %');
    expect(card('Effet de diversification')).toContain('-500 000,00 €');
    expect(card('Effet de diversification')).toContain('2 500 000,00 €');
    expect(card('Paramètre A (corrélation taux)')).toContain('0,5');
    expect(card('Paramètre A (corrélation taux)')).toContain('Scénario de taux retenu : baisse');
    expect(card('Date du calcul')).toMatch(/10\/01\/2025 \d\d:\d\d/);
    expect(card('Ajustement symétrique')).toContain('-2,91 %');
    expect(card('Courbe des taux')).toContain('EIOPA-EUR-2024-12');
    expect(card('Courbe des taux')).toContain('au 31/12/2024');
    expect(card('Courbe des taux')).toContain('synthétique');
  });

  it('lists the warnings, draws the cascade and splits the SCR in tables', async () => {
    renderPage([resultRoute(), linesRoute]);
    const warnings = await screen.findByRole('region', { name: 'Avertissements du calcul' });
    expect(warnings.textContent).toContain(scrResult.warnings[0]);

    const steps = within(
      screen.getByRole('table', { name: 'Du SCR des sous-modules au SCR marché' }),
    )
      .getAllByRole('row')
      .map((row) => spaced(row.textContent ?? ''));
    expect(steps).toContain('Diversification-500 000,00 €');
    expect(steps.at(-1)).toBe('SCR marché2 000 000,00 €');
    await waitFor(() => expect(chart.setOption).toHaveBeenCalled());

    const byPortfolio = screen.getByRole('table', {
      name: 'Contribution au SCR marché par portefeuille',
    });
    const rows = within(byPortfolio)
      .getAllByRole('row')
      .map((row) => spaced(row.textContent ?? ''));
    expect(rows[1]).toContain('Vie3 00010 000 000,001 400 000,0070,00 %');
    expect(rows.at(-1)).toContain('Total5 21016 000 000,002 000 000,00100,00 %');

    fireEvent.click(screen.getByRole('tab', { name: 'Catégorie CIC' }));
    expect(
      screen.getByRole('table', { name: 'Contribution au SCR marché par catégorie CIC' }),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Change' }));
    const currency = screen.getByRole('table', { name: 'SCR change par devise' });
    expect(spaced(within(currency).getAllByRole('row')[1]!.textContent ?? '')).toBe(
      'USD400 000,0025,00 %Standard0,00100 000,00100 000,00 (baisse)',
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Concentration' }));
    const names = screen.getByRole('table', { name: 'SCR concentration par nom' });
    expect(spaced(within(names).getAllByRole('row')[1]!.textContent ?? '')).toBe(
      'GROUPE-XÉmetteur1 000 000,0031,50 %760 000,007,30 %55 480,00',
    );
  });

  it('pages the lines through OData, largest contribution first', async () => {
    const { fetchMock } = renderPage([resultRoute(), linesRoute]);
    const grid = await screen.findByRole('region', { name: 'Lignes et contributions au SCR' });
    // The code shows twice: in the tree column and in its own column.
    await waitFor(() => expect(within(grid).getAllByText('FR0000000007')).toHaveLength(2), {
      timeout: 5000,
    });
    const [block] = requestsTo(
      fetchMock,
      'GET',
      `/api/inventory/${SCR_PERIMETER_ID}/odata/hierarchical_positions`,
    );
    expect(block!.url.searchParams.get('$orderby')).toBe('ScrContribution desc,LineNo asc');
    const select = block!.url.searchParams.get('$select')!.split(',');
    expect(select).toEqual(expect.arrayContaining(['ScrContribution', 'ScrEquity', 'FundPath']));
    expect(within(grid).getByText('Actions de type 1')).toBeTruthy();
    expect(within(grid).getByText(spaced('123 456,78'))).toBeTruthy();
    expect(screen.getByText('1 ligne')).toBeTruthy();
  }, 10_000);

  it('exports the SCR workbook under the name the server gives', async () => {
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:scr');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    let downloads = 0;
    const { fetchMock } = renderPage([
      resultRoute(),
      linesRoute,
      on('GET', '/api/reporting/scr-excel', () =>
        ++downloads === 1
          ? json(apiErrorBody(500, 'INTERNAL'), 500)
          : new Response('xlsx', {
              headers: { 'Content-Disposition': 'attachment; filename="SCR marché.xlsx"' },
            }),
      ),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Exporter (Excel)' }));
    const alert = await screen.findByText(messages.reports.scr);
    fireEvent.click(
      within(alert.closest('[role="alert"]')!).getByRole('button', { name: 'Réessayer' }),
    );
    await waitFor(() => expect(click).toHaveBeenCalled());
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.download).toBe('SCR marché.xlsx');
    const [asked] = requestsTo(fetchMock, 'GET', '/api/reporting/scr-excel');
    expect(asked!.url.searchParams.get('perimeterID')).toBe(SCR_PERIMETER_ID);
    expect(asked!.url.searchParams.get('userID')).toBe('u1');
  });

  it('says the result could not be read, and reads it again on « Réessayer »', async () => {
    let calls = 0;
    renderPage([
      resultRoute(() =>
        ++calls === 1 ? json(apiErrorBody(500, 'INTERNAL'), 500) : json(scrResult),
      ),
      linesRoute,
    ]);
    expect((await screen.findByRole('alert')).textContent).toContain(LOAD_ERROR_MESSAGE);
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('region', { name: 'SCR marché' })).toBeTruthy();
  });
});
