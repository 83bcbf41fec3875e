import { mkdir, readFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type {
  QueryAnswer,
  QueryCall,
  ThreadAnswer,
  ThreadCall,
  ThreadError,
  ThreadStart,
} from './protocol';

/**
 * The embedded database's own thread. PGlite runs PostgreSQL compiled to WebAssembly and a
 * statement holds the thread that runs it until it ends (it knows no statement_timeout,
 * having no signals): here it holds this thread, never the server's event loop. Calls are
 * handled as they come; PGlite itself serialises them (one statement at a time, and no
 * statement outside a transaction while one is open).
 */

const port = parentPort!;
const { dataDir, loadFrom } = workerData as ThreadStart;
// No top-level await: thread-entry.cjs loads this module through require.
let db!: PGlite;

interface OpenTransaction {
  tx: Transaction;
  end(commit: boolean): void;
  /** Settles when PGlite has committed or rolled back. */
  ended: Promise<void>;
}
const transactions = new Map<number, OpenTransaction>();
let lastTx = 0;

const ROLLBACK = Symbol('rollback');

function begin(): Promise<number> {
  return new Promise((opened, failed) => {
    const txId = ++lastTx;
    let end!: (commit: boolean) => void;
    const decided = new Promise<void>((commit, rollback) => {
      end = (yes) => (yes ? commit() : rollback(ROLLBACK));
    });
    const ended = db.transaction(async (tx) => {
      transactions.set(txId, { tx, end, ended });
      opened(txId);
      await decided;
    });
    ended.catch((error: unknown) => {
      if (!transactions.has(txId)) failed(error);
    });
  });
}

async function finish(txId: number, commit: boolean): Promise<void> {
  const open = transactions.get(txId);
  if (!open) throw new Error(`transaction ${txId} inconnue`);
  open.end(commit);
  try {
    await open.ended;
  } catch (error) {
    if (error !== ROLLBACK) throw error;
  } finally {
    transactions.delete(txId);
  }
}

async function query(call: QueryCall): Promise<QueryAnswer> {
  const target = call.tx === undefined ? db : transactions.get(call.tx)?.tx;
  if (!target) throw new Error(`transaction ${call.tx} inconnue`);
  const keepText = (text: string) => text;
  const result = await target.query(call.sql, call.params, {
    rowMode: call.rowMode,
    parsers: Object.fromEntries(call.textTypes.map((oid) => [oid, keepText])),
    ...(call.blob ? { blob: new Blob([call.blob]) } : {}),
  });
  return {
    rows: result.rows,
    fields: result.fields,
    affectedRows: result.affectedRows,
    blob: result.blob ? await result.blob.arrayBuffer() : undefined,
  };
}

function asThreadError(error: unknown): ThreadError {
  if (!(error instanceof Error)) return { message: String(error), fields: {} };
  const fields: ThreadError['fields'] = {};
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  }
  return { message: error.message, fields };
}

async function handle(call: ThreadCall): Promise<QueryAnswer | { tx: number } | null> {
  switch (call.op) {
    case 'query':
      return query(call);
    case 'begin':
      return { tx: await begin() };
    case 'end':
      await finish(call.tx, call.commit);
      return null;
    case 'close':
      await db.close();
      return null;
  }
}

async function open(): Promise<void> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  // A dump loads in a fraction of an empty cluster's initdb plus the migrations.
  db = loadFrom
    ? await PGlite.create({ dataDir, loadDataDir: new Blob([await readFile(loadFrom)]) })
    : await PGlite.create(dataDir);
}

port.on('message', (call: ThreadCall) => {
  handle(call).then(
    (value) => {
      const answer: ThreadAnswer = { id: call.id, ok: true, value };
      const blob = value && 'blob' in value ? value.blob : undefined;
      port.postMessage(answer, blob ? [blob] : []);
    },
    (error: unknown) => port.postMessage({ id: call.id, ok: false, error: asThreadError(error) }),
  );
});
void open().then(() => port.postMessage({ id: -1, ready: true } satisfies ThreadAnswer));
