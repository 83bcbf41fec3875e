import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import {
  INTEGRATION_FILES_TOP,
  type ImportError,
  type IntegrationEntry,
  type IntegrationState,
} from '@prisme/domain';
import { queryRows, type Database, type Executor } from '../../db/client';
import { integrationLog } from '../../db/schema';

export type LogRow = typeof integrationLog.$inferSelect;

/** The API shape of a log row: the "Intégration" list fields of spec §3. */
export function toEntry(row: LogRow): IntegrationEntry {
  return {
    Id: row.id,
    Title: row.title,
    Categorie: row.category,
    Etat: row.state as IntegrationState,
    Expediteur: row.sender,
    Created: row.createdAt.toISOString(),
    NombreLignes: row.lineCount,
    RoleName: row.roleCode,
    NombreErreurs: row.errorCount,
  };
}

/** Which program runs an import: the server (an upload) or the command line. */
export type ImportOrigin = 'server' | 'cli';

/** Why an import that stopped mid-way reads « Rejeté », by the program that ran it. */
export const INTERRUPTED_REASONS: Record<ImportOrigin, string> = {
  server: "Import interrompu par l'arrêt du serveur : aucune donnée n'a été enregistrée.",
  cli: "Import interrompu : la commande d'import (npm run import) s'est arrêtée avant la fin ; aucune donnée n'a été enregistrée. Relancez-la.",
};

/**
 * Opens a log entry "En cours" in its own statement, before the import's transaction:
 * if the process dies mid-import, the entry survives and tells so (markInterruptedImports),
 * naming the program that ran it (kept in its details until the import closes it).
 */
export async function openLogEntry(
  db: Executor,
  entry: {
    roleCode: string | null;
    title: string;
    category: string;
    sender: string;
    senderId?: string;
    origin: ImportOrigin;
  },
): Promise<LogRow> {
  const { origin, ...values } = entry;
  const [row] = await db
    .insert(integrationLog)
    .values({ ...values, state: 'En cours', details: { origin } })
    .returning();
  return row!;
}

export async function closeLogEntry(
  db: Executor,
  id: number,
  outcome: {
    state: Exclude<IntegrationState, 'En cours'>;
    lineCount: number;
    errorCount: number;
    errors: ImportError[];
    details?: Record<string, unknown>;
  },
): Promise<LogRow> {
  const [row] = await db
    .update(integrationLog)
    .set(outcome)
    .where(eq(integrationLog.id, id))
    .returning();
  return row!;
}

/** Advisory-lock namespace of running imports: the lock lives as long as the import's transaction. */
const IMPORT_LOCK_NAMESPACE = 74116;

/** Taken first thing in an import's transaction, so others can tell it is alive. */
export async function holdImportLock(tx: Executor, importId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK_NAMESPACE}, ${importId})`);
}

/**
 * Marks "Rejeté" the entries left "En cours" by a process that died mid-import: their
 * transaction rolled back, nothing of theirs was kept. An entry whose import lock can be
 * taken has no live transaction, so imports running in other processes are left alone;
 * `alive` are this process's own imports (on the embedded database its one session would
 * take their lock again), also left alone. Run at start-up and whenever the log is read,
 * so an import whose command was killed reads failed at once.
 */
export async function markInterruptedImports(
  db: Database,
  alive: ReadonlySet<number> = new Set(),
): Promise<number> {
  const running = await db
    .select({ id: integrationLog.id, details: integrationLog.details })
    .from(integrationLog)
    .where(eq(integrationLog.state, 'En cours'));
  let marked = 0;
  for (const { id, details } of running) {
    if (alive.has(id)) continue;
    const origin: ImportOrigin = details?.['origin'] === 'cli' ? 'cli' : 'server';
    await db.transaction(async (tx) => {
      const [lock] = await queryRows<{ free: boolean }>(
        tx,
        sql`select pg_try_advisory_xact_lock(${IMPORT_LOCK_NAMESPACE}, ${id}) as free`,
      );
      if (!lock?.free) return;
      await tx
        .update(integrationLog)
        .set({
          state: 'Rejeté',
          errorCount: 1,
          errors: [{ line: 0, column: '', message: INTERRUPTED_REASONS[origin] }],
        })
        .where(and(eq(integrationLog.id, id), eq(integrationLog.state, 'En cours')));
      marked++;
    });
  }
  return marked;
}

/** The log of a client role, newest first, with the shared reference-data entries. */
export async function listLogEntries(db: Executor, roleCode: string): Promise<LogRow[]> {
  return db
    .select()
    .from(integrationLog)
    .where(or(eq(integrationLog.roleCode, roleCode), isNull(integrationLog.roleCode)))
    .orderBy(desc(integrationLog.createdAt), desc(integrationLog.id))
    .limit(INTEGRATION_FILES_TOP);
}

export async function findLogEntry(
  db: Executor,
  id: number,
  roleCode: string,
): Promise<LogRow | undefined> {
  const [row] = await db
    .select()
    .from(integrationLog)
    .where(
      and(
        eq(integrationLog.id, id),
        or(eq(integrationLog.roleCode, roleCode), isNull(integrationLog.roleCode)),
      ),
    );
  return row;
}
