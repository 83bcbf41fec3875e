import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { integrationLog } from '../../db/schema';
import { testDatabaseKinds } from '../../test/databases';
import { createTestApp, type TestApp } from '../../test/test-app';
import { markInterruptedImports, openLogEntry, type ImportOrigin } from './log-repository';

const open = (t: TestApp, title: string, origin: ImportOrigin) =>
  openLogEntry(t.db, {
    roleCode: 'Client.DEMO1',
    title,
    category: 'Inventaire',
    sender: 'Ligne de commande (ops)',
    origin,
  });

const stateOf = async (t: TestApp, id: number) =>
  (await t.db.select().from(integrationLog).where(eq(integrationLog.id, id)))[0]!;

describe.each(testDatabaseKinds())('an import that stopped mid-way, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('reads « Rejeté » as soon as the log is listed, naming the command that was killed', async () => {
    const killed = await open(t, 'tue.csv', 'cli');
    const list = await t.call('analyste', 'GET', '/api/integration/files?rolename=Client.DEMO1');
    expect(list.statusCode).toBe(200);
    const entry = list.json().find((e: { Id: number }) => e.Id === killed.id);
    expect(entry).toMatchObject({ Etat: 'Rejeté', NombreErreurs: 1 });
    const report = await t.call(
      'analyste',
      'GET',
      `/api/integration/files/${killed.id}/errors?rolename=Client.DEMO1`,
    );
    expect(report.json()[0].message).toBe(
      "Import interrompu : la commande d'import (npm run import) s'est arrêtée avant la fin ; aucune donnée n'a été enregistrée. Relancez-la.",
    );
  });

  it('blames the server for an upload it was running when it stopped', async () => {
    const upload = await open(t, 'envoi.csv', 'server');
    expect(await markInterruptedImports(t.db)).toBe(1);
    expect((await stateOf(t, upload.id)).errors![0]!.message).toBe(
      "Import interrompu par l'arrêt du serveur : aucune donnée n'a été enregistrée.",
    );
  });

  it("leaves alone this process's own imports under way", async () => {
    const running = await open(t, 'en-cours.csv', 'server');
    expect(await markInterruptedImports(t.db, new Set([running.id]))).toBe(0);
    expect((await stateOf(t, running.id)).state).toBe('En cours');
    await markInterruptedImports(t.db);
  });
});
