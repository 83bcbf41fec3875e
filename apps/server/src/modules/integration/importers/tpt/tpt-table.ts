import { tptField, type TptVersion } from '@prisme/domain';
import type { ImportReport } from '../../import-report';
import { matchTptHeaders, tptFieldOfHeader, type HeaderMatch } from '../../parsing/header-matching';
import { readTable, type Table, type TableCell, type TableRow } from '../../parsing/tabular-reader';

/** A TPT table with its first data row read ahead, as field 1000 is a value (§2.1). */
export interface PeekedTable {
  table: Table;
  firstRow: readonly TableCell[] | undefined;
}

/**
 * Opens a TPT file and reads its first data row ahead, then gives it back first when the
 * rows are iterated: one pass over the file all the same. A read error on that row is
 * raised where it would have been, in the loop.
 */
export async function openTptTable(filePath: string): Promise<PeekedTable> {
  const table = await readTable(filePath);
  const batches = table[Symbol.asyncIterator]();
  let first: IteratorResult<readonly TableRow[]> | undefined;
  let failure: unknown;
  try {
    first = await batches.next();
  } catch (error) {
    failure = error;
  }
  async function* replay(): AsyncGenerator<readonly TableRow[]> {
    try {
      if (failure !== undefined) throw failure;
      if (!first || first.done) return;
      yield first.value;
      for (let next = await batches.next(); !next.done; next = await batches.next())
        yield next.value;
    } finally {
      await batches.return?.();
    }
  }
  const firstRow = first && !first.done ? first.value[0]?.cells : undefined;
  return { table: { ...table, [Symbol.asyncIterator]: replay }, firstRow };
}

export interface TptColumns extends HeaderMatch {
  version: TptVersion;
  /** The version field 1000 declares (« V5 »), when it declares one. */
  declaredVersion: string | undefined;
  /** What the file says of its version when it disagrees with how it is read. */
  versionNotes: string[];
}

/**
 * Matches the header to the TPT fields, indexed by field name so that errors name the
 * column as the TPT does. The version is the one chosen, else the one detected
 * (field 1000 or fields 140-148, §2.1). A V6 choice on a file holding V7-only fields
 * is refused: reading it as V6 would drop those columns without a word.
 */
export function matchTptColumns(
  header: readonly string[],
  chosen: TptVersion | undefined,
  peeked: PeekedTable,
  report: ImportReport,
): TptColumns {
  const match = matchTptHeaders(header, chosen, peeked.firstRow);
  const index = new Map([...match.index].map(([id, position]) => [tptField(id), position]));
  const v7Fields = header.flatMap((text) => {
    const field = tptFieldOfHeader(text);
    return field?.since === 'V7' ? [field] : [];
  });
  const versionNotes: string[] = [];
  if (chosen === 'V6' && v7Fields.length > 0) {
    report.add(
      peeked.table.header.line,
      v7Fields[0]!.name,
      `Version V6 choisie, mais le fichier contient des champs propres à la V7 (${v7Fields.map((f) => f.id).join(', ')}) : choisissez la V7 ou la détection automatique.`,
    );
  } else if (match.versionNote) versionNotes.push(match.versionNote);
  return { ...match, index, versionNotes, declaredVersion: match.declaredVersion };
}
