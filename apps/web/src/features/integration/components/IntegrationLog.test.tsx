import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { messages, type IntegrationEntry } from '@prisme/domain';
import { configureApi } from '../../../api/client';
import { apiErrorBody, connectTestApi, json, renderWithQuery } from '../../../test/render';
import { fakeServer } from '../../../test/fake-server';
import { collabSite, listTitleOf } from '../../../api/collab-fake-site';
import { formatCount, formatDateTime } from '../../../lib/format';
import { IntegrationLog } from './IntegrationLog';

const entry = (over: Partial<IntegrationEntry>): IntegrationEntry => ({
  Id: 1,
  Title: 'inventaire.csv',
  Categorie: 'Inventaire',
  Etat: 'Intégré',
  Expediteur: 'Ana Lyste',
  Created: '2025-03-12T13:30:00.000Z',
  NombreLignes: 12345,
  RoleName: 'Client.DEMO1',
  NombreErreurs: 0,
  ...over,
});

const entries = [
  entry({ Id: 3, Title: 'tpt-fonds.xlsx', Etat: 'En cours', Created: '2025-03-14T08:00:00Z' }),
  entry({ Id: 2, Title: 'refus.csv', Etat: 'Rejeté', NombreErreurs: 1500, NombreLignes: 0 }),
  entry({ Id: 1, Title: 'courbes.xlsx', Categorie: 'Courbes de taux EIOPA', RoleName: null }),
];

/** The "Intégration" list of the collaboration site answers `answers` in turn. */
function site(...answers: Array<unknown[] | Response | Promise<Response>>) {
  let index = 0;
  return fakeServer(
    collabSite({ Intégration: () => answers[Math.min(index++, answers.length - 1)]! }),
  );
}

const listReads = (fetchMock: ReturnType<typeof fakeServer>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => listTitleOf(url) === 'Intégration');

describe('IntegrationLog', () => {
  beforeEach(() => connectTestApi());
  afterEach(() => {
    vi.unstubAllGlobals();
    configureApi(undefined);
  });

  it('reads the role log through the connector and shows its rows, with French cells', async () => {
    const fetchMock = site(entries);
    renderWithQuery(<IntegrationLog rolename="Client.DEMO1" />);
    const grid = await screen.findByRole('region', { name: 'Journal des intégrations' });
    await waitFor(() => expect(within(grid).getByText('tpt-fonds.xlsx')).toBeTruthy(), {
      timeout: 15_000,
    });
    const read = listReads(fetchMock)[0]!;
    expect(read.pathname).toBe("/api/collab/_api/lists/getbytitle('Int%C3%A9gration')/items");
    expect(read.searchParams.get('$filter')).toBe("RoleName eq 'Client.DEMO1' or RoleName eq null");
    expect(read.searchParams.get('$top')).toBe('10000');
    expect(read.searchParams.get('$orderby')).toBe('Created desc');
    for (const header of [
      'Fichier',
      'Catégorie',
      'État',
      'Expéditeur',
      'Date',
      'Lignes',
      'Erreurs',
    ])
      expect(within(grid).getByText(header)).toBeTruthy();
    expect(within(grid).getByText('Rejeté')).toBeTruthy();
    expect(within(grid).getByText('En cours')).toBeTruthy();
    expect(within(grid).getByText('Courbes de taux EIOPA')).toBeTruthy();
    // Newest first: the rows follow the dates, top to bottom.
    const column = (id: string) =>
      within(grid)
        .getAllByRole('gridcell')
        .filter((cell) => cell.getAttribute('col-id') === id && cell.textContent?.trim())
        .map((cell) => cell.textContent);
    expect(column('file')).toEqual(['tpt-fonds.xlsx', 'refus.csv', 'courbes.xlsx']);
    expect(column('created')).toEqual([
      formatDateTime(new Date('2025-03-14T08:00:00Z')),
      formatDateTime(new Date('2025-03-12T13:30:00Z')),
      formatDateTime(new Date('2025-03-12T13:30:00Z')),
    ]);
    expect(column('errors')).toEqual(['0', formatCount(1500), '0']);
    expect(column('lines')[0]).toBe(formatCount(12345));
  });

  it('says so when the client has no file', async () => {
    site([]);
    renderWithQuery(<IntegrationLog rolename="Client.DEMO1" />);
    expect(await screen.findByText('Aucun fichier intégré pour ce client.')).toBeTruthy();
  });

  it('shows the load error with "Réessayer", without rows, and reloads on retry', async () => {
    const fetchMock = site(json(apiErrorBody(500, 'INTERNAL'), 500), []);
    renderWithQuery(<IntegrationLog rolename="Client.DEMO1" />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(messages.integration.load);
    expect(screen.queryByRole('region', { name: 'Journal des intégrations' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Aucun fichier intégré pour ce client.')).toBeTruthy();
    expect(listReads(fetchMock)).toHaveLength(2);
  });

  it('shows the load error when the site token cannot be had', async () => {
    fakeServer(collabSite({}, () => json(apiErrorBody(503, 'SERVICE_UNAVAILABLE'), 503)));
    renderWithQuery(<IntegrationLog rolename="Client.DEMO1" />);
    expect((await screen.findByRole('alert')).textContent).toContain(messages.integration.load);
  });

  it('reads the log again while a recent file is "En cours"', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const working = [entry({ Id: 9, Etat: 'En cours', Created: new Date().toISOString() })];
      const done = [entry({ Id: 9, Etat: 'Intégré', Created: new Date().toISOString() })];
      const fetchMock = site(working, done);
      renderWithQuery(<IntegrationLog rolename="Client.DEMO1" />);
      const grid = await screen.findByRole('region', { name: 'Journal des intégrations' });
      await waitFor(() => expect(within(grid).getByText('En cours')).toBeTruthy(), {
        timeout: 15_000,
      });
      await vi.advanceTimersByTimeAsync(5_000);
      await waitFor(() => expect(within(grid).getByText('Intégré')).toBeTruthy());
      expect(listReads(fetchMock)).toHaveLength(2);
      await vi.advanceTimersByTimeAsync(10_000);
      expect(listReads(fetchMock)).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows a skeleton while loading', () => {
    site(new Promise<Response>(() => {}));
    renderWithQuery(<IntegrationLog rolename="Client.DEMO1" />);
    expect(
      screen.getByRole('status', { name: 'Chargement du journal des intégrations' }),
    ).toBeTruthy();
  });
});
