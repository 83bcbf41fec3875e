import { describe, expect, it } from 'vitest';
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
