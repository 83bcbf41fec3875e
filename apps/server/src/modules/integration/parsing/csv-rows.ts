import { createReadStream } from 'node:fs';
import { pipeline, Transform } from 'node:stream';
import { parse } from 'csv-parse';
import type { TableRow } from './tabular-reader';
import { TabularFileError } from './tabular-file-error';

export type CsvEncoding = 'utf-8' | 'windows-1252' | 'utf-16le' | 'utf-16be';
export type CsvDelimiter = ';' | ',' | '\t';

/** How much of the file the encoding and the delimiter are guessed from. */
export const SNIFF_BYTES = 64 * 1024;

/**
 * A record longer than this is refused: an unclosed quote would otherwise make the
 * parser buffer the rest of the file as one field, defeating the streaming.
 */
const MAX_RECORD_CHARS = 1_000_000;

/** Records read between two turns of the event loop (see readCsvRows). */
const EVENT_LOOP_TURN = 500;

/**
 * The encoding from the first bytes: a BOM decides; otherwise UTF-8 when the sample is
 * valid UTF-8, else Windows-1252 (French Excel's "CSV (séparateur : point-virgule)").
 * A multi-byte character cut at the end of the sample is not held against UTF-8.
 */
export function detectEncoding(sample: Uint8Array, wholeFile: boolean): CsvEncoding {
  if (sample[0] === 0xef && sample[1] === 0xbb && sample[2] === 0xbf) return 'utf-8';
  if (sample[0] === 0xff && sample[1] === 0xfe) return 'utf-16le';
  if (sample[0] === 0xfe && sample[1] === 0xff) return 'utf-16be';
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(sample, { stream: !wholeFile });
    return 'utf-8';
  } catch {
    return 'windows-1252';
  }
}

/**
 * The delimiter from the first non-empty line (the header): the most frequent of ";",
 * "," and tab outside quotes, ";" on a tie or when there is none (a one-column file).
 */
export function detectDelimiter(text: string): CsvDelimiter {
  const header = text.split(/\r\n|\n|\r/).find((line) => line.trim() !== '') ?? '';
  const counts: Record<CsvDelimiter, number> = { ';': 0, ',': 0, '\t': 0 };
  let quoted = false;
  for (const ch of header) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === ';' || ch === ',' || ch === '\t')) counts[ch]++;
  }
  const best = (Object.keys(counts) as CsvDelimiter[]).reduce((a, b) =>
    counts[b] > counts[a] ? b : a,
  );
  return counts[best] > 0 ? best : ';';
}

function isBlankRecord(record: readonly string[]): boolean {
  for (const cell of record) if (cell.trim() !== '') return false;
  return true;
}

/**
 * The file lines a record spans: its own line, plus the line breaks (CRLF, LF or a lone
 * CR) inside its quoted cells. Counted from the cells rather than from csv-parse's raw
 * text or line counter: the raw text costs a copy of every line, and the counter drifts
 * on CRLF inside quotes. Most cells have no break: indexOf rules them out natively.
 */
function linesSpanned(record: readonly string[]): number {
  let lines = 1;
  for (const cell of record) {
    if (cell.indexOf('\n') === -1 && cell.indexOf('\r') === -1) continue;
    for (let i = 0; i < cell.length; i++) {
      const code = cell.charCodeAt(i);
      if (code === 10 || (code === 13 && cell.charCodeAt(i + 1) !== 10)) lines++;
    }
  }
  return lines;
}

/**
 * The rows of a CSV file, streamed: bytes → text (TextDecoder, which knows
 * windows-1252 and drops a BOM) → csv-parse. Line numbers are counted from each
 * record's cells (linesSpanned).
 */
export async function* readCsvRows(
  filePath: string,
  encoding: CsvEncoding,
  delimiter: CsvDelimiter,
): AsyncGenerator<TableRow> {
  const source = createReadStream(filePath, { highWaterMark: 256 * 1024 });
  const parser = parse({
    delimiter,
    bom: true,
    relax_column_count: true,
    relax_quotes: true,
    max_record_size: MAX_RECORD_CHARS,
  });
  // UTF-8 goes to csv-parse as bytes; other encodings are decoded on the way.
  // Errors of any stage end the parser, so they surface in the loop below.
  if (encoding === 'utf-8') pipeline(source, parser, () => undefined);
  else pipeline(source, decoderStream(encoding), parser, () => undefined);
  let line = 1;
  // Records are drained with read(), and the loop waits only when the parser is empty:
  // far fewer promises than the stream's async iterator. It still gives the event loop a
  // turn every few thousand records, so that a COPY running meanwhile keeps flowing.
  let ended = false;
  let failure: unknown;
  let wake = () => {};
  parser.on('readable', () => wake());
  parser.on('end', () => {
    ended = true;
    wake();
  });
  parser.on('error', (error) => {
    failure = error;
    wake();
  });
  let sinceTurn = 0;
  try {
    for (;;) {
      let record: string[] | null;
      while ((record = parser.read() as string[] | null) !== null) {
        const start = line;
        line += linesSpanned(record);
        if (isBlankRecord(record)) continue;
        yield { line: start, cells: record };
        if (++sinceTurn === EVENT_LOOP_TURN) {
          sinceTurn = 0;
          await new Promise<void>((resolve) => setImmediate(resolve));
        }
      }
      if (failure !== undefined) throw failure;
      if (ended) break;
      // Set in the same tick as the empty read(): stream events come later, none is missed.
      await new Promise<void>((resolve) => (wake = resolve));
    }
  } catch (error) {
    throw csvError(error, line);
  } finally {
    parser.destroy();
    source.destroy();
  }
}

function decoderStream(encoding: CsvEncoding): Transform {
  const decoder = new TextDecoder(encoding);
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      done(null, decoder.decode(chunk, { stream: true }));
    },
    flush(done) {
      done(null, decoder.decode());
    },
  });
}

function csvError(error: unknown, line: number): Error {
  const code = error instanceof Error && 'code' in error ? String(error.code) : '';
  if (code === 'CSV_QUOTE_NOT_CLOSED')
    return new TabularFileError(`Fichier CSV illisible : guillemet jamais refermé (ligne ${line})`);
  if (code === 'CSV_MAX_RECORD_SIZE')
    return new TabularFileError(
      `Fichier CSV illisible : ligne ${line} trop longue (guillemet non refermé ?)`,
    );
  if (code.startsWith('CSV_'))
    return new TabularFileError(`Fichier CSV illisible à la ligne ${line}`);
  return error instanceof Error ? error : new Error(String(error));
}
