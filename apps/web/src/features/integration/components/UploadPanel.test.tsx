import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiErrors, type ImportResult, type IntegrationEntry } from '@prisme/domain';
import { configureApi } from '../../../api/client';
import { FakeXhr } from '../../../test/fake-xhr';
import { apiErrorBody, connectTestApi, renderWithQuery } from '../../../test/render';
import { UploadPanel } from './UploadPanel';
import { LATE_CANCEL_MESSAGE } from './UploadResult';

const role = { code: 'Client.DEMO1', name: 'Démo 1' };
const csv = new File(['codePortefeuille;quantite\nP1;10\n'], 'inventaire.csv', {
  type: 'text/csv',
});
const entry = (over: Partial<IntegrationEntry>): IntegrationEntry => ({
  Id: 9,
  Title: 'inventaire.csv',
  Categorie: 'Inventaire',
  Etat: 'Intégré',
  Expediteur: 'Ana Lyste',
  Created: '2025-03-12T13:30:00Z',
  NombreLignes: 120,
  RoleName: role.code,
  NombreErreurs: 0,
  ...over,
});
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Testing Library compares texts with their spaces collapsed, narrow ones included. */
const spaced = (text: string) => text.replace(/\s+/g, ' ');

function renderPanel(isAdmin = false) {
  const view = renderWithQuery(<UploadPanel role={role} isAdmin={isAdmin} />);
  const invalidate = vi.spyOn(view.queryClient, 'invalidateQueries');
  return { ...view, invalidate };
}
const chooseFile = (file: File) =>
  fireEvent.change(screen.getByLabelText('Fichier à envoyer'), { target: { files: [file] } });
const integrate = () => fireEvent.click(screen.getByRole('button', { name: 'Intégrer' }));
async function sentRequest() {
  await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
  return FakeXhr.last();
}
const fieldsOf = (xhr: FakeXhr) =>
  Object.fromEntries(
    [...xhr.body!.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : v.name]),
  );

describe('UploadPanel', () => {
  beforeEach(() => {
    FakeXhr.reset();
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    connectTestApi();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    configureApi(undefined);
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it('sends an inventory with progress, then says it is integrated and reloads the log', async () => {
    const { invalidate } = renderPanel();
    expect(screen.getByRole('button', { name: 'Intégrer' })).toHaveProperty('disabled', true);
    chooseFile(csv);
    expect(screen.getByText('inventaire.csv')).toBeTruthy();
    integrate();
    const xhr = await sentRequest();
    expect(xhr.url).toBe('/api/integration/files?userID=u1');
    expect(xhr.headers.Authorization).toBe('Bearer tok-1');
    expect(fieldsOf(xhr)).toEqual({
      kind: 'inventory',
      rolename: role.code,
      progressToken: expect.stringMatching(UUID),
      file: 'inventaire.csv',
    });
    expect([...xhr.body!.keys()].at(-1)).toBe('file');

    xhr.progress(42, 100);
    expect(await screen.findByText(/Envoi du fichier : 42/)).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'Envoi du fichier' });
    expect(bar.getAttribute('aria-valuenow')).toBe('42');
    xhr.sent();
    expect(await screen.findByText('Vérification et intégration…')).toBeTruthy();

    const result: ImportResult = { entry: entry({}), errors: [] };
    xhr.reply(200, result);
    expect(await screen.findByText('Fichier intégré : 120 lignes.')).toBeTruthy();
    expect(screen.queryByText('Vérification et intégration…')).toBeNull();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['collab', 'list', 'Intégration'] });
    // The integrated file is let go: it cannot be sent twice by mistake.
    expect(screen.getByRole('button', { name: 'Intégrer' })).toHaveProperty('disabled', true);
  });

  it('shows a refused file with its errors, the total, and a CSV report to download', async () => {
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:rapport');
    // jsdom has no object URLs: the test supplies them, and takes them back afterwards.
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { invalidate } = renderPanel();
    chooseFile(csv);
    integrate();
    const errors = [
      { line: 2, column: 'quantite', message: 'Nombre attendu' },
      { line: 3, column: 'devise', message: 'Devise "X;Y" inconnue' },
    ];
    (await sentRequest()).reply(422, {
      entry: entry({ Etat: 'Rejeté', NombreLignes: 0, NombreErreurs: 1500 }),
      errors,
    });

    const alert = await screen.findByText(
      spaced("Fichier rejeté : 1 500 erreurs. Aucune donnée n'a été enregistrée."),
    );
    expect(alert).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Erreurs du fichier rejeté' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'LigneColonneMotif',
      '2quantiteNombre attendu',
      '3deviseDevise "X;Y" inconnue',
    ]);
    expect(screen.getByText(spaced('2 premières erreurs affichées sur 1 500.'))).toBeTruthy();
    expect(invalidate).toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Télécharger le rapport (CSV)' }));
    expect(click).toHaveBeenCalledOnce();
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('rapport-rejet-inventaire.csv');
    const text = await createObjectURL.mock.calls[0]![0].text();
    expect(text).toContain('Ligne;Colonne;Motif\r\n2;quantite;Nombre attendu\r\n');
    expect(text).toContain('3;devise;"Devise ""X;Y"" inconnue"');
  });

  it('shows the French message of an ApiError answer', async () => {
    renderPanel();
    chooseFile(csv);
    integrate();
    (await sentRequest()).reply(413, apiErrorBody(413, 'PAYLOAD_TOO_LARGE', 'Body too large'));
    expect(await screen.findByText(apiErrors.PAYLOAD_TOO_LARGE.message)).toBeTruthy();
  });

  it('cancels the import once the file is sent, and says so as information', async () => {
    const deleted: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        deleted.push(`${init?.method} ${String(input)}`);
        return new Response(null, { status: 204 });
      }),
    );
    renderPanel();
    chooseFile(csv);
    integrate();
    const xhr = await sentRequest();
    // No cancellation while the file is on its way: the request itself carries it.
    expect(screen.queryByRole('button', { name: 'Annuler' })).toBeNull();
    xhr.sent();
    fireEvent.click(await screen.findByRole('button', { name: 'Annuler' }));
    const token = fieldsOf(xhr)['progressToken'];
    await waitFor(() => expect(deleted).toEqual([`DELETE /api/jobs/${token}`]));
    expect(screen.getByRole('button', { name: 'Annulation…' })).toHaveProperty('disabled', true);
    xhr.reply(409, apiErrorBody(409, 'JOB_CANCELLED', apiErrors.JOB_CANCELLED.message));
    const notice = await screen.findByText(apiErrors.JOB_CANCELLED.message);
    // Information, not an error: the user asked for it.
    expect(notice.closest('[role="alert"]')?.className).toContain('MuiAlert-colorInfo');
    expect(screen.queryByRole('button', { name: 'Annuler' })).toBeNull();
  });

  it('says a cancellation came too late when the file was integrated all the same', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify(apiErrorBody(404, 'NOT_FOUND', 'Introuvable')), {
            status: 404,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    renderPanel();
    chooseFile(csv);
    integrate();
    const xhr = await sentRequest();
    xhr.sent();
    fireEvent.click(await screen.findByRole('button', { name: 'Annuler' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Annuler' })).toHaveProperty('disabled', false),
    );
    xhr.reply(200, { entry: entry({}), errors: [] } satisfies ImportResult);
    expect(await screen.findByText(LATE_CANCEL_MESSAGE)).toBeTruthy();
    expect(screen.getByText('Fichier intégré : 120 lignes.')).toBeTruthy();
  });

  it('offers a user only the inventory, and an admin every kind', () => {
    const { unmount } = renderPanel(false);
    const options = (select: HTMLElement) =>
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent);
    expect(options(screen.getByLabelText('Type de fichier'))).toEqual(['Inventaire']);
    unmount();
    renderPanel(true);
    expect(options(screen.getByLabelText('Type de fichier'))).toHaveLength(13); // every kind, sovereign and PAI data included
  });

  it('sends the TPT version chosen by an admin, and no client for reference data', async () => {
    renderPanel(true);
    fireEvent.change(screen.getByLabelText('Type de fichier'), {
      target: { value: 'fund_lookthrough' },
    });
    const version = screen.getByLabelText('Version TPT');
    expect(
      within(version)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Détection automatique', 'V6', 'V7']);
    fireEvent.change(version, { target: { value: 'V7' } });
    chooseFile(new File(['x'], 'tpt.xlsx'));
    integrate();
    expect(fieldsOf(await sentRequest())).toEqual({
      kind: 'fund_lookthrough',
      tptVersion: 'V7',
      progressToken: expect.stringMatching(UUID),
      file: 'tpt.xlsx',
    });
  });

  it('shows the version a TPT file declares and every warning it was taken in with', async () => {
    renderPanel(true);
    fireEvent.change(screen.getByLabelText('Type de fichier'), {
      target: { value: 'fund_lookthrough' },
    });
    chooseFile(new File(['x'], 'tpt-v5.csv'));
    integrate();
    const xhr = await sentRequest();
    xhr.sent();
    const warnings = [
      'Fonds FR0000000001 au 2024-12-31 : le champ du portefeuille 10 diffère de la ligne 2.',
      'Fonds FR0000000001 au 2024-12-31 : la somme des poids des lignes (champ 26) est de 98 %.',
    ];
    const result: ImportResult = {
      entry: entry({}),
      errors: [],
      tptVersion: 'V6',
      declaredTptVersion: 'V5',
      warnings,
    };
    xhr.reply(200, result);
    expect(
      await screen.findByText('Version TPT déclarée : V5 (lue avec les champs de la V6).'),
    ).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Avertissements' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(warnings);
  });

  it('states what each kind of file needs in Prisme first', () => {
    renderPanel(true);
    expect(
      screen.getByText(/^Prérequis : Les portefeuilles et compartiments du client/),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Type de fichier'), {
      target: { value: 'fund_lookthrough' },
    });
    expect(
      screen.getByText(/^Prérequis : Le fonds \(champ 1\) dans le référentiel titres/),
    ).toBeTruthy();
  });

  it('asks a reference date for EIOPA curves', async () => {
    renderPanel(true);
    fireEvent.change(screen.getByLabelText('Type de fichier'), {
      target: { value: 'yield_curves' },
    });
    fireEvent.change(screen.getByLabelText('Date de référence'), {
      target: { value: '31/03/2025' },
    });
    chooseFile(new File(['x'], 'EIOPA_RFR.xlsx'));
    integrate();
    expect(fieldsOf(await sentRequest())).toMatchObject({
      kind: 'yield_curves',
      referenceDate: '2025-03-31',
    });
  });

  it('takes a dropped file and refuses other formats', () => {
    renderPanel();
    const zone = screen.getByRole('group', { name: 'Zone de dépôt du fichier' });
    fireEvent.drop(zone, { dataTransfer: { files: [new File(['%PDF'], 'notes.pdf')] } });
    expect(screen.getByRole('alert').textContent).toContain('Format non pris en charge');
    expect(screen.getByRole('button', { name: 'Intégrer' })).toHaveProperty('disabled', true);
    fireEvent.drop(zone, { dataTransfer: { files: [csv] } });
    expect(screen.getByText('inventaire.csv')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
