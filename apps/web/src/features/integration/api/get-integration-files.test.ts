import { describe, expect, it } from 'vitest';
import type { IntegrationEntry } from '@prisme/domain';
import { integrationFilesKey, refreshInterval } from './get-integration-files';

const now = Date.parse('2025-03-12T12:00:00Z');
const entry = (Etat: IntegrationEntry['Etat'], minutesAgo: number): IntegrationEntry => ({
  Id: 1,
  Title: 'f.csv',
  Categorie: 'Inventaire',
  Etat,
  Expediteur: 'A',
  Created: new Date(now - minutesAgo * 60_000).toISOString(),
  NombreLignes: 0,
  RoleName: 'Client.A',
  NombreErreurs: 0,
});

describe('integration log query', () => {
  it('is cached per client role, under the collaboration list', () => {
    expect(integrationFilesKey('Client.A')).toEqual(['collab', 'list', 'Intégration', 'Client.A']);
  });

  it('reads the log again only while a recent file is being integrated', () => {
    expect(refreshInterval(undefined, now)).toBe(false);
    expect(refreshInterval([entry('Intégré', 1), entry('Rejeté', 1)], now)).toBe(false);
    expect(refreshInterval([entry('Intégré', 1), entry('En cours', 2)], now)).toBe(5000);
    expect(refreshInterval([entry('En cours', 45)], now)).toBe(false);
  });
});
