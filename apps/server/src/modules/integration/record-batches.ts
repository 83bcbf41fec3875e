import { getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { BinaryWriter, rowEncoder } from '../../db/bulk/binary-copy-format';
import type { BulkColumn, BulkRow } from '../../db/bulk/columns';
import type { Executor } from '../../db/client';
import { copyEncodedChunks } from '../../db/copy-out/encoded-copy';

/*
 * The batches of a table import (table-import.ts): the valid records read since the last
 * write, kept as the records themselves for an importer that writes them, or encoded for
 * COPY as they come for one that names a copy target.
 */

/**
 * Where a file's records are copied as they are read (COPY in binary): each record is
 * encoded at once, so that a batch holds bytes rather than objects, none of which
 * outlives its line (the inventory, the largest file: bench:import).
 */
export interface CopyTarget {
  table: PgTable;
  /** The record's properties written, each into its column; undefined writes NULL. */
  columns: readonly BulkColumn[];
  /** Before each batch is copied: what the records read so far replace. */
  beforeBatch?(): Promise<void>;
}

/** The valid records of the batch under way, and how it is written once full. */
export interface Batch<T> {
  add(record: T): void;
  readonly size: number;
  /** The batch so far, as its write; a new batch starts. */
  take(): () => Promise<void>;
}

export function recordBatch<T>(writeBatch: (records: T[]) => Promise<void>): Batch<T> {
  let records: T[] = [];
  return {
    add: (record) => void records.push(record),
    get size() {
      return records.length;
    },
    take() {
      const taken = records;
      records = [];
      return () => writeBatch(taken);
    },
  };
}

export function encodedBatch<T>(tx: Executor, target: CopyTarget): Batch<T> {
  const encode = rowEncoder(target.columns);
  const table = getTableName(target.table);
  const names = target.columns.map((column) => column.name);
  let out = new BinaryWriter();
  let size = 0;
  return {
    add(record) {
      encode(out, record as BulkRow);
      size++;
    },
    get size() {
      return size;
    },
    take() {
      const chunks = out.chunksOut();
      out = new BinaryWriter();
      size = 0;
      return async () => {
        await target.beforeBatch?.();
        await copyEncodedChunks(tx, table, names, chunks);
      };
    },
  };
}
