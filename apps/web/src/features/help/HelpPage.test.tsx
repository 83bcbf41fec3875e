import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { HelpPage } from './HelpPage';

function renderHelp(path = '/help') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <HelpPage title="Aide" />
    </MemoryRouter>,
  );
}

const searchField = () => screen.getByRole('combobox', { name: 'Rechercher dans l’aide' });

// Rendering the whole guide in jsdom takes a few seconds.
describe('HelpPage', { timeout: 30_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('renders the guide with its table of contents', () => {
    renderHelp();
    expect(screen.getByRole('heading', { level: 1, name: 'Aide' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Le SCR de marché' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Glossaire' })).toBeTruthy();
    // Narrow screen (no media queries in jsdom): the table of contents folds.
    fireEvent.click(screen.getByRole('button', { name: 'Sommaire' }));
    const toc = screen.getByRole('navigation', { name: 'Sommaire' });
    expect(within(toc).getByRole('button', { name: 'La transparisation' })).toBeTruthy();
    // Tables of the Markdown become tables.
    expect(screen.getAllByRole('table').length).toBeGreaterThan(10);
  });

  it('finds a word without its accents and highlights it in the opened section', async () => {
    renderHelp();
    fireEvent.change(searchField(), { target: { value: 'echelon concentration' } });
    const list = await screen.findByRole('listbox', { name: 'Résultats de la recherche' });
    const options = within(list).getAllByRole('option');
    expect(options[0]!.textContent).toContain('Risque de concentration');
    expect(within(options[0]!).getByText('concentration', { selector: 'mark' })).toBeTruthy();

    fireEvent.keyDown(searchField(), { key: 'Enter' });
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    const heading = screen.getByRole('heading', { name: /Risque de concentration/ });
    expect(document.activeElement).toBe(heading);
    const marks = document.querySelectorAll('article mark.help-hit');
    expect(marks.length).toBeGreaterThan(2);
    expect([...marks].map((m) => m.textContent?.toLowerCase())).toContain('échelon');
  });

  it('moves through the results with the arrow keys', async () => {
    renderHelp();
    fireEvent.change(searchField(), { target: { value: 'LTEI' } });
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.length).toBeGreaterThan(1);
    expect(options[0]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(searchField(), { key: 'ArrowDown' });
    expect(options[1]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(searchField(), { key: 'ArrowUp' });
    fireEvent.keyDown(searchField(), { key: 'ArrowUp' });
    expect(options[options.length - 1]!.getAttribute('aria-selected')).toBe('true');
  });

  it('says so when nothing matches', async () => {
    renderHelp();
    fireEvent.change(searchField(), { target: { value: 'concentration zzzzz' } });
    expect(await screen.findByText('Aucun résultat')).toBeTruthy();
  });

  it('focuses the search with / and Ctrl+K', () => {
    renderHelp();
    fireEvent.keyDown(document.body, { key: '/' });
    expect(document.activeElement).toBe(searchField());
    (document.activeElement as HTMLElement).blur();
    fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true });
    expect(document.activeElement).toBe(searchField());
  });

  it('keeps the folded table of contents’ entries in place while it is open', async () => {
    renderHelp();
    // Folded, the table of contents is rendered but hidden.
    const listed = () =>
      [...document.querySelectorAll('nav[aria-label="Sommaire"] [role="button"]')].map(
        (entry) => entry.textContent,
      );
    // jsdom lays nothing out: every heading is at the top, the last chapter is the one read.
    await waitFor(() => expect(listed()).not.toContain('Se connecter'));
    const toggle = screen.getByRole('button', { name: 'Sommaire' });
    fireEvent.click(toggle);
    const atOpening = listed();

    // The page scrolls back to the top: the first chapter becomes the one read.
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 0, y: 1000, width: 100, height: 20 }),
    );
    fireEvent.scroll(document);
    const toc = screen.getByRole('navigation', { name: 'Sommaire' });
    const first = within(toc).getByRole('button', { name: 'Démarrer avec Prisme' });
    await waitFor(() => expect(first.getAttribute('aria-current')).toBe('location'));
    expect(listed()).toEqual(atOpening);

    // Folded, it lists the sections of the chapter read.
    fireEvent.click(toggle);
    await waitFor(() => expect(listed()).toContain('Se connecter'));
  });

  it('opens at the section a link names', async () => {
    renderHelp('/help?section=le-perimetre');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Le périmètre' })),
    );
  });

  it('follows in-page links without changing the location', () => {
    renderHelp();
    const link = screen.getAllByRole('link', { name: 'Le périmètre' })[0]!;
    fireEvent.click(link);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Le périmètre' }));
  });
});
