import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { PAI_EXCLUSIONS, PAI_FIGURES, type PaiExclusion, type PaiStatement } from '@prisme/domain';
import { configureApi } from '../../api/client';
import { initialNavigationState, useNavigationStore } from '../../state';
import { fakeServer, on, requestsTo, type Route } from '../../test/fake-server';
import { apiErrorBody, connectTestApi, json, renderWithQuery } from '../../test/render';
import { EsgPaiPage, NO_PAI_MESSAGE, WORDING_NOTE } from './EsgPaiPage';

const PERIMETER = '7c0e1f7e-2b0a-4d6f-9a43-3c5d0e6b1a11';
const leftOut = Object.fromEntries(
  PAI_EXCLUSIONS.map((r) => [r, { lines: 0, value: 0 }]),
) as Record<PaiExclusion, { lines: number; value: number }>;
/** The statement of the server's test fixture (3,500 € of all investments). */
const STATEMENT: PaiStatement = {
  result: {
    perimeterID: PERIMETER,
    rolename: 'Client.DEMO1',
    valuationDate: '2025-12-31',
    computedAt: '2026-01-05T10:00:00.000Z',
    method: 'quarterly',
    dates: ['2025-03-31', '2025-06-30', '2025-09-30', '2025-12-31'],
    allInvestments: 3500,
    figures: PAI_FIGURES.map((f) => ({
      key: f.key,
      value: f.key === '4' ? 1000 / 3500 : f.key === '2' ? 1142.857 : null,
      eligibleValue: 3300,
      coveredValue: f.key === '4' ? 2200 : 0,
      coverage: f.key === '4' ? 2200 / 3500 : 0,
      estimatedShare: f.key === '4' ? 1200 / 2200 : null,
      leftOut,
      atDates: [null, null, null, null],
    })),
  },
  previous: {
    perimeterID: '11111111-2b0a-4d6f-9a43-3c5d0e6b1a11',
    archiveName: 'Clôture 2024',
    valuationDate: '2024-12-31',
    values: { '4': 0.5 },
  },
  texts: [{ figureKey: '4', explanation: 'Portée par TotalEnergies.', actions: '' }],
};

function renderPage(routes: Route[], computed = true) {
  const fetchMock = fakeServer(routes);
  useNavigationStore.setState({
    ...initialNavigationState,
    ...(computed && {
      lookThrough: {
        status: 'loaded',
        perimeterId: PERIMETER,
        totalMarketValuation: 3500,
        transparisationDate: STATEMENT.result.computedAt,
      },
      results: { ...initialNavigationState.results, esg: { loading: false, done: true } },
    }),
  });
  renderWithQuery(
    <MemoryRouter>
      <EsgPaiPage title="Incidences négatives (PAI)" />
    </MemoryRouter>,
  );
  return fetchMock;
}
const rowOf = (key: string) => {
  const row = document.querySelector<HTMLElement>(`tr[data-figure="${key}"]`);
  if (!row) throw new Error(`no row ${key}`);
  return row;
};
const spaced = (text: string | null) => (text ?? '').replace(/\s+/g, ' ');

describe('EsgPaiPage', () => {
  beforeEach(() => connectTestApi());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    configureApi(undefined);
  });

  it('invites to compute without an ESG result, and when the server has no statement', async () => {
    const fetchMock = renderPage([], false);
    expect(screen.getByText(NO_PAI_MESSAGE)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says the server has none for the perimeter', async () => {
    renderPage([on('GET', '/api/esg/pai', () => json(apiErrorBody(404, 'NOT_FOUND'), 404))]);
    expect(await screen.findByText(NO_PAI_MESSAGE)).toBeTruthy();
  });

  it('shows the 18 indicators in Annex I’s order, with year N−1, coverage and estimated share', async () => {
    renderPage([on('GET', '/api/esg/pai', () => json(STATEMENT))]);
    await waitFor(() => rowOf('4'));
    const keys = [...document.querySelectorAll('tr[data-figure]')].map((r) =>
      r.getAttribute('data-figure'),
    );
    expect(keys).toEqual(PAI_FIGURES.map((f) => f.key));
    const row = spaced(rowOf('4').textContent);
    expect(row).toContain(
      '4. Exposition à des sociétés actives dans le secteur des combustibles fossiles',
    );
    expect(row).toContain('28,57 %'); // 1,000 / 3,500
    expect(row).toContain('50,00 %'); // the archive of 31/12/2024
    expect(row).toContain('62,86 %'); // coverage 2,200 / 3,500
    expect(row).toContain('54,55 %'); // estimated 1,200 / 2,200
    expect(screen.getByText(/moyenne des quatre fins de trimestre/)).toBeTruthy();
    expect(screen.getByText(/sauvegarde « Clôture 2024 » du 31\/12\/2024/)).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Incidences 2024' })).toBeTruthy();
    // The labels' source, not yet checked against the Official Journal's text, is said.
    expect(screen.getByText(WORDING_NOTE)).toBeTruthy();
  });

  it('saves the edited explanations and actions', async () => {
    const fetchMock = renderPage([
      on('GET', '/api/esg/pai', () => json(STATEMENT)),
      on('PUT', '/api/esg/pai/texts', () => json(STATEMENT)),
    ]);
    const row = await waitFor(() => rowOf('4'));
    fireEvent.click(
      within(row).getByRole('button', { name: 'Modifier les textes de l’indicateur 4' }),
    );
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Mesures prises/), {
      target: { value: 'Dialogue actionnarial.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(requestsTo(fetchMock, 'PUT', '/api/esg/pai/texts')).toHaveLength(1));
    const { body } = requestsTo(fetchMock, 'PUT', '/api/esg/pai/texts')[0]!;
    expect(body!.perimeterID).toBe(PERIMETER);
    expect(body!.texts).toEqual([
      {
        figureKey: '4',
        explanation: 'Portée par TotalEnergies.',
        actions: 'Dialogue actionnarial.',
      },
    ]);
  });

  it('drills a figure down to its securities', async () => {
    const fetchMock = renderPage([
      on('GET', '/api/esg/pai', () => json(STATEMENT)),
      on('GET', '/api/esg/pai/lines', () => json({ figure: '4', lines: [] })),
    ]);
    const row = await waitFor(() => rowOf('4'));
    fireEvent.click(within(row).getByRole('button', { name: 'Voir les titres de l’indicateur 4' }));
    expect(
      await screen.findByText('Aucun titre n’entre dans le champ de cet indicateur.'),
    ).toBeTruthy();
    const [request] = requestsTo(fetchMock, 'GET', '/api/esg/pai/lines');
    expect(request!.url.searchParams.get('figure')).toBe('4');
  });
});
