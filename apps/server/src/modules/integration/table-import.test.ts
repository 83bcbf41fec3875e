import { describe, expect, it } from 'vitest';
import type { Transaction } from '../../db/client';
import { ImportReport } from './import-report';
import { useScratchFolder } from './parsing/table-test-files';
import { importTable, type RowImporter } from './table-import';

const scratch = useScratchFolder();

/** A file of `lines` codes, more than one batch (25,000 lines) when asked. */
const codes = (lines: number) =>
  ['code', ...Array.from({ length: lines }, (_, n) => `C${n}`)].join('\n');

type BatchWriter = RowImporter<string> & { writeBatch(records: string[]): Promise<void> };

/** An importer of one column that writes down the batches it is given. */
function recordingImporter(batches: number[]): BatchWriter {
  return {
    columns: [{ name: 'code', required: true }],
    readRow: (row) => row.text('code', true),
    async writeBatch(records) {
      batches.push(records.length);
    },
  };
}

const job = (filePath: string, signal?: AbortSignal) => ({
  tx: undefined as unknown as Transaction,
  roleCode: null,
  filePath,
  fileName: 'codes.csv',
  importId: 1,
  report: new ImportReport(),
  ...(signal && { signal }),
});

describe('a table import and its signal', () => {
  it('writes every batch when nothing stops it', async () => {
    const batches: number[] = [];
    const summary = await importTable(
      job(await scratch.file('entier.csv', codes(60_000))),
      recordingImporter(batches),
    );
    expect(summary.lineCount).toBe(60_000);
    expect(batches).toEqual([25_000, 25_000, 10_000]);
  });

  it('stops at the next batch once cancelled, with the signal’s reason, before writing it', async () => {
    const batches: number[] = [];
    const controller = new AbortController();
    const importer = recordingImporter(batches);
    const cancelAfterFirst: BatchWriter = {
      ...importer,
      async writeBatch(records) {
        await importer.writeBatch(records);
        controller.abort('cancelled');
      },
    };
    const file = await scratch.file('annule.csv', codes(60_000));
    await expect(importTable(job(file, controller.signal), cancelAfterFirst)).rejects.toBe(
      'cancelled',
    );
    expect(batches).toEqual([25_000]);
  });
});
