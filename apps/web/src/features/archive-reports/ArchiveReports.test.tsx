import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { configureApi } from '../../api/client';
import { initialClientRoleState, useClientRoleStore } from '../../state';
import { fakeServer, on, requestsTo, type Route as FakeRoute } from '../../test/fake-server';
import { apiErrorBody, connectTestApi, json, renderWithQuery } from '../../test/render';
import { ARCHIVES_LOAD_ERROR } from './components/ArchivesGate';
import { reportTabHref } from './components/ReportFrame';
import { IMPACT_COMPARED_SHEET, IMPACT_COMPARED_TITLE } from './components/ImpactCompared';
import { MIXED_RULE_SETS_MESSAGE } from './components/RuleSetsCompared';
import { ComparisonPage, PICK_TWO_MESSAGE } from './ComparisonPage';
import { DetailsPage, PICK_ARCHIVES_MESSAGE } from './DetailsPage';
import { HistoricalPage } from './HistoricalPage';
import { TemperaturePage } from './TemperaturePage';
import {
  ARCHIVES,
  esgResultOf,
  esgTemperatureResultOf,
  liquidityResultOf,
  HISTORY,
  ID_T3,
  ID_T4,
  LLFR_UNVERIFIED,
  SCR_COMPARISON,
  scrResultOf,
  summaryOf,
} from './testing/archives';

// ECharts needs a real layout engine: the tests check the option it is given instead.
const chart = vi.hoisted(() => ({ setOption: vi.fn(), resize: vi.fn(), dispose: vi.fn() }));
vi.mock('../../components/charts/echarts-setup', () => ({ init: vi.fn(() => chart) }));

const spaced = (text: string) => text.replace(/\s+/g, ' ');
/** The history, T4 computed with « Impact 2027 » (market SCR under both rule sets). */
const HISTORY_WITH_IMPACT = {
  ...HISTORY,
  points: HISTORY.points.map((point) =>
    point.perimeterID === ID_T4 && point.scr
      ? { ...point, scr: { ...point.scr, impact: { from: 1_000, to: 1_200, difference: 200 } } }
      : point,
  ),
};
const WORKBOOK = '/api/archive/workbook';
const workbookRoute = on(
  'POST',
  WORKBOOK,
  () =>
    new Response(new Blob(['xlsx']), {
      status: 200,
      headers: { 'Content-Disposition': 'attachment; filename="rapport.xlsx"' },
    }),
);
/** The workbook the report asked for (POST /api/archive/workbook). */
async function exportedWorkbook(fetchMock: ReturnType<typeof fakeServer>) {
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:rapport'), revokeObjectURL: vi.fn() });
  fireEvent.click(await screen.findByRole('button', { name: 'Exporter (Excel)' }));
  await waitFor(() => expect(requestsTo(fetchMock, 'POST', WORKBOOK)).toHaveLength(1));
  return requestsTo(fetchMock, 'POST', WORKBOOK)[0]!.body as {
    rolename: string;
    title: string;
    fileName: string;
    description: string[];
    sheets: { name: string; columns: { header: string; kind: string }[]; rows: unknown[][] }[];
  };
}
const sheetNamed = (workbook: Awaited<ReturnType<typeof exportedWorkbook>>, name: string) =>
  workbook.sheets.find((sheet) => sheet.name === name)!;
const archivesRoute = (answer = () => json(ARCHIVES)) => on('GET', '/api/archive/all', answer);
const scrRoute = on('GET', '/api/solvency/results', (url) =>
  json(
    // T4 is computed under the 2027 rules (issue 37), T3 under today's.
    url.searchParams.get('perimeterID') === ID_T4
      ? scrResultOf(ID_T4, 2, 'SII-2027')
      : scrResultOf(url.searchParams.get('perimeterID')!, 1),
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
      [archivesRoute(), scrRoute, workbookRoute],
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
    // Each archive's rule set, and what SII-2027 takes on trust (issue 37).
    expect(within(t4).getByText('Jeu de règles : SII-2027')).toBeTruthy();
    expect(within(t3).getByText('Jeu de règles : SII-2016')).toBeTruthy();
    const unverified = within(t4).getByRole('region', { name: 'Non vérifié pour 2027' });
    expect(unverified.textContent).toContain(LLFR_UNVERIFIED.topic);
    expect(unverified.textContent).toContain('concerne ce calcul');
    expect(within(t3).queryByRole('region', { name: 'Non vérifié pour 2027' })).toBeNull();
    expect(requestsTo(fetchMock, 'GET', '/api/solvency/results')).toHaveLength(2);
    // The drill-down: a CIC category's lines.
    expect(
      within(t4).getAllByRole('button', { name: /Voir les lignes de la catégorie Actions/ }),
    ).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Ouvrir dans un nouvel onglet' })).toBeTruthy();

    // Excel: the archives, a summary row each, then each table with its archive.
    const workbook = await exportedWorkbook(fetchMock);
    expect(workbook).toMatchObject({
      rolename: 'Client.DEMO1',
      title: 'Rapports Détaillés — SOLVABILITE II',
      fileName: 'rapports-détaillés-solvabilite-ii',
    });
    expect(workbook.description[0]).toBe(
      'Clôture T4 (Officiel), valorisation au 31/12/2024, par Claire Analyste',
    );
    expect(workbook.sheets.map((sheet) => sheet.name)).toEqual([
      'Sauvegardes',
      'Synthèse',
      'Contribution par CIC',
      'Non vérifié 2027',
    ]);
    expect(sheetNamed(workbook, 'Non vérifié 2027').rows).toEqual([
      [
        'Clôture T4',
        LLFR_UNVERIFIED.topic,
        LLFR_UNVERIFIED.articles,
        LLFR_UNVERIFIED.reading,
        '[U] non vérifié',
        'oui',
      ],
    ]);
    const summary = sheetNamed(workbook, 'Synthèse');
    expect(summary.columns.slice(0, 5)).toEqual([
      { header: 'Sauvegarde', kind: 'text' },
      { header: 'Catégorie', kind: 'text' },
      { header: 'Date de valorisation', kind: 'date' },
      { header: 'Valeur de marché', kind: 'amount' },
      { header: 'SCR marché', kind: 'amount' },
    ]);
    expect(summary.rows.map((row) => [row[0], row[2], row[4]])).toEqual([
      ['Clôture T4', '2024-12-31', 1200],
      ['Clôture T3', '2024-09-30', 600],
    ]);
    expect(summary.columns.at(-1)).toEqual({ header: 'Jeu de règles', kind: 'text' });
    expect(summary.rows.map((row) => row.at(-1))).toEqual(['SII-2027', 'SII-2016']);
  });

  it('details of risk: each scenario’s profile, week share, cost and horizons from the archive', async () => {
    const riskArchives = ARCHIVES.map((a) => ({ ...a, riskLiquidity: true }));
    const { fetchMock } = renderAt(
      <DetailsPage module="risk" title="Rapports Détaillés" />,
      `/risk/archives/details?archives=${ID_T4}`,
      [
        archivesRoute(() => json(riskArchives)),
        on('GET', '/api/risk_liquidity/results', (url) =>
          json(liquidityResultOf(url.searchParams.get('perimeterID')!)),
        ),
        workbookRoute,
      ],
    );
    const profile = await screen.findByRole('table', { name: 'Profil de liquidité par scénario' });
    const rows = within(profile)
      .getAllByRole('row')
      .map((row) => spaced(row.textContent ?? ''));
    expect(rows[0]).toBe('Délai de liquidationCentralStressé');
    expect(rows[1]).toBe('1 jour ou moins40,00 %20,00 %');
    expect(rows.at(-1)).toContain('Coût de liquidation250 000,00');
    expect(
      spaced(screen.getByRole('region', { name: 'Liquidable en 7 jours · Stressé' }).textContent!),
    ).toContain('50,00 %');
    expect(
      spaced(screen.getByRole('region', { name: 'Données manquantes' }).textContent!),
    ).toContain('5,00 %');
    const horizons = screen.getByRole('table', {
      name: 'Part cumulée liquidable et sortie maximale servie par horizon',
    });
    expect(spaced(within(horizons).getAllByRole('row')[2]!.textContent!)).toBe(
      'en 7 jours75,00 %50,00 %14,00 %14,00 %',
    );
    expect(
      screen.getByRole('button', {
        name: 'Voir les lignes de le statut « Non évaluée : CIC absent ou illisible »',
      }),
    ).toBeTruthy();
    const workbook = await exportedWorkbook(fetchMock);
    expect(workbook.sheets.map((sheet) => sheet.name)).toEqual([
      'Sauvegardes',
      'Synthèse',
      'Scénarios',
      'Profils',
      'Horizons',
      'Statuts',
      'Classes',
    ]);
    expect(sheetNamed(workbook, 'Profils').rows[1]!.slice(0, 4)).toEqual([
      'Clôture T4',
      'Stressé',
      0.2,
      0.3,
    ]);
  });

  it('temperature: the latest ESG archive by default, then two from the URL, by frame, method, sector and issuer', async () => {
    const esgArchives = ARCHIVES.map((a) => ({ ...a, esg: true }));
    const routes = [
      archivesRoute(() => json(esgArchives)),
      on('GET', '/api/esg/results', (url) => {
        const id = url.searchParams.get('perimeterID')!;
        return json(esgTemperatureResultOf(id, id === ID_T4 ? 2.5 : 2.9));
      }),
      workbookRoute,
    ];
    const first = renderAt(
      <TemperaturePage title="Température Implicite" />,
      '/esg/archives/temperature',
      routes,
    );
    const card = await screen.findByRole('region', {
      name: 'Température · Clôture T4 (31/12/2024)',
    });
    expect(spaced(card.textContent ?? '')).toContain('2,50 °C');
    // Issue 38: the temperature's perimeter, its share of all investments.
    expect(spaced(card.textContent ?? '')).toContain('périmètre : 80,00 % des investissements');
    expect(screen.getByText('Moyen terme (15 ans) · Scopes 1 et 2 · WATS')).toBeTruthy();
    first.unmount();

    const { fetchMock } = renderAt(
      <TemperaturePage title="Température Implicite" />,
      `/esg/archives/temperature?archives=${ID_T3},${ID_T4}`,
      routes,
    );
    const byArchive = await screen.findByRole('table', {
      name: 'Température implicite par sauvegarde et par horizon',
    });
    const rows = within(byArchive)
      .getAllByRole('row')
      .map((row) => spaced(row.textContent ?? ''));
    expect(rows[0]).toBe(
      'SauvegardeCourt terme (5 ans)Moyen terme (15 ans)Long terme (30 ans)Sociétés exclues',
    );
    expect(rows[1]).toBe('Clôture T3Officiel · 30/09/20242,60 °C2,90 °C3,30 °C1');
    const methods = screen.getByRole('table', {
      name: 'Température implicite par méthode d’agrégation',
    });
    expect(spaced(within(methods).getAllByRole('row')[2]!.textContent!)).toBe(
      'TETS — pondérée par les émissions totales3,00 °C2,60 °C',
    );
    const sectors = screen.getByRole('table', {
      name: 'Contributions des secteurs à la température',
    });
    expect(spaced(within(sectors).getAllByRole('row')[1]!.textContent!)).toBe(
      'Industries extractives1,60 °C1,20 °C',
    );
    expect(spaced(within(sectors).getAllByRole('row')[2]!.textContent!)).toContain('Non renseigné');
    const issuers = screen.getByRole('table', {
      name: 'Contributions des émetteurs à la température',
    });
    expect(spaced(within(issuers).getAllByRole('row')[2]!.textContent!)).toBe(
      'ISS-EDFD0,30 °C0,30 °C',
    );

    // Another frame and scope: kept in the URL, the tables follow.
    fireEvent.click(screen.getByRole('button', { name: 'Long terme (30 ans)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Scopes 1, 2 et 3' }));
    await waitFor(() =>
      expect(screen.getByTestId('search').textContent).toContain('horizon=long&scope=S1S2S3'),
    );
    expect(
      spaced(
        screen.getByRole('region', { name: 'Température · Clôture T3 (30/09/2024)' }).textContent!,
      ),
    ).toContain('3,80 °C');

    const workbook = await exportedWorkbook(fetchMock);
    expect(workbook.title).toBe('Température Implicite — ESG');
    expect(workbook.description.at(-1)).toBe('Long terme (30 ans) · Scopes 1, 2 et 3 · WATS');
    expect(workbook.sheets.map((sheet) => sheet.name)).toEqual([
      'Sauvegardes',
      'Par sauvegarde',
      'Par méthode',
      'Par secteur',
      'Par émetteur',
    ]);
    expect(sheetNamed(workbook, 'Par sauvegarde').rows[0]!.slice(0, 6)).toEqual([
      'Clôture T3',
      'Officiel',
      '2024-09-30',
      3.1,
      3.4,
      3.8,
    ]);
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
        on('GET', '/api/archive/history', () => json(HISTORY_WITH_IMPACT)),
        workbookRoute,
      ],
    );
    const table = await screen.findByRole('table', { name: 'SCR marché et sous-modules' });
    // « Impact 2027 » of B (computed with both rule sets), A having none (issue 37 §3).
    const impact = await screen.findByRole('table', { name: IMPACT_COMPARED_TITLE });
    const difference = within(impact).getByRole('row', { name: /^Écart dû aux règles 2027/ });
    expect(spaced(difference.textContent ?? '')).toContain('200,00');
    const scrRow = within(table).getByRole('row', { name: /^SCR marché/ });
    expect(spaced(scrRow.textContent ?? '')).toContain('600,00');
    expect(spaced(scrRow.textContent ?? '')).toContain('1 200,00');
    expect(spaced(scrRow.textContent ?? '')).toContain('+600,00');
    expect(screen.getByText('Jeu de règles — A : SII-2016, B : SII-2027')).toBeTruthy();
    expect(screen.getByText(MIXED_RULE_SETS_MESSAGE)).toBeTruthy();
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

    const workbook = await exportedWorkbook(fetchMock);
    expect(workbook.sheets.map((sheet) => sheet.name)).toEqual([
      'Sauvegardes',
      'SCR marché et sous-modules',
      'Contribution au SCR par catégorie CIC',
      'Valeur de marché par catégorie CIC',
      IMPACT_COMPARED_SHEET,
      'Titres qui changent',
    ]);
    expect(workbook.description).toContain('Jeu de règles — A : SII-2016, B : SII-2027');
    const scr = sheetNamed(workbook, 'SCR marché et sous-modules');
    expect(scr.columns.map((c) => c.header)).toEqual([
      'Indicateur',
      'A · Clôture T3',
      'B · Clôture T4',
      'Écart (B − A)',
      'Écart relatif',
    ]);
    expect(scr.rows[0]).toEqual(['SCR marché', 600, 1200, 600, 1]);
    expect(sheetNamed(workbook, 'Titres qui changent').rows.map((row) => row[0])).toEqual([
      'Ajoutée (seulement dans B)',
      'Retirée (seulement dans A)',
      'Modifiée',
    ]);
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
      [archivesRoute(), on('GET', '/api/archive/history', () => json(HISTORY)), workbookRoute],
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

    // Excel: each chart's data, a row per archive in time.
    const workbook = await exportedWorkbook(fetchMock);
    expect(workbook.description.map(spaced)).toEqual([
      'Catégorie « Officiel », 2 sauvegarde(s)',
      'Fonds propres : 3 000 €',
    ]);
    const ratiosSheet = sheetNamed(workbook, 'Ratios');
    expect(ratiosSheet.columns.map((c) => c.kind)).toEqual([
      'text',
      'date',
      'datetime',
      'share',
      'share',
    ]);
    expect(ratiosSheet.rows.map((row) => row[4])).toEqual([5, 2.5]);
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
