import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { messages } from '@prisme/domain';
import { configureApi } from '../../../api/client';
import { queryClient } from '../../../api/query-client';
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
const bar = () => screen.getByRole('region', { name: 'Périmètre' });
const alertTexts = () =>
  within(bar())
    .queryAllByRole('alert')
    .map((alert) => alert.textContent);

/** Spec §8: each resource's own French message, with "Réessayer". */
describe('PerimeterBar load and save errors (spec §8)', () => {
  beforeEach(() => {
    resetAllStores();
    queryClient.clear();
    connectTestApi();
    sessionActions.setRights(false, flags);
    clientRoleActions.received([{ code: 'Client.DEMO1', name: 'Démo 1' }], false);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    configureApi(undefined);
  });

  it('shows the portfolios error with an empty list, and "Réessayer" loads them again', async () => {
    const { failing } = serveInventory(new Set(['portfolios']));
    navigationActions.perimeterRestored(emptySelection);
    renderWithQuery(<PerimeterBar />);
    await waitFor(() =>
      expect(alertTexts()).toEqual([`${messages.perimeter.portfolios}Réessayer`]),
    );
    const input = await screen.findByRole(
      'combobox',
      { name: 'Portefeuilles' },
      { timeout: 15_000 },
    );
    fireEvent.mouseDown(input);
    expect(await screen.findByText('Aucun portefeuille')).toBeTruthy();
    fireEvent.keyDown(input, { key: 'Escape' });

    failing.clear();
    fireEvent.click(within(bar()).getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(alertTexts()).toEqual([]));
    fireEvent.mouseDown(input);
    expect(await screen.findByRole('option', { name: 'P-VIE — Actif général vie' })).toBeTruthy();
  });

  it('shows the dates and compartments errors each with their message', async () => {
    const { failing } = serveInventory(new Set(['valuation-dates']));
    navigationActions.perimeterRestored({ ...emptySelection, portfolios: ['P-VIE'] });
    renderWithQuery(<PerimeterBar />);
    await waitFor(() => expect(alertTexts()).toEqual([`${messages.perimeter.dates}Réessayer`]));
    const dates = screen.getByLabelText('Date de valorisation') as HTMLSelectElement;
    expect(dates.disabled).toBe(true);
    expect(dates.textContent).toBe('Aucune date');

    failing.clear();
    failing.add('compartments');
    fireEvent.click(within(bar()).getByRole('button', { name: 'Réessayer' }));
    await waitFor(() =>
      expect(alertTexts()).toEqual([`${messages.perimeter.compartments}Réessayer`]),
    );
    expect(dates.value).toBe('2024-12-31');
  });

  it('shows a failed save, and "Réessayer" saves again', async () => {
    const { failing, saves } = serveInventory(new Set(['perimeter']));
    navigationActions.perimeterRestored(emptySelection);
    renderWithQuery(<PerimeterBar />);
    fireEvent.change(screen.getByLabelText('Niveau de transparisation'), {
      target: { value: '3' },
    });
    await waitFor(() => expect(alertTexts()).toEqual([`${messages.perimeter.save}Réessayer`]));
    failing.clear();
    fireEvent.click(within(bar()).getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(alertTexts()).toEqual([]));
    expect(saves).toEqual([expect.objectContaining({ lookThroughLevel: '3' })]);
  });

  it('shows a failed perimeter load, and "Réessayer" reads the saved perimeter again', async () => {
    const { fetchMock } = serveInventory();
    navigationActions.perimeterLoadFailed();
    renderWithQuery(<PerimeterBar />);
    expect(alertTexts()).toEqual([`${messages.perimeter.load}Réessayer`]);
    fireEvent.click(within(bar()).getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(useNavigationStore.getState().perimeterLoadFailed).toBe(false));
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/prisme/perimeter'))).toBe(
      true,
    );
    expect(alertTexts()).toEqual([]);
  });
});
