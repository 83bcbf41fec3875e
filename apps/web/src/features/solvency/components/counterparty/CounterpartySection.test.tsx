import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { configureApi } from '../../../../api/client';
import { fakeServer, on, requestsTo } from '../../../../test/fake-server';
import { connectTestApi, json, renderWithQuery } from '../../../../test/render';
import { SCR_PERIMETER_ID } from '../../testing/scr-result';
import { counterpartySummary, groupExposures } from '../../testing/counterparty';
import { CounterpartySection, NOT_COMPUTED_MESSAGE } from './CounterpartySection';

const LINES = '/api/solvency/counterparty/lines';
const spaced = (text: string | null) => (text ?? '').replace(/\s+/g, ' ');

describe('CounterpartySection', () => {
  beforeEach(() => connectTestApi());
  afterEach(() => {
    vi.unstubAllGlobals();
    configureApi(undefined);
  });

  it('shows the charge, the Art. 200 band and the names; drills into one group’s lines', async () => {
    const fetchMock = fakeServer([
      on('GET', LINES, () =>
        json({ perimeterID: SCR_PERIMETER_ID, name: 'GRP-AB', exposures: groupExposures }),
      ),
    ]);
    renderWithQuery(
      <CounterpartySection perimeterId={SCR_PERIMETER_ID} counterparty={counterpartySummary} />,
    );
    const section = screen.getByRole('region', { name: 'Risque de contrepartie (type 1)' });
    const charge = spaced(
      within(section).getByRole('region', { name: 'SCR défaut type 1 (art. 200)' }).textContent,
    );
    expect(charge).toContain('135 169');
    expect(charge).toContain('3 σ (σ ≤ 7 % de ΣLGD, art. 200(1))');
    const names = within(section).getByRole('table', {
      name: 'Risque de contrepartie par groupe ou contrepartie',
    });
    expect(within(names).getByText('Groupe bancaire AB')).toBeTruthy();
    // Nothing is asked of the server before a drill-down.
    expect(requestsTo(fetchMock, 'GET', LINES)).toHaveLength(0);
    fireEvent.click(
      within(section).getByRole('button', { name: 'Voir les expositions de Groupe bancaire AB' }),
    );
    const lines = await within(section).findByRole('table', {
      name: 'Expositions de Groupe bancaire AB',
    });
    const [request] = requestsTo(fetchMock, 'GET', LINES);
    expect(request!.url.searchParams.get('name')).toBe('GRP-AB');
    expect(request!.url.searchParams.get('perimeterID')).toBe(SCR_PERIMETER_ID);
    const text = spaced(lines.textContent);
    expect(text).toContain('Compte courant EUR — Banque A (CAU/CPT-A)');
    expect(text).toContain('0,050 %');
    expect(text).toContain('Échelon de qualité de crédit (Art. 199(2))');
    expect(text).toContain(
      'Effet d’atténuation du risque de marché non fourni : pris à 0 (Art. 196)',
    );
  });

  it('splits by kind and lists the lines left out of type 1 with why', () => {
    fakeServer([]);
    renderWithQuery(
      <CounterpartySection perimeterId={SCR_PERIMETER_ID} counterparty={counterpartySummary} />,
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Par nature' }));
    const kinds = screen.getByRole('table', {
      name: 'Risque de contrepartie par nature d’exposition',
    });
    expect(within(kinds).getByText('Avoirs en banque')).toBeTruthy();
    expect(within(kinds).getByText('Dérivés')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Lignes hors type 1' }));
    expect(
      screen.getByText('Numéraire (billets et pièces) : pas de contrepartie (Art. 189(2)(b))'),
    ).toBeTruthy();
  });

  it('says a result computed before the charge has none', () => {
    fakeServer([]);
    renderWithQuery(
      <CounterpartySection perimeterId={SCR_PERIMETER_ID} counterparty={undefined} />,
    );
    expect(screen.getByText(NOT_COMPUTED_MESSAGE)).toBeTruthy();
  });
});
