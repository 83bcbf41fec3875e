import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { messages } from '@prisme/domain';
import { configureApi } from '../../api/client';
import { initialNavigationState, useNavigationStore } from '../../state';
import { apiErrorBody, connectTestApi, json, renderWithQuery } from '../../test/render';
import { ReportingPage } from './ReportingPage';
import { fakeServer, on, requestsTo, type Route } from '../../test/fake-server';
import { PERIMETER_ID, summary } from './testing/fixtures';

// ECharts needs a real layout engine: the tests check the option it is given instead.
const chart = vi.hoisted(() => ({ setOption: vi.fn(), resize: vi.fn(), dispose: vi.fn() }));
vi.mock('../../components/charts/echarts-setup', () => ({ init: vi.fn(() => chart) }));

const summaryRoute = (answer = () => json(summary)) =>
  on('GET', `/api/inventory/${PERIMETER_ID}/summary`, answer);
const linesRoute = on('GET', `/api/inventory/${PERIMETER_ID}/odata/hierarchical_positions`, () => {
  const rows = [
    {
      LineNo: 1,
      PortfolioCode: 'P-VIE',
      FundPath: '',
      Depth: 0,
      IsinCode: 'FR0000000001',
      LookThroughStatus: 'direct',
      MissingData: '',
    },
    {
      LineNo: 2,
      PortfolioCode: 'P-VIE',
      FundPath: 'FD-A',
      Depth: 1,
      IsinCode: 'XS0000000002',
      LookThroughStatus: 'looked_through',
      MissingData: 'rating,lei',
    },
  ];
  return new Response(JSON.stringify(rows), {
    headers: { 'Content-Type': 'application/json', 'OData-Count': '2' },
  });
});
const spaced = (text: string) => text.replace(/\s+/g, ' ');

function renderPage(routes: Route[], transparised = true) {
  const fetchMock = fakeServer(routes);
  useNavigationStore.setState({
    ...initialNavigationState,
    lookThrough: transparised
      ? {
          status: 'loaded',
          perimeterId: PERIMETER_ID,
          totalMarketValuation: 1,
          transparisationDate: summary.transparisationDate,
        }
      : initialNavigationState.lookThrough,
  });
  const view = renderWithQuery(
    <MemoryRouter>
      <ReportingPage title="Indicateurs Transparisés" />
    </MemoryRouter>,
  );
  return { ...view, fetchMock };
}

describe('ReportingPage', () => {
  const createObjectURL = vi.fn((_blob: Blob) => 'blob:fichier');
  let click: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    connectTestApi();
    // jsdom has no object URLs nor downloads: the test supplies them.
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    createObjectURL.mockClear();
    chart.setOption.mockClear();
    configureApi(undefined);
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it('asks to transparise first when no perimeter is transparised', () => {
    const { fetchMock } = renderPage([], false);
    expect(
      screen.getByText('Transparisez d’abord le périmètre pour voir ses indicateurs.'),
    ).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Aller à la transparisation' }).getAttribute('href'),
    ).toBe('/transparisation/portfolio');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the key figures in French, the data groupings above their limit as a warning', async () => {
    const { fetchMock } = renderPage([summaryRoute(), linesRoute]);
    const total = await screen.findByRole('region', { name: 'Valeur de marché totale' });
    expect(spaced(total.textContent ?? '')).toContain(spaced('1 234 567,89 €'));
    expect(
      requestsTo(fetchMock, 'GET', `/api/inventory/${PERIMETER_ID}/summary`)[0]!.url.search,
    ).toBe('?userID=u1');
    const share = screen.getByRole('region', { name: 'Part transparisée' });
    expect(spaced(share.textContent ?? '')).toContain(spaced('87,34 %'));
    expect(
      spaced(screen.getByRole('region', { name: 'Nombre de lignes' }).textContent ?? ''),
    ).toContain(spaced('48 210'));
    const groupings = screen.getByRole('region', { name: 'Regroupements de données' });
    expect(spaced(groupings.textContent ?? '')).toContain(spaced('25,12 %'));
    expect(spaced(groupings.textContent ?? '')).toContain(
      spaced('Limite dépassée (limite 20,00 %)'),
    );
    expect(
      screen.getByText(/Client\.DEMO1 · P-VIE, P-RET · valorisation au 31\/12\/2024/),
    ).toBeTruthy();
  });

  it('says which rule each fund met, and what happened beyond the 20 % limit (Art. 84(3))', async () => {
    const limited = {
      ...summary,
      dataGroupingShare: 0.2,
      dataGroupingCountedShare: 0.18,
      groupingLimitShare: 0.12,
      byFund: [
        ...summary.byFund,
        {
          ...summary.byFund[0]!,
          code: 'FD-C',
          lookedThroughShare: 0,
          targetAllocationShare: 0,
          lastReportedShare: 0,
          dataGroupingShare: 0,
          groupingLimitShare: 1,
        },
      ],
    };
    renderPage([summaryRoute(() => json(limited)), linesRoute]);
    const groupings = await screen.findByRole('region', { name: 'Regroupements de données' });
    expect(spaced(groupings.textContent ?? '')).toContain(
      spaced(
        'Au-delà de la limite 20,00 % : 12,00 % de la valeur, traités en actions de type 2 (art. 84(3), 168(3))',
      ),
    );
    const table = screen.getByRole('table', { name: 'Qualité de la transparisation par fonds' });
    expect(
      within(table).getByText(
        'Au-delà de la limite de 20 % : action de type 2 (art. 84(3), 168(3))',
      ),
    ).toBeTruthy();
    expect(
      within(table).getByText('Non transparisé : action de type 2 (art. 168(3))'),
    ).toBeTruthy();
    const row = within(table).getByText('FD-C').closest('tr')!;
    expect(spaced(row.textContent ?? '')).toContain(spaced('0,00 %100,00 %'));
  });

  it('draws each breakdown with its table, one tab each', async () => {
    renderPage([summaryRoute(), linesRoute]);
    const levels = await screen.findByRole('table', { name: 'Répartition par niveau' });
    expect(within(levels).getByText('Niveau 1')).toBeTruthy();
    await waitFor(() => expect(chart.setOption).toHaveBeenCalled());
    fireEvent.click(screen.getByRole('tab', { name: 'Devise' }));
    const currencies = await screen.findByRole('table', { name: 'Répartition par devise' });
    expect(spaced(within(currencies).getByText('Euro').closest('tr')!.textContent ?? '')).toBe(
      spaced('Euro1 234 567,89100,00 %10'),
    );
    await waitFor(() =>
      expect(chart.setOption).toHaveBeenLastCalledWith(
        expect.objectContaining({
          aria: expect.objectContaining({
            label: { description: 'Graphique de la répartition par devise' },
          }),
        }),
      ),
    );
  });

  it('exports the quality by fund as a French CSV', async () => {
    renderPage([summaryRoute(), linesRoute]);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Exporter la qualité par fonds en CSV' }),
    );
    expect(click).toHaveBeenCalled();
    const blob = createObjectURL.mock.calls[0]![0];
    const text = new TextDecoder().decode(await blob.arrayBuffer());
    expect(text.split('\r\n')[1]).toBe('FD-A;Fonds FD-A;250000;80;5;5;10;0;0;1;0;12;3;4;0');
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('transparisation-fonds-2024-12-31.csv');
  });

  it('pages the look-through lines through OData, with their count and French labels', async () => {
    const { fetchMock } = renderPage([summaryRoute(), linesRoute]);
    const grid = await screen.findByRole('region', { name: 'Lignes transparisées' });
    // The code shows twice: in the tree column, after its fund path, and in its own column.
    await waitFor(() => expect(within(grid).getAllByText('XS0000000002')).toHaveLength(2), {
      timeout: 15_000,
    });
    expect(within(grid).getByText('FD-A ›', { exact: false })).toBeTruthy();
    expect(screen.getByText('2 lignes')).toBeTruthy();
    expect(within(grid).getByText('Transparisé')).toBeTruthy();
    expect(within(grid).getByText('Notation, LEI')).toBeTruthy();
    const [request] = requestsTo(
      fetchMock,
      'GET',
      `/api/inventory/${PERIMETER_ID}/odata/hierarchical_positions`,
    );
    const query = request!.url.searchParams;
    expect([
      query.get('$top'),
      query.get('$skip'),
      query.get('$count'),
      query.get('userID'),
    ]).toEqual(['500', '0', 'true', 'u1']);
    expect(query.get('$orderby')).toBe('LineNo asc');
  }, 10_000);

  it('downloads the Excel workbook under the server’s name, and says so when it fails', async () => {
    let calls = 0;
    const { fetchMock } = renderPage([
      summaryRoute(),
      linesRoute,
      on('GET', '/api/reporting/lookthrough', () =>
        ++calls === 1
          ? json(apiErrorBody(500, 'INTERNAL'), 500)
          : new Response(new TextEncoder().encode('xlsx'), {
              headers: {
                'Content-Disposition': 'attachment; filename="transparisation-2024-12-31.xlsx"',
              },
            }),
      ),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Exporter (Excel)' }));
    expect(await screen.findByText(messages.reports.lookthrough)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(
      'transparisation-2024-12-31.xlsx',
    );
    const [request] = requestsTo(fetchMock, 'GET', '/api/reporting/lookthrough');
    expect(request!.url.search).toBe(`?perimeterID=${PERIMETER_ID}&userID=u1`);
    expect(screen.queryByText(messages.reports.lookthrough)).toBeNull();
  });

  it('says the indicators could not be read, with « Réessayer »', async () => {
    let calls = 0;
    renderPage([
      summaryRoute(() =>
        ++calls === 1 ? json(apiErrorBody(500, 'INTERNAL'), 500) : json(summary),
      ),
      linesRoute,
    ]);
    expect((await screen.findByRole('alert')).textContent).toContain(messages.inventory.load);
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('region', { name: 'Valeur de marché totale' })).toBeTruthy();
  });

  it('goes back to the invitation when the perimeter changes', async () => {
    renderPage([summaryRoute(), linesRoute]);
    await screen.findByRole('region', { name: 'Valeur de marché totale' });
    act(() => useNavigationStore.setState({ lookThrough: initialNavigationState.lookThrough }));
    expect(
      screen.getByText('Transparisez d’abord le périmètre pour voir ses indicateurs.'),
    ).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Valeur de marché totale' })).toBeNull();
  });
});
