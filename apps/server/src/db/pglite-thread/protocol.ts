/**
 * The messages between the main thread and the PGlite thread (pglite.worker.ts). A call
 * carries an id; the thread answers each id once, with a result or an error.
 */

export interface QueryCall {
  op: 'query';
  id: number;
  sql: string;
  params: unknown[] | undefined;
  rowMode: 'array' | 'object' | undefined;
  /**
   * Type OIDs whose values stay as PostgreSQL's text. Drizzle's parsers for dates,
   * timestamps and intervals are identities; a function cannot cross threads, so the
   * thread applies the identity itself to the OIDs the caller named.
   */
  textTypes: number[];
  /** COPY … FROM '/dev/blob': the blob's bytes, moved to the thread. */
  blob: ArrayBuffer | undefined;
  /** The open transaction the statement belongs to, if any. */
  tx: number | undefined;
}

export type ThreadCall =
  | QueryCall
  | { op: 'begin'; id: number }
  | { op: 'end'; id: number; tx: number; commit: boolean }
  | { op: 'close'; id: number };

export interface QueryAnswer {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows: number | undefined;
  /** COPY … TO '/dev/blob': what PGlite wrote, moved back. */
  blob: ArrayBuffer | undefined;
}

/** A database error as plain data: its message and PostgreSQL's fields (code, detail…). */
export interface ThreadError {
  message: string;
  fields: Record<string, string | number | undefined>;
}

export type ThreadAnswer =
  | { id: number; ok: true; value: QueryAnswer | { tx: number } | null }
  | { id: number; ok: false; error: ThreadError }
  | { id: -1; ready: true };

/** What the thread needs to open its database. */
export interface ThreadStart {
  /** A folder (created if missing), or undefined for a database in memory. */
  dataDir: string | undefined;
  /**
   * A PGlite dump (the tarball of `dumpDataDir`) an in-memory database starts from, in
   * place of an empty cluster: the tests' migrated template (test/global-setup.ts).
   */
  loadFrom: string | undefined;
  /** The path of pglite.worker.ts, which thread-entry.cjs requires. */
  module: string;
}
