import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { messages, type News } from '@prisme/domain';
import { configureApi } from '../../api/client';
import { fakeServer, on, requestsTo } from '../../test/fake-server';
import { FakeXhr } from '../../test/fake-xhr';
import { apiErrorBody, connectTestApi, json, renderWithQuery } from '../../test/render';
import { NewsAdminPage } from './NewsAdminPage';

const news = (id: number, title: string, publishedOn: string): News => ({
  id,
  title,
  logoUrl: null,
  publishedOn,
  pdfUrl: `https://example.org/${id}.pdf`,
  sourceUrl: null,
  intro: '',
  createdAt: '2025-03-01T10:00:00Z',
  updatedAt: '2025-03-01T10:00:00Z',
});
const ITEMS = [
  news(1, 'Bulletin EIOPA', '2025-01-15'),
  news(3, 'Actes délégués', '2025-02-10'),
  news(2, 'Courbes de taux', '2025-03-01'),
];

function server(overrides: Parameters<typeof fakeServer>[0] = []) {
  return fakeServer([
    ...overrides,
    on('GET', '/api/news', () => json(ITEMS)),
    on('POST', '/api/news', (_url, init) =>
      json({ ...news(4, '', '2025-03-12'), ...JSON.parse(String(init!.body)) }, 201),
    ),
    on('PUT', /^\/api\/news\/\d+$/, (url, init) =>
      json({
        ...news(Number(url.pathname.split('/').pop()), '', '2025-03-12'),
        ...JSON.parse(String(init!.body)),
      }),
    ),
    on('DELETE', /^\/api\/news\/\d+$/, () => new Response(null, { status: 204 })),
  ]);
}

function renderPage() {
  const view = renderWithQuery(<NewsAdminPage title="Actualités" />);
  const invalidate = vi.spyOn(view.queryClient, 'invalidateQueries');
  return { ...view, invalidate };
}

const titles = () =>
  within(screen.getByRole('table', { name: 'Actualités publiées' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[2]!.textContent);

const dialog = () => screen.getByRole('dialog');
const fill = (label: string | RegExp, value: string) => {
  const field = within(dialog()).getByLabelText(label);
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
};

describe('NewsAdminPage', () => {
  beforeEach(() => {
    connectTestApi();
    FakeXhr.reset();
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    configureApi(undefined);
  });

  it('lists the news newest id first, and sorts by a clicked column', async () => {
    server();
    renderPage();
    await screen.findByRole('table', { name: 'Actualités publiées' });
    expect(titles()).toEqual(['Actes délégués', 'Courbes de taux', 'Bulletin EIOPA']);
    expect(screen.getByText('15/01/2025')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Titre' }));
    expect(titles()).toEqual(['Actes délégués', 'Bulletin EIOPA', 'Courbes de taux']);
    fireEvent.click(screen.getByRole('button', { name: 'Titre' }));
    expect(titles()).toEqual(['Courbes de taux', 'Bulletin EIOPA', 'Actes délégués']);
    fireEvent.click(screen.getByRole('button', { name: 'Publication' }));
    expect(titles()).toEqual(['Courbes de taux', 'Actes délégués', 'Bulletin EIOPA']);
  });

  it('publishes a news item, in French when a field is wrong, then refreshes the home page', async () => {
    const fetchMock = server();
    const { invalidate } = renderPage();
    await screen.findByRole('table', { name: 'Actualités publiées' });
    fireEvent.click(screen.getByRole('button', { name: 'Publier une actualité' }));
    fill(/^Titre/, '');
    fill('Lien du PDF', 'ftp://example.org/a.pdf');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Publier' }));
    expect(await within(dialog()).findByText('Le titre est obligatoire.')).toBeTruthy();
    expect(within(dialog()).getByText(/Adresse invalide/)).toBeTruthy();
    expect(requestsTo(fetchMock, 'POST', '/api/news')).toHaveLength(0);

    fill(/^Titre/, '  Nouvelles courbes  ');
    fill('Lien du PDF', 'https://example.org/courbes.pdf');
    fill(/^Date de publication/, '12/03/2025');
    fill('Introduction', 'Les courbes de mars.');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Publier' }));
    expect(await screen.findByText('Actualité « Nouvelles courbes » publiée.')).toBeTruthy();
    expect(requestsTo(fetchMock, 'POST', '/api/news')[0]!.body).toEqual({
      title: 'Nouvelles courbes',
      logoUrl: null,
      publishedOn: '2025-03-12',
      pdfUrl: 'https://example.org/courbes.pdf',
      sourceUrl: null,
      intro: 'Les courbes de mars.',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['collab', 'list', 'Actualités'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['news'] });
  });

  it('changes an item with PUT, starting from its values', async () => {
    const fetchMock = server();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Modifier « Courbes de taux »' }));
    expect((within(dialog()).getByLabelText(/^Titre/) as HTMLInputElement).value).toBe(
      'Courbes de taux',
    );
    fill(/^Titre/, 'Courbes de taux EIOPA');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Enregistrer' }));
    expect(
      await screen.findByText('Actualité « Courbes de taux EIOPA » enregistrée.'),
    ).toBeTruthy();
    expect(requestsTo(fetchMock, 'PUT', '/api/news/2')[0]!.body).toMatchObject({
      title: 'Courbes de taux EIOPA',
      publishedOn: '2025-03-01',
      pdfUrl: 'https://example.org/2.pdf',
    });
  });

  it('keeps the dialog open and says so when the save fails', async () => {
    server([on('POST', '/api/news', () => json(apiErrorBody(500, 'INTERNAL'), 500))]);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Publier une actualité' }));
    fill(/^Titre/, 'Une actualité');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Publier' }));
    const alerts = await screen.findAllByText(messages.news.save);
    expect(alerts.length).toBeGreaterThanOrEqual(1);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('deletes only after the confirmation', async () => {
    const fetchMock = server();
    const { invalidate } = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Supprimer « Bulletin EIOPA »' }));
    expect(dialog().textContent).toContain('Supprimer « Bulletin EIOPA » ?');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requestsTo(fetchMock, 'DELETE', '/api/news/1')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Supprimer « Bulletin EIOPA »' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Actualité « Bulletin EIOPA » supprimée.')).toBeTruthy();
    expect(requestsTo(fetchMock, 'DELETE', '/api/news/1')).toHaveLength(1);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['collab', 'list', 'Actualités'] });
  });

  it('uploads a chosen logo and puts its address in the field, with a preview', async () => {
    server();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Publier une actualité' }));
    const input = within(dialog()).getByLabelText('Fichier du logo');
    const big = new File([new Uint8Array(2 * 1024 * 1024)], 'grand.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(within(dialog()).getByText('Le logo ne doit pas dépasser 1 Mo.')).toBeTruthy();
    fireEvent.change(input, {
      target: { files: [new File(['x'], 'a.txt', { type: 'text/plain' })] },
    });
    expect(within(dialog()).getByText(/doit être une image PNG/)).toBeTruthy();
    expect(FakeXhr.instances).toHaveLength(0);

    const logo = new File(['png'], 'logo.png', { type: 'image/png' });
    fireEvent.drop(within(dialog()).getByTestId('depot-logo'), {
      dataTransfer: { files: [logo] },
    });
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    const xhr = FakeXhr.last();
    expect([xhr.method, xhr.url]).toEqual(['POST', '/api/news/logos']);
    expect((xhr.body!.get('file') as File).name).toBe('logo.png');
    xhr.reply(201, { url: '/api/news/logos/abc.png' });
    await waitFor(() =>
      expect((within(dialog()).getByLabelText('Adresse du logo') as HTMLInputElement).value).toBe(
        '/api/news/logos/abc.png',
      ),
    );
    expect(within(dialog()).queryByText(/doit être une image/)).toBeNull();
  });

  it('shows the load error with « Réessayer »', async () => {
    let calls = 0;
    fakeServer([
      on('GET', '/api/news', () =>
        ++calls === 1 ? json(apiErrorBody(500, 'INTERNAL'), 500) : json([]),
      ),
    ]);
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(messages.news.load);
    fireEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText(/Aucune actualité\. Publiez la première/)).toBeTruthy();
  });
});
