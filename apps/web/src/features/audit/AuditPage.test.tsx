import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { messages, type AuditEntry } from '@prisme/domain';
import { configureApi } from '../../api/client';
import { fakeServer, on, requestsTo, type Route } from '../../test/fake-server';
import { apiErrorBody, connectTestApi, json, renderWithQuery } from '../../test/render';
import { AuditPage } from './AuditPage';

const entry = (id: number, over: Partial<AuditEntry>): AuditEntry => ({
  key: `Client.DEMO1:${id}`,
  id,
  roleCode: 'Client.DEMO1',
  changedAt: '2025-03-12T10:15:00.000Z',
  accountId: 'acc-claire',
  displayName: 'Claire Analyste',
  group: 'equity',
  oldValues: { type1Stress: 0.39, useTransitoryStress: false },
  newValues: { type1Stress: 0.4, useTransitoryStress: false },
  ...over,
});
const SIMULATION = entry(3, {
  group: 'simulations',
  oldValues: {
    simulation: { id: 's1', valuationDate: '2024-12-31' },
    operation: 'quantity',
    position: { securityCode: 'FR0000120271', quantity: 10, marketValueRc: 1000 },
  },
  newValues: {
    simulation: { id: 's1', valuationDate: '2024-12-31' },
    operation: 'quantity',
    position: { securityCode: 'FR0000120271', quantity: 5, marketValueRc: 500 },
  },
});
const USERS = entry(2, {
  key: '(administration):2',
  roleCode: '(administration)',
  group: 'users',
  accountId: 'u1',
  displayName: 'Administrateur Prisme',
  oldValues: { displayName: 'Léo Lecteur', roles: ['Client.DEMO2'], disabled: false },
  newValues: {
    displayName: 'Léo Lecteur',
    roles: ['Client.DEMO2', 'Client.DEMO1'],
    disabled: true,
  },
});
const EQUITY = entry(1, {});
const ROLES = [
  { code: 'Client.DEMO1', name: 'Mutuelle Démo 1' },
  { code: 'Client.DEMO2', name: 'Mutuelle Démo 2' },
];

function server(routes: Route[] = [], entries = [SIMULATION, USERS, EQUITY], total = 3) {
  return fakeServer([
    ...routes,
    on('GET', '/api/admin/audit', (url) => {
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const limit = Number(url.searchParams.get('limit') ?? 50);
      return json({ entries: entries.slice(0, limit), total, offset, limit });
    }),
    on('GET', '/api/inventory/all-rolenames', () => json(ROLES)),
  ]);
}

const table = () => screen.findByRole('table', { name: 'Journal des modifications' });
const rows = (element: HTMLElement) =>
  within(element)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(1, 6)
        .map((cell) => cell.textContent),
    );

describe('AuditPage', () => {
  beforeEach(() => connectTestApi());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    configureApi(undefined);
  });

  it('shows the newest changes first, each named, with who and which client', async () => {
    const fetchMock = server();
    renderWithQuery(<AuditPage title="Journal des modifications" />);
    expect(
      screen.getByRole('status', { name: 'Chargement du journal des modifications' }),
    ).toBeTruthy();
    expect(rows(await table())).toEqual([
      [
        'Client.DEMO1',
        'Simulations',
        'Simulations',
        'Quantité modifiée : FR0000120271',
        'Claire Analyste',
      ],
      [
        'Administration',
        'Utilisateurs',
        'Utilisateurs',
        'Compte modifié : Léo Lecteur',
        'Administrateur Prisme',
      ],
      [
        'Client.DEMO1',
        'Paramètres SCR',
        'Paramètres SCR — actions',
        '1 valeur modifiée',
        'Claire Analyste',
      ],
    ]);
    const [asked] = requestsTo(fetchMock, 'GET', '/api/admin/audit');
    expect(Object.fromEntries(asked!.url.searchParams)).toEqual({ offset: '0', limit: '50' });
    expect(screen.getByText('1–3 sur 3')).toBeTruthy();
  });

  it('sends the filters, and refuses a period that ends before it starts', async () => {
    const fetchMock = server();
    renderWithQuery(<AuditPage title="Journal des modifications" />);
    await table();
    await waitFor(() =>
      expect(screen.getByRole('option', { name: 'Mutuelle Démo 2 (Client.DEMO2)' })).toBeTruthy(),
    );
    fireEvent.change(screen.getByLabelText('Du'), { target: { value: '31/03/2025' } });
    fireEvent.change(screen.getByLabelText('Au'), { target: { value: '01/03/2025' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filtrer' }));
    expect(
      await screen.findByText('La période est invalide : la date de début suit la date de fin.'),
    ).toBeTruthy();
    expect(requestsTo(fetchMock, 'GET', '/api/admin/audit')).toHaveLength(1);

    fireEvent.change(screen.getByLabelText('Du'), { target: { value: '01/03/2025' } });
    fireEvent.change(screen.getByLabelText('Au'), { target: { value: '31/03/2025' } });
    fireEvent.change(screen.getByLabelText('Client'), { target: { value: 'Client.DEMO2' } });
    fireEvent.change(screen.getByLabelText('Nature'), { target: { value: 'simulations' } });
    fireEvent.change(screen.getByLabelText('Auteur'), { target: { value: ' claire ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filtrer' }));
    await waitFor(() => expect(requestsTo(fetchMock, 'GET', '/api/admin/audit')).toHaveLength(2));
    const last = requestsTo(fetchMock, 'GET', '/api/admin/audit').at(-1)!;
    expect(Object.fromEntries(last.url.searchParams)).toEqual({
      from: '2025-03-01',
      to: '2025-03-31',
      roleCode: 'Client.DEMO2',
      group: 'simulations',
      account: 'claire',
      offset: '0',
      limit: '50',
    });
    expect(screen.queryByText(/La période est invalide/)).toBeNull();
  });

  it('pages through the journal on the server', async () => {
    const fetchMock = server([], [SIMULATION, USERS, EQUITY], 120);
    renderWithQuery(<AuditPage title="Journal des modifications" />);
    await table();
    expect(screen.getByText('1–50 sur 120')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Page suivante' }));
    await waitFor(() => expect(screen.getByText('51–100 sur 120')).toBeTruthy());
    expect(
      requestsTo(fetchMock, 'GET', '/api/admin/audit').at(-1)!.url.searchParams.get('offset'),
    ).toBe('50');
  });

  it('opens a change with its old and new values side by side', async () => {
    server();
    renderWithQuery(<AuditPage title="Journal des modifications" />);
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Détails de la modification n° 2' }));
    const detail = await screen.findByRole('dialog', { name: 'Compte modifié : Léo Lecteur' });
    expect(detail.textContent).toContain('Administrateur Prisme (u1)');
    const diff = within(detail).getByRole('table', { name: 'Valeurs modifiées' });
    expect(
      within(diff)
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .map((cell) => cell.textContent),
        ),
    ).toEqual([
      ['roles[1]', 'Ajouté', '', 'Client.DEMO1'],
      ['disabled', 'Modifié', 'Non', 'Oui'],
    ]);
    fireEvent.click(within(detail).getByRole('switch', { name: 'Afficher les valeurs complètes' }));
    expect(within(detail).getByLabelText('Après').textContent).toContain('"disabled": true');
    fireEvent.click(within(detail).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('exports the filtered journal to Excel', async () => {
    const fetchMock = server([
      on(
        'GET',
        '/api/admin/audit/excel',
        () =>
          new Response('xlsx', {
            headers: {
              'Content-Disposition': 'attachment; filename="Journal_modifications_20250312.xlsx"',
            },
          }),
      ),
    ]);
    const createObjectURL = vi.fn(() => 'blob:journal');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderWithQuery(<AuditPage title="Journal des modifications" />);
    await table();
    fireEvent.change(screen.getByLabelText('Nature'), { target: { value: 'imports' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filtrer' }));
    await waitFor(() => expect(requestsTo(fetchMock, 'GET', '/api/admin/audit')).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Exporter (Excel)' }));
    await waitFor(() => expect(click).toHaveBeenCalled(), { timeout: 15_000 });
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(
      'Journal_modifications_20250312.xlsx',
    );
    const [asked] = requestsTo(fetchMock, 'GET', '/api/admin/audit/excel');
    expect(Object.fromEntries(asked!.url.searchParams)).toEqual({
      group: 'imports',
      userID: 'u1',
    });
  });

  it('says so when nothing matches, and shows a load error with « Réessayer »', async () => {
    let calls = 0;
    fakeServer([
      on('GET', '/api/admin/audit', () =>
        ++calls === 1
          ? json(apiErrorBody(500, 'INTERNAL'), 500)
          : json({ entries: [], total: 0, offset: 0, limit: 50 }),
      ),
      on('GET', '/api/inventory/all-rolenames', () => json(ROLES)),
    ]);
    renderWithQuery(<AuditPage title="Journal des modifications" />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(messages.audit.load);
    fireEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Aucune modification enregistrée pour l’instant.')).toBeTruthy();
  });
});
