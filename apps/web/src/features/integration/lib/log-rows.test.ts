import { describe, expect, it } from 'vitest';
import type { IntegrationEntry } from '@prisme/domain';
import { compareDay, toLogRow, toLogRows } from './log-rows';

const entry = (Id: number, Created: string): IntegrationEntry => ({
  Id,
  Title: `fichier-${Id}.csv`,
  Categorie: 'Inventaire',
  Etat: 'Intégré',
  Expediteur: 'Ana Lyste',
  Created,
  NombreLignes: 10,
  RoleName: 'Client.DEMO1',
  NombreErreurs: 0,
});

describe('log rows', () => {
  it('maps an entry of the "Intégration" list to a grid row', () => {
    expect(toLogRow(entry(7, '2025-03-12T13:30:00Z'))).toEqual({
      id: '7',
      file: 'fichier-7.csv',
      category: 'Inventaire',
      state: 'Intégré',
      sender: 'Ana Lyste',
      created: new Date('2025-03-12T13:30:00Z'),
      lines: 10,
      errors: 0,
    });
  });

  it('orders the rows newest first, whatever the answer order', () => {
    const rows = toLogRows([
      entry(1, '2025-01-01T00:00:00Z'),
      entry(3, '2025-03-01T00:00:00Z'),
      entry(2, '2025-02-01T00:00:00Z'),
    ]);
    expect(rows.map((row) => row.id)).toEqual(['3', '2', '1']);
  });

  it('compares a file date with the filter day, ignoring the time', () => {
    const day = new Date(2025, 2, 12);
    expect(compareDay(day, new Date(2025, 2, 12, 14, 30))).toBe(0);
    expect(compareDay(day, new Date(2025, 2, 13, 0, 1))).toBeGreaterThan(0);
    expect(compareDay(day, new Date(2025, 2, 11, 23, 59))).toBeLessThan(0);
  });
});
