import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { messages, type NewsListItem } from '@prisme/domain';
import { configureApi } from '../../api/client';
import { collabSite, listTitleOf } from '../../api/collab-fake-site';
import { fakeServer } from '../../test/fake-server';
import { apiErrorBody, connectTestApi, json, renderWithQuery } from '../../test/render';
import { clientRoleActions, navigationActions, resetAllStores } from '../../state';
import { HomePage, type ModuleShortcut } from './HomePage';

const item = (Id: number, over: Partial<NewsListItem> = {}): NewsListItem => ({
  Id,
  Title: `Actualité ${Id}`,
  Logo: { Url: `/api/news/logos/${Id}.png` },
  DatePublication: '2025-03-05T00:00:00Z',
  LienPdf: { Url: `https://example.org/${Id}.pdf` },
  LienSource: { Url: `https://example.org/${Id}` },
  Introduction: `Introduction ${Id}`,
  ...over,
});

const shortcuts: ModuleShortcut[] = [
  {
    id: 'solvency',
    label: 'Solvabilité II',
    description: 'SCR marché',
    links: [
      { path: '/solvency/home', title: 'Paramètres SCR', disabled: false },
      { path: '/solvency/results', title: 'Résultats', disabled: true, reason: 'Calculez' },
    ],
  },
];

function renderHome(answers: Array<unknown[] | Response | Promise<Response>>) {
  let index = 0;
  const fetchMock = fakeServer(
    collabSite({ Actualités: () => answers[Math.min(index++, answers.length - 1)]! }),
  );
  renderWithQuery(
    <MemoryRouter>
      <HomePage title="Accueil" userName="Ana Lyste" shortcuts={shortcuts} />
    </MemoryRouter>,
  );
  return fetchMock;
}

const newsReads = (fetchMock: ReturnType<typeof fakeServer>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => listTitleOf(url) === 'Actualités');

describe('HomePage', () => {
  beforeEach(() => {
    resetAllStores();
    connectTestApi();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    configureApi(undefined);
  });

  it('shows the news newest id first, as cards with their date and links', async () => {
    const fetchMock = renderHome([[item(3), item(7, { LienPdf: null }), item(5)]]);
    const list = await screen.findByRole('list', { name: 'Actualités' });
    const cards = within(list).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Actualité 7',
      'Actualité 5',
      'Actualité 3',
    ]);
    expect(within(cards[0]!).getByText('Publié le 05/03/2025')).toBeTruthy();
    expect(within(cards[0]!).getByText('Introduction 7')).toBeTruthy();
    // No PDF on item 7: only its source.
    expect(within(cards[0]!).queryByRole('link', { name: /PDF/ })).toBeNull();
    const pdf = within(cards[1]!).getByRole('link', { name: 'PDF (nouvel onglet)' });
    expect(pdf.getAttribute('href')).toBe('https://example.org/5.pdf');
    expect(pdf.getAttribute('target')).toBe('_blank');
    expect(pdf.getAttribute('rel')).toBe('noopener noreferrer');
    const source = within(cards[1]!).getByRole('link', { name: 'Source (nouvel onglet)' });
    expect(source.getAttribute('href')).toBe('https://example.org/5');
    const read = newsReads(fetchMock)[0]!;
    expect(read.searchParams.get('$orderby')).toBe('Id desc');
    expect(read.searchParams.get('$select')).toBe(
      'Id,Title,Logo,DatePublication,LienPdf,LienSource,Introduction',
    );
  });

  it('shows skeletons while the news load', () => {
    renderHome([new Promise<Response>(() => {})]);
    expect(screen.getByRole('status', { name: 'Chargement des actualités' })).toBeTruthy();
  });

  it('says so when there is no news', async () => {
    renderHome([[]]);
    expect(await screen.findByText('Aucune actualité.')).toBeTruthy();
  });

  it('empties the list on a failed read, says so in French and reads again on retry', async () => {
    const fetchMock = renderHome([json(apiErrorBody(500, 'INTERNAL'), 500), [item(1)]]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(messages.news.load);
    expect(messages.news.load).toBe(
      'Une erreur est survenue pendant le chargement des actualités.',
    );
    expect(screen.queryByRole('list', { name: 'Actualités' })).toBeNull();
    fireEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    const list = await screen.findByRole('list', { name: 'Actualités' });
    expect(within(list).getAllByRole('article')).toHaveLength(1);
    expect(newsReads(fetchMock)).toHaveLength(2);
  });

  it('welcomes the user with the current perimeter', async () => {
    clientRoleActions.received([{ code: 'Client.DEMO1', name: 'Démo 1' }], false);
    navigationActions.perimeterRestored({
      portfolios: ['P-VIE', 'P-RETRAITE'],
      valuationDate: '2024-12-31',
      compartments: ['GEN'],
      lookThroughLevel: 'FULL',
    });
    renderHome([[]]);
    expect(screen.getByText('Bonjour Ana Lyste.')).toBeTruthy();
    expect(screen.getByTestId('perimetre-courant').textContent).toBe(
      'Périmètre en cours : Client.DEMO1 — Démo 1 · portefeuilles P-VIE, P-RETRAITE · au 31/12/2024.',
    );
    await screen.findByText('Aucune actualité.');
  });

  it('asks for a client when none is chosen', async () => {
    renderHome([[]]);
    expect(screen.getByTestId('perimetre-courant').textContent).toMatch(/Choisissez un client/);
    await screen.findByText('Aucune actualité.');
  });

  it('offers the module shortcuts it is given, greyed out as the menu', async () => {
    renderHome([[]]);
    const nav = screen.getByRole('navigation', { name: 'Accès rapides' });
    expect(within(nav).getByRole('heading', { name: 'Solvabilité II' })).toBeTruthy();
    const parameters = within(nav).getByRole('link', { name: 'Paramètres SCR' });
    expect(parameters.getAttribute('href')).toBe('/solvency/home');
    // A disabled link is no link: its reason is in the tooltip.
    expect(within(nav).queryByRole('link', { name: 'Résultats' })).toBeNull();
    await waitFor(() => expect(within(nav).getByText('Résultats')).toBeTruthy());
    await screen.findByText('Aucune actualité.');
  });
});
