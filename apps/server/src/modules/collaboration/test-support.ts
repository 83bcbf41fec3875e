import { integrationLog } from '../../db/schema';
import type { TestApp } from '../../test/test-app';

export const NEWS_ITEMS = "/api/collab/_api/lists/getbytitle('Actualités')/items";
export const INTEGRATION_ITEMS = "/api/collab/_api/lists/getbytitle('Intégration')/items";

/** Integration log entries of three clients and one shared, oldest first. */
export async function seedIntegrationLog(t: TestApp): Promise<void> {
  const entry = (
    roleCode: string | null,
    title: string,
    category: string,
    state: string,
    createdAt: string,
  ) => ({
    roleCode,
    title,
    category,
    state,
    sender: roleCode ? `Expéditeur ${roleCode}` : 'Administrateur Prisme',
    createdAt: new Date(createdAt),
    lineCount: 10,
  });
  await t.db
    .insert(integrationLog)
    .values([
      entry(null, 'courbes-eiopa.xlsx', 'Courbes de taux', 'Intégré', '2026-10-01T08:00:00Z'),
      entry('Client.DEMO1', 'inventaire-1.csv', 'Inventaire', 'Intégré', '2026-10-02T08:00:00Z'),
      entry('Client.DEMO1', 'inventaire-2.csv', 'Inventaire', 'Rejeté', '2026-10-03T08:00:00Z'),
      entry('Client.DEMO2', 'inventaire-3.csv', 'Inventaire', 'Intégré', '2026-10-04T08:00:00Z'),
      entry('FDLCCP', 'inventaire-4.csv', 'Inventaire', 'Intégré', '2026-10-05T08:00:00Z'),
    ]);
}
