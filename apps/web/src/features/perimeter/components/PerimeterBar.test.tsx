import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { configureApi } from '../../../api/client';
import { onPerimeterChange } from '../../../lib/perimeter-channel';
import {
  clientRoleActions,
  emptySelection,
  navigationActions,
  resetAllStores,
  sessionActions,
  useNavigationStore,
} from '../../../state';
import { serveInventory } from '../../../test/inventory-server';
import { connectTestApi, renderWithQuery } from '../../../test/render';
import { PerimeterBar } from './PerimeterBar';

const flags = { transparency: true, simulation: true, solvency: true, esg: true, risk: true };
const perimeter = () => useNavigationStore.getState().perimeter;

/** Opens a multi-select of the bar (its lazy chunk first) and ticks an option. */
async function tick(field: string, option: string) {
  const input = await screen.findByRole('combobox', { name: field }, { timeout: 15_000 });
  fireEvent.mouseDown(input);
  fireEvent.click(await screen.findByRole('option', { name: option }));
  fireEvent.keyDown(input, { key: 'Escape' });
}

const dateSelect = () => screen.getByLabelText('Date de valorisation') as HTMLSelectElement;
const optionTexts = (select: HTMLSelectElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('PerimeterBar', () => {
  beforeEach(() => {
    resetAllStores();
    connectTestApi();
    sessionActions.setRights(false, flags);
    clientRoleActions.received([{ code: 'Client.DEMO1', name: 'Démo 1' }], false);
    navigationActions.perimeterRestored(emptySelection);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    configureApi(undefined);
  });

  it('chooses portfolios, then offers their dates newest first and their compartments', async () => {
    const { saves } = serveInventory();
    renderWithQuery(<PerimeterBar />);
    await tick('Portefeuilles', 'P-VIE — Actif général vie');
    expect(perimeter().portfolios).toEqual(['P-VIE']);
    // The dates arrive and the newest is taken; shown dd/mm/yyyy.
    await waitFor(() => expect(dateSelect().value).toBe('2024-12-31'));
    expect(optionTexts(dateSelect())).toEqual(['31/12/2024', '30/11/2024']);

    const compartments = screen.getByRole('combobox', { name: 'Compartiments' });
    fireEvent.mouseDown(compartments);
    // Grouped under their portfolio, named "code — libellé".
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByText('P-VIE — Actif général vie')).toBeTruthy();
    fireEvent.click(within(listbox).getByRole('option', { name: 'GEN — Actif général' }));
    expect(perimeter().compartments).toEqual(['GEN']);

    fireEvent.change(screen.getByLabelText('Niveau de transparisation'), {
      target: { value: '2' },
    });
    // Saved once the changes settle (debounced), with the request of spec §3.
    await waitFor(() =>
      expect(saves.at(-1)).toEqual({
        rolename: 'Client.DEMO1',
        portfolios: ['P-VIE'],
        valuationDate: '2024-12-31',
        compartments: ['GEN'],
        lookThroughLevel: '2',
        userID: 'u1',
      }),
    );
    expect(useNavigationStore.getState().perimeterChanged).toBe(true);
  });

  it('keeps the chosen date when other portfolios still have it, else takes the newest', async () => {
    serveInventory();
    navigationActions.perimeterRestored({
      ...emptySelection,
      portfolios: ['P-VIE'],
      valuationDate: '2024-12-31',
    });
    renderWithQuery(<PerimeterBar />);
    await tick('Portefeuilles', 'P-RET — Retraite');
    await waitFor(() => expect(optionTexts(dateSelect())).toHaveLength(3));
    expect(perimeter().valuationDate).toBe('2024-12-31');

    navigationActions.portfoliosChosen(['P-UC']);
    await waitFor(() => expect(perimeter().valuationDate).toBe('2023-12-31'));
  });

  it('ticks a compartment in its own portfolio only; the same code in all is one entry (issue 14)', async () => {
    serveInventory();
    navigationActions.perimeterRestored({
      ...emptySelection,
      portfolios: ['P-RET', 'P-VIE'],
      valuationDate: '2024-12-31',
    });
    renderWithQuery(<PerimeterBar />);
    const input = await screen.findByRole(
      'combobox',
      { name: 'Compartiments' },
      { timeout: 15_000 },
    );
    fireEvent.mouseDown(input);
    const gen = () => screen.getAllByRole('option', { name: 'GEN — Actif général' });
    await waitFor(() => expect(gen()).toHaveLength(2));
    fireEvent.click(gen()[0]!);
    // Ticked under the first portfolio only: that portfolio's compartment.
    expect(gen().map((o) => o.getAttribute('aria-selected'))).toEqual(['true', 'false']);
    expect(perimeter().compartments).toEqual(['P-RET|GEN']);
    fireEvent.click(gen()[1]!);
    // Under both: the spec's bare code.
    expect(perimeter().compartments).toEqual(['GEN']);
    const bar = screen.getByRole('region', { name: 'Périmètre' });
    // Two chips, one per portfolio's compartment (the second folded into « +1 »).
    expect(within(bar).getByText('GEN')).toBeTruthy();
    expect(within(bar).getAllByText('+1').length).toBeGreaterThan(0);
    // The « +1 » says which portfolio each compartment belongs to, seen and spoken (issue 40).
    expect(within(bar).getByTitle('P-RET : GEN ; P-VIE : GEN')).toBeTruthy();
    expect(within(bar).getByText('et 1 de plus — P-RET : GEN ; P-VIE : GEN')).toBeTruthy();
    // Still one chip while the field has the focus: the bar keeps its height, and what
    // the user clicks next does not move from under the pointer (field-sizes.ts).
    act(() => input.focus());
    expect(document.activeElement).toBe(input);
    expect(within(bar).getAllByText('GEN')).toHaveLength(1);
    fireEvent.click(gen()[0]!);
    expect(perimeter().compartments).toEqual(['P-VIE|GEN']);
    expect(gen().map((o) => o.getAttribute('aria-selected'))).toEqual(['false', 'true']);
  });

  it('does not save what it shows on opening, and tells report tabs once a change is saved', async () => {
    const { saves } = serveInventory();
    const reports = vi.fn();
    const stop = onPerimeterChange(reports);
    renderWithQuery(<PerimeterBar />);
    await screen.findByRole('combobox', { name: 'Portefeuilles' }, { timeout: 15_000 });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(saves).toEqual([]);
    fireEvent.change(screen.getByLabelText('Niveau de transparisation'), {
      target: { value: '1' },
    });
    await waitFor(() => expect(saves).toHaveLength(1));
    await waitFor(() => expect(reports).toHaveBeenCalledOnce());
    stop();
  });

  it('locks every field while the inventory loads', async () => {
    serveInventory();
    navigationActions.transparisationStarted();
    renderWithQuery(<PerimeterBar />);
    const portfolios = await screen.findByRole(
      'combobox',
      { name: 'Portefeuilles' },
      { timeout: 15_000 },
    );
    expect((portfolios as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('Niveau de transparisation') as HTMLSelectElement).disabled).toBe(
      true,
    );
  });
});
