import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { configureApi } from '../../api/client';
import { initialClientRoleState, useClientRoleStore } from '../../state';
import { fakeServer, on, requestsTo, type Route as FakeRoute } from '../../test/fake-server';
import { apiErrorBody, connectTestApi, json, renderWithQuery } from '../../test/render';
import { ARCHIVES_LOAD_ERROR } from './components/ArchivesGate';
import { reportTabHref } from './components/ReportFrame';
import { ComparisonPage, PICK_TWO_MESSAGE } from './ComparisonPage';
import { DetailsPage, PICK_ARCHIVES_MESSAGE } from './DetailsPage';
import { HistoricalPage } from './HistoricalPage';
import {
  ARCHIVES,
  esgResultOf,
  HISTORY,
  ID_T3,
  ID_T4,
  SCR_COMPARISON,
  scrResultOf,
  summaryOf,
} from './testing/archives';

// ECharts needs a real layout engine: the tests check the option it is given instead.
const chart = vi.hoisted(() => ({ setOption: vi.fn(), resize: vi.fn(), dispose: vi.fn() }));
vi.mock('../../components/charts/echarts-setup', () => ({ init: vi.fn(() => chart) }));

const spaced = (text: string) => text.replace(/\s+/g, ' ');
const archivesRoute = (answer = () => json(ARCHIVES)) => on('GET', '/api/archive/all', answer);
const scrRoute = on('GET', '/api/solvency/results', (url) =>
  json(
    scrResultOf(
      url.searchParams.get('perimeterID')!,
      url.searchParams.get('perimeterID') === ID_T4 ? 2 : 1,
    ),
  ),
);

/** Where the page put the selection (the URL's search). */
function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}

function renderAt(element: React.ReactElement, entry: string, routes: FakeRoute[]) {
  const fetchMock = fakeServer(routes);
  const view = renderWithQuery(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              {element}
              <Search />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
  return { ...view, fetchMock };
}

describe('archive reports', () => {
  beforeEach(() => {
    connectTestApi();
    useClientRoleStore.setState({
      role: { code: 'Client.DEMO1', name: 'Démo 1' },
      choices: [],
      status: 'loaded',
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    chart.setOption.mockClear();
    configureApi(undefined);
    useClientRoleStore.setState(initialClientRoleState);
  });

  it('details: asks to pick archives, then shows each one’s SCR totals from the URL selection', async () => {
    const first = renderAt(
      <DetailsPage module="solvency" title="Rapports Détaillés" />,
      '/solvency/archives/details',
      [archivesRoute(), scrRoute],
    );
    expect(await screen.findByText(PICK_ARCHIVES_MESSAGE)).toBeTruthy();
    expect(
      requestsTo(first.fetchMock, 'GET', '/api/archive/all')[0]!.url.searchParams.get('rolename'),
    ).toBe('Client.DEMO1');
    first.unmount();

    const { fetchMock } = renderAt(
      <DetailsPage module="solvency" title="Rapports Détaillés" />,
      `/solvency/archives/details?archives=${ID_T4},${ID_T3}`,
      [archivesRoute(), scrRoute],
    );
    const t4 = await screen.findByRole('region', { name: 'Clôture T4' });
    await waitFor(() =>
      expect(
        spaced(within(t4).getByRole('region', { name: 'SCR marché' }).textContent ?? ''),
      ).toContain('1 200,00'),
    );
    const t3 = screen.getByRole('region', { name: 'Clôture T3' });
    await waitFor(() =>
      expect(
        spaced(within(t3).getByRole('region', { name: 'SCR marché' }).textContent ?? ''),
      ).toContain('600,00'),
    );
    expect(within(t3).getByText(/Catégorie Officiel · valorisation au 30\/09\/2024/)).toBeTruthy();
    expect(requestsTo(fetchMock, 'GET', '/api/solvency/results')).toHaveLength(2);
    // The drill-down: a CIC category's lines.
    expect(
      within(t4).getAllByRole('button', { name: /Voir les lignes de la catégorie Actions/ }),
    ).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Ouvrir dans un nouvel onglet' })).toBeTruthy();
    expect(
      screen.getByRole('button', { name: /Exporter la synthèse des sauvegardes en CSV/ }),
    ).toBeTruthy();
  });

  it('details: says when no archive holds the family, and when the list fails', async () => {
    const empty = renderAt(
      <DetailsPage module="esg" title="Rapports Détaillés" />,
      '/esg/archives/details',
      [archivesRoute()],
    );
    expect(
      await screen.findByText(/Aucune sauvegarde de ce client ne contient de résultat ESG/),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Gestion des Sauvegardes' }).getAttribute('href')).toBe(
      '/archives',
    );
    empty.unmount();
    renderAt(
      <DetailsPage module="solvency" title="Rapports Détaillés" />,
      '/solvency/archives/details',
      [archivesRoute(() => json(apiErrorBody(500, 'INTERNAL'), 500))],
    );
    expect(await screen.findByText(ARCHIVES_LOAD_ERROR)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeTruthy();
  });

  it('comparison: asks for the two archives to compare', async () => {
    const { fetchMock } = renderAt(
      <ComparisonPage module="solvency" title="Etude Comparative" />,
      '/solvency/archives/comparison',
      [
        archivesRoute(),
        scrRoute,
        on('GET', '/api/solvency/comparison', () => json(SCR_COMPARISON)),
      ],
    );
    expect(await screen.findByText(PICK_TWO_MESSAGE)).toBeTruthy();
    expect(requestsTo(fetchMock, 'GET', '/api/solvency/comparison')).toHaveLength(0);
  });

  it('comparison: A and B from the URL side by side, with the securities added, removed and moved', async () => {
    const { fetchMock } = renderAt(
      <ComparisonPage module="solvency" title="Etude Comparative" />,
      `/solvency/archives/comparison?a=${ID_T3}&b=${ID_T4}`,
      [
        archivesRoute(),
        scrRoute,
        on('GET', '/api/solvency/comparison', () => json(SCR_COMPARISON)),
      ],
    );
    const table = await screen.findByRole('table', { name: 'SCR marché et sous-modules' });
    const scrRow = within(table).getByRole('row', { name: /^SCR marché/ });
    expect(spaced(scrRow.textContent ?? '')).toContain('600,00');
    expect(spaced(scrRow.textContent ?? '')).toContain('1 200,00');
    expect(spaced(scrRow.textContent ?? '')).toContain('+600,00');
    const tabs = await screen.findByRole('tablist', { name: 'Nature du changement' });
    expect(within(tabs).getByRole('tab', { name: 'Ajoutée (seulement dans B) (1)' })).toBeTruthy();
    expect(screen.getByRole('table', { name: /Ajoutée/ }).textContent).toContain('Nouvelle action');
    fireEvent.click(within(tabs).getByRole('tab', { name: 'Retirée (seulement dans A) (1)' }));
    expect(screen.getByRole('table', { name: /Retirée/ }).textContent).toContain(
      'Obligation vendue',
    );
    fireEvent.click(within(tabs).getByRole('tab', { name: 'Modifiée (1)' }));
    expect(screen.getByRole('table', { name: /Modifiée/ }).textContent).toContain('Action gardée');
    const [comparison] = requestsTo(fetchMock, 'GET', '/api/solvency/comparison');
    expect(comparison!.url.searchParams.get('basePerimeterID')).toBe(ID_T3);
    expect(comparison!.url.searchParams.get('perimeterID')).toBe(ID_T4);
  });

  it('details of transparisation: any archive, its look-through totals and CIC categories', async () => {
    renderAt(
      <DetailsPage module="transparisation" title="Rapports Détaillés" />,
      `/transparisation/archives/details?archives=${ID_T3}`,
      [
        archivesRoute(),
        on('GET', `/api/inventory/${ID_T3}/summary`, () => json(summaryOf(ID_T3, 10_000))),
      ],
    );
    const section = await screen.findByRole('region', { name: 'Clôture T3' });
    await waitFor(() =>
      expect(
        spaced(
          within(section).getByRole('region', { name: 'Taux de transparisation' }).textContent ??
            '',
        ),
      ).toContain('90,00 %'),
    );
    const cic = within(section).getByRole('table', { name: 'Valeur de marché par catégorie CIC' });
    expect(spaced(cic.textContent ?? '')).toContain('5 000,00');
    expect(
      within(cic).getByRole('button', { name: /Voir les lignes de la catégorie Actions cotées/ }),
    ).toBeTruthy();
  });

  it('comparison of ESG: headline indicators of A and B with their differences', async () => {
    const esgArchives = ARCHIVES.map((a) => ({ ...a, esg: true }));
    const { fetchMock } = renderAt(
      <ComparisonPage module="esg" title="Etude Comparative" />,
      `/esg/archives/comparison?a=${ID_T3}&b=${ID_T4}`,
      [
        archivesRoute(() => json(esgArchives)),
        on('GET', '/api/esg/results', (url) => {
          const id = url.searchParams.get('perimeterID')!;
          return json(esgResultOf(id, id === ID_T4 ? 6 : 5));
        }),
      ],
    );
    const scores = await screen.findByRole('table', { name: 'Score ESG et piliers' });
    const row = within(scores).getByRole('row', { name: /^Score ESG/ });
    expect(spaced(row.textContent ?? '')).toContain('5,00');
    expect(spaced(row.textContent ?? '')).toContain('6,00');
    expect(spaced(row.textContent ?? '')).toContain('+1,00');
    expect(spaced(row.textContent ?? '')).toContain('+20,00 %');
    expect(screen.getByRole('table', { name: /Température implicite/ }).textContent).toContain(
      '2,60',
    );
    // No SCR line comparison for ESG.
    expect(requestsTo(fetchMock, 'GET', '/api/solvency/comparison')).toHaveLength(0);
  });

  it('historical: the default category’s archives in time, with the solvency ratio once own funds are typed', async () => {
    const { fetchMock } = renderAt(
      <HistoricalPage module="solvency" title="Analyse Historique" />,
      '/solvency/archives/historical',
      [archivesRoute(), on('GET', '/api/archive/history', () => json(HISTORY))],
    );
    const table = await screen.findByRole('table', { name: 'SCR marché et sous-modules' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(spaced(table.textContent ?? '')).toContain('1 200,00');
    const [request] = requestsTo(fetchMock, 'GET', '/api/archive/history');
    expect(Object.fromEntries(request!.url.searchParams)).toMatchObject({
      rolename: 'Client.DEMO1',
      category: 'Officiel',
      family: 'scr',
    });
    expect(screen.queryByRole('table', { name: 'Ratios' })?.textContent).not.toContain(
      'Ratio de solvabilité',
    );
    const funds = screen.getByRole('textbox', { name: 'Fonds propres (€)' });
    fireEvent.change(funds, { target: { value: '3 000' } });
    fireEvent.blur(funds);
    await waitFor(() => expect(screen.getByTestId('search').textContent).toContain('fonds=3000'));
    const ratios = screen.getByRole('table', { name: 'Ratios' });
    expect(ratios.textContent).toContain('Ratio de solvabilité');
    expect(spaced(ratios.textContent ?? '')).toContain('500,00 %');
    expect(chart.setOption).toHaveBeenCalled();
  });
});

describe('the report tab’s address', () => {
  it('is the full-page layout with the same selection', () => {
    expect(reportTabHref('prisme', '/solvency/archives/comparison', '?a=1&b=2')).toBe(
      '#/prisme-reports/solvency/archives/comparison?a=1&b=2',
    );
    expect(reportTabHref('prisme', '/prisme-reports/esg/archives/details', '')).toBe(
      '#/prisme-reports/esg/archives/details',
    );
  });
});
