import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { deriveRights, messages } from '@prisme/domain';
import { configureApi } from '../../api/client';
import { initialNavigationState, useNavigationStore, useSessionStore } from '../../state';
import { deferred, fakeServer, on, requestsTo, type Route } from '../../test/fake-server';
import { selection } from '../../test/navigation-states';
import { apiErrorBody, connectTestApi, json, renderWithQuery } from '../../test/render';
import { BCE_COLUMNS_LABEL, BEGIN_DATE_LABEL, MODULE_LABEL } from './components/QrtOptionsFields';
import { ExportsPanel, NON_FILEABLE_TEXT, REPORT_TITLES } from './components/ExportsPanel';
import { CHECK_QRT_LABEL } from './components/QrtChecksPanel';
import { DOWNLOAD_LABEL } from './components/ReportRow';
import { DATE_ORDER_ERROR } from './lib/qrt-options';
import { NOT_TRANSPARISED, noRight, SCR_NOT_COMPUTED } from './lib/report-availability';

const PERIMETER_ID = '7d1e2f3a-0000-4000-8000-000000000002';
const allRights = { transparency: true, simulation: false, solvency: true, esg: true, risk: true };
const file = (name: string) =>
  new Response('contenu', {
    headers: { 'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(name)}` },
  });

function renderPanel(
  routes: Route[],
  options: {
    rights?: typeof allRights;
    transparised?: boolean;
    scrDone?: boolean;
    beginDate?: string | null;
  } = {},
) {
  const fetchMock = fakeServer(routes);
  useSessionStore.setState({
    isAdmin: false,
    rights: deriveRights(false, options.rights ?? allRights),
    rightsLoaded: true,
  });
  const transparised = options.transparised ?? true;
  useNavigationStore.setState({
    ...initialNavigationState,
    perimeter: selection,
    perimeterLoaded: true,
    ...(transparised && {
      lookThrough: {
        status: 'loaded',
        perimeterId: PERIMETER_ID,
        totalMarketValuation: 1_000_000,
        transparisationDate: '2025-01-10T08:00:00Z',
      },
    }),
    results: {
      ...initialNavigationState.results,
      scr: { loading: false, done: options.scrDone ?? true },
    },
    qrt: { bceColumns: true, beginDateQrts0901: options.beginDate ?? null },
  });
  const view = renderWithQuery(<ExportsPanel />);
  return { ...view, fetchMock };
}

const row = (title: string) => screen.getByRole('listitem', { name: title });
const downloadButton = (title: string) =>
  within(row(title)).getByRole('button', { name: new RegExp(DOWNLOAD_LABEL) });
const dateField = () => screen.getByRole('textbox', { name: BEGIN_DATE_LABEL }) as HTMLInputElement;
const moduleButton = (name: RegExp) =>
  within(screen.getByRole('group', { name: MODULE_LABEL })).getByRole('button', { name });
/** The annual module: S.09.01 and its start date (issue 36 §4). */
const chooseAnnual = () => fireEvent.click(moduleButton(/^Annuel/));

describe('ExportsPanel', () => {
  let click: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    connectTestApi();
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:rapport'), revokeObjectURL: vi.fn() });
    click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    configureApi(undefined);
  });

  it('starts S.09.01 on 1 January of the valuation year, with the ECB columns', () => {
    renderPanel([]);
    expect(dateField().value).toBe('01/01/2024');
    expect(
      (screen.getByRole('checkbox', { name: BCE_COLUMNS_LABEL }) as HTMLInputElement).checked,
    ).toBe(true);
  });

  it('keeps a start date the navigation state holds', () => {
    renderPanel([], { beginDate: '2024-09-30' });
    expect(dateField().value).toBe('30/09/2024');
  });

  it('sends the QRT options in the query and saves the file under the server’s name', async () => {
    const { fetchMock } = renderPanel([
      on('GET', '/api/reporting/qrt', () => file('QRT_T4 2024.xlsx')),
    ]);
    fireEvent.click(screen.getByRole('checkbox', { name: BCE_COLUMNS_LABEL }));
    chooseAnnual();
    fireEvent.change(dateField(), { target: { value: '30/09/2024' } });
    await waitFor(() =>
      expect(downloadButton(REPORT_TITLES.qrt)).toHaveProperty('disabled', false),
    );
    fireEvent.click(downloadButton(REPORT_TITLES.qrt));

    await waitFor(() => expect(click).toHaveBeenCalled());
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('QRT_T4 2024.xlsx');
    const [asked] = requestsTo(fetchMock, 'GET', '/api/reporting/qrt');
    expect(Object.fromEntries(asked!.url.searchParams)).toEqual({
      perimeterID: PERIMETER_ID,
      bceColumns: 'false',
      beginDateQrts0901: '2024-09-30',
      module: 'annual',
      userID: 'u1',
    });
  });

  it('offers the quarterly module first, S.09.01’s date greyed out, and the annual one', () => {
    renderPanel([]);
    expect(moduleButton(/^Trimestriel/).getAttribute('aria-pressed')).toBe('true');
    expect(dateField().disabled).toBe(true);
    chooseAnnual();
    expect(moduleButton(/^Annuel/).getAttribute('aria-pressed')).toBe('true');
    expect(dateField().disabled).toBe(false);
  });

  it('says a package the server marked « non déposable » is not fit for filing', async () => {
    renderPanel([
      on('GET', '/api/reporting/qrt-xbrl-csv', () =>
        file('Client.DEMO1_ensemble_QRS_20241231_NON_DEPOSABLE.zip'),
      ),
    ]);
    fireEvent.click(downloadButton(REPORT_TITLES.xbrl));
    expect((await screen.findByRole('alert')).textContent).toContain(NON_FILEABLE_TEXT);
  });

  it('sends the same options for the xBRL-CSV package', async () => {
    const { fetchMock } = renderPanel([
      on('GET', '/api/reporting/qrt-xbrl-csv', () => file('QRT.zip')),
    ]);
    fireEvent.click(downloadButton(REPORT_TITLES.xbrl));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const [asked] = requestsTo(fetchMock, 'GET', '/api/reporting/qrt-xbrl-csv');
    expect(asked!.url.searchParams.get('bceColumns')).toBe('true');
    expect(asked!.url.searchParams.get('beginDateQrts0901')).toBe('2024-01-01');
    expect(asked!.url.searchParams.get('module')).toBe('quarterly');
  });

  it('refuses a start date that is not before the valuation date', async () => {
    renderPanel([]);
    chooseAnnual();
    fireEvent.change(dateField(), { target: { value: '31/12/2024' } });
    // Under the field, and as the reason of the QRT buttons.
    await waitFor(() => expect(screen.getAllByText(DATE_ORDER_ERROR)).toHaveLength(3));
    expect(within(row(REPORT_TITLES.qrt)).getByText(DATE_ORDER_ERROR)).toBeTruthy();
    expect(downloadButton(REPORT_TITLES.qrt)).toHaveProperty('disabled', true);
    fireEvent.change(dateField(), { target: { value: '31/02/2024' } });
    await waitFor(() => expect(dateField().getAttribute('aria-invalid')).toBe('true'));
    expect(downloadButton(REPORT_TITLES.xbrl)).toHaveProperty('disabled', true);
    // The other reports do not depend on it.
    expect(downloadButton(REPORT_TITLES.actuaris)).toHaveProperty('disabled', false);
  });

  it('shows the progress, then the report’s French error, and downloads on « Réessayer »', async () => {
    const first = deferred<Response>();
    let calls = 0;
    renderPanel([
      on('GET', '/api/reporting/qrt', () =>
        ++calls === 1 ? first.promise : file('QRT_Client.DEMO1_20241231.xlsx'),
      ),
    ]);
    fireEvent.click(downloadButton(REPORT_TITLES.qrt));
    expect(
      await within(row(REPORT_TITLES.qrt)).findByRole('progressbar', {
        name: /Génération du rapport/,
      }),
    ).toBeTruthy();
    expect(downloadButton(REPORT_TITLES.qrt)).toHaveProperty('disabled', true);

    first.resolve(json(apiErrorBody(500, 'INTERNAL'), 500));
    const alert = await within(row(REPORT_TITLES.qrt)).findByRole('alert');
    expect(alert.textContent).toContain(messages.reports.qrt);
    expect(messages.reports.qrt).toContain('pendant la génération du rapport');
    fireEvent.click(within(alert).getByRole('button', { name: messages.generic.retry }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(
      'QRT_Client.DEMO1_20241231.xlsx',
    );
    expect(within(row(REPORT_TITLES.qrt)).queryByRole('alert')).toBeNull();
  });

  it('asks the look-through file as CSV when chosen', async () => {
    const { fetchMock } = renderPanel([
      on('GET', '/api/reporting/lookthrough', () => file('Transparisation_Client.DEMO1.csv')),
    ]);
    fireEvent.click(within(row(REPORT_TITLES.lookthrough)).getByRole('button', { name: 'CSV' }));
    fireEvent.click(downloadButton(REPORT_TITLES.lookthrough));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const [asked] = requestsTo(fetchMock, 'GET', '/api/reporting/lookthrough');
    expect(asked!.url.searchParams.get('format')).toBe('csv');
    expect(asked!.url.searchParams.get('perimeterID')).toBe(PERIMETER_ID);
  });

  it('greys out each report with its reason: the right, the transparisation, the SCR', () => {
    renderPanel([], { rights: { ...allRights, solvency: false }, scrDone: false });
    for (const kind of ['scr', 'qrt', 'xbrl', 'actuaris', 'assuretat'] as const) {
      expect(downloadButton(REPORT_TITLES[kind])).toHaveProperty('disabled', true);
      expect(within(row(REPORT_TITLES[kind])).getByText(noRight('solvency'))).toBeTruthy();
    }
    expect(downloadButton(REPORT_TITLES.lookthrough)).toHaveProperty('disabled', false);
  });

  it('waits for the transparisation, and for the SCR for its report', () => {
    const { unmount } = renderPanel([], { transparised: false, scrDone: false });
    for (const title of Object.values(REPORT_TITLES)) {
      expect(downloadButton(title)).toHaveProperty('disabled', true);
      expect(within(row(title)).getByText(NOT_TRANSPARISED)).toBeTruthy();
    }
    unmount();
    renderPanel([], { scrDone: false });
    expect(within(row(REPORT_TITLES.scr)).getByText(SCR_NOT_COMPUTED)).toBeTruthy();
    expect(downloadButton(REPORT_TITLES.qrt)).toHaveProperty('disabled', false);
  });

  it('checks the QRT before any download: « Non déposable », the blocking rule listed (issue 36)', async () => {
    const { fetchMock } = renderPanel([
      on('GET', '/api/reporting/qrt-checks', () =>
        json({
          blocking: 1,
          warnings: 1,
          findings: [
            {
              check: 'BUSINESS_RULE',
              rule: 'BV6-1',
              severity: 'blocking',
              table: 'S.06.02.01.02',
              row: 3,
              column: 'C0270',
              value: 'FR',
              message: 'le pays de l’émetteur ne se déclare pas pour un actif de CIC XT71',
            },
            {
              check: 'TOTAL_ASSETS',
              rule: null,
              severity: 'warning',
              table: 'S.06.02.01.01',
              row: null,
              column: 'C0170',
              value: 100,
              message: 'la somme de C0170 diffère',
            },
          ],
        }),
      ),
    ]);
    fireEvent.click(screen.getByRole('button', { name: CHECK_QRT_LABEL }));
    expect(
      await screen.findByText(/Non déposable : 1 contrôle bloquant, 1 avertissement/),
    ).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Anomalies des états QRT' });
    expect(within(table).getByText('BV6-1')).toBeTruthy();
    expect(within(table).getByText('Bloquant')).toBeTruthy();
    expect(within(table).getByText('Avertissement')).toBeTruthy();
    const [asked] = requestsTo(fetchMock, 'GET', '/api/reporting/qrt-checks');
    expect(asked!.url.searchParams.get('perimeterID')).toBe(PERIMETER_ID);
    expect(asked!.url.searchParams.get('beginDateQrts0901')).toBe('2024-01-01');
  });

  it('says « Déposable » when no check blocks', async () => {
    renderPanel([
      on('GET', '/api/reporting/qrt-checks', () =>
        json({ blocking: 0, warnings: 0, findings: [] }),
      ),
    ]);
    fireEvent.click(screen.getByRole('button', { name: CHECK_QRT_LABEL }));
    expect(await screen.findByText('Déposable : aucune anomalie.')).toBeTruthy();
  });

  it('forgets the checks of one module when the other is chosen, and checks it on demand', async () => {
    const { fetchMock } = renderPanel([
      on('GET', '/api/reporting/qrt-checks', () =>
        json({ blocking: 0, warnings: 0, findings: [] }),
      ),
    ]);
    fireEvent.click(screen.getByRole('button', { name: CHECK_QRT_LABEL }));
    expect(await screen.findByText('Déposable : aucune anomalie.')).toBeTruthy();
    chooseAnnual();
    // The answer was for the quarterly module: not shown for the annual one.
    expect(screen.queryByText('Déposable : aucune anomalie.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: CHECK_QRT_LABEL }));
    expect(await screen.findByText('Déposable : aucune anomalie.')).toBeTruthy();
    const modules = requestsTo(fetchMock, 'GET', '/api/reporting/qrt-checks').map((r) =>
      r.url.searchParams.get('module'),
    );
    expect(modules).toEqual(['quarterly', 'annual']);
  });

  it('cannot check the QRT before the transparisation', () => {
    renderPanel([], { transparised: false });
    expect(screen.getByRole('button', { name: CHECK_QRT_LABEL })).toHaveProperty('disabled', true);
  });
});
