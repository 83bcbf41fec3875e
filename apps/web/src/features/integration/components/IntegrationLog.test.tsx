import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { messages, type IntegrationEntry } from '@prisme/domain';
import { configureApi } from '../../../api/client';
import { apiErrorBody, connectTestApi, json, renderWithQuery } from '../../../test/render';
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

describe('IntegrationLog', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    connectTestApi();
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    configureApi(undefined);
  });

  it('asks for the role log and shows its rows in the grid, with French cells', async () => {
    fetchMock.mockResolvedValue(json(entries));
    renderWithQuery(<IntegrationLog rolename="Client.DEMO1" />);
    const grid = await screen.findByRole('region', { name: 'Journal des intégrations' });
    await waitFor(() => expect(within(grid).getByText('tpt-fonds.xlsx')).toBeTruthy(), {
      timeout: 5000,
    });
    expect(String(fetchMock.mock.calls[0]![0])).toBe(
      '/api/integration/files?rolename=Client.DEMO1&userID=u1',
    );
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
    fetchMock.mockResolvedValue(json([]));
    renderWithQuery(<IntegrationLog rolename="Client.DEMO1" />);
    expect(await screen.findByText('Aucun fichier intégré pour ce client.')).toBeTruthy();
  });

  it('shows the load error with "Réessayer", without rows, and reloads on retry', async () => {
    fetchMock.mockResolvedValueOnce(json(apiErrorBody(500, 'INTERNAL'), 500));
    renderWithQuery(<IntegrationLog rolename="Client.DEMO1" />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(messages.integration.load);
    expect(screen.queryByRole('region', { name: 'Journal des intégrations' })).toBeNull();
    fetchMock.mockResolvedValueOnce(json([]));
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Aucun fichier intégré pour ce client.')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('shows a skeleton while loading', () => {
    fetchMock.mockReturnValue(new Promise(() => {}));
    renderWithQuery(<IntegrationLog rolename="Client.DEMO1" />);
    expect(
      screen.getByRole('status', { name: 'Chargement du journal des intégrations' }),
    ).toBeTruthy();
  });
});
