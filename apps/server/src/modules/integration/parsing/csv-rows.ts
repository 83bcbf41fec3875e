import { createReadStream } from 'node:fs';
import { StringDecoder } from 'node:string_decoder';
import Papa from 'papaparse';
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

/**
 * Records per batch given to the reader, with a turn of the event loop between two
 * batches (see readCsvRows).
 */
export const ROWS_PER_BATCH = 500;

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

/** Characters decoded per step: one chunk of the file parsed at a time. */
const CHUNK_BYTES = 1024 * 1024;

/**
 * The record separator from the text read so far: the first line break outside quotes
 * (CRLF, LF or a lone CR), as Excel and the fund managers' tools write one kind per file;
 * undefined while none is seen.
 */
export function detectNewline(text: string): '\r\n' | '\n' | '\r' | undefined {
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 34) quoted = !quoted;
    else if (!quoted && code === 10) return '\n';
    else if (!quoted && code === 13) {
      if (i + 1 === text.length) return undefined; // a CRLF cut by the chunk: not known yet
      return text.charCodeAt(i + 1) === 10 ? '\r\n' : '\r';
    }
  }
  return undefined;
}

/**
 * The rows of a CSV file, streamed: bytes → text (TextDecoder, which knows windows-1252
 * and drops a BOM) → papaparse's parser, a chunk at a time. Its parser splits a chunk
 * without quotes natively (String.split), three times as fast as csv-parse's
 * character-by-character state machine on an inventory (bench:import, issue 21 §1), and
 * reads quotes as csv-parse did with relax_quotes: only a quote that opens a field opens
 * a quoted field. Line numbers are counted from each record's cells (linesSpanned).
 * Rows come in batches of ROWS_PER_BATCH at most, never empty (the Table's contract).
 */
export async function* readCsvRows(
  filePath: string,
  encoding: CsvEncoding,
  delimiter: CsvDelimiter,
): AsyncGenerator<TableRow[]> {
  const source = createReadStream(filePath, { highWaterMark: CHUNK_BYTES });
  const decoder = chunkDecoder(encoding);
  let parser: Papa.Parser | undefined;
  /** The file's record separator, once seen (one kind per file). */
  let newline: ReturnType<typeof detectNewline>;
  /** The text of a record not complete yet: parsed again with the next chunk. */
  let pending = '';
  let line = 1;
  try {
    const chunks = source[Symbol.asyncIterator]();
    for (let ended = false; !ended;) {
      const next = await chunks.next();
      ended = next.done === true;
      const text = pending + (ended ? decoder.end() : decoder.write(next.value as Buffer));
      newline ??= detectNewline(text) ?? (ended ? '\n' : undefined);
      if (newline === undefined) {
        pending = text;
      } else {
        parser ??= new Papa.Parser({ delimiter, newline, quoteChar: '"', escapeChar: '"' });
        // All but the last record, which the next chunk may complete; at the end, all.
        const parsed = parser.parse(text, 0, !ended) as Papa.ParseResult<string[]>;
        // The records before a misplaced quote are read; the file is refused at it.
        const quoteError = parsed.errors.find(
          (error) =>
            error.type === 'Quotes' && error.row !== undefined && error.row < parsed.data.length,
        );
        const records = quoteError ? parsed.data.slice(0, quoteError.row) : parsed.data;
        pending = ended ? '' : text.slice(parsed.meta.cursor);
        // Without a quote in the text, no cell holds a line break (most chunks).
        const oneLineEach = text.indexOf('"') === -1;
        let batch: TableRow[] = [];
        for (const record of records) {
          const start = line;
          line += oneLineEach ? 1 : linesSpanned(record);
          if (isBlankRecord(record)) continue;
          batch.push({ line: start, cells: record });
          if (batch.length === ROWS_PER_BATCH) {
            yield batch;
            batch = [];
            // A turn of the event loop between batches, so that a COPY running meanwhile
            // keeps flowing.
            await new Promise<void>((resolve) => setImmediate(resolve));
          }
        }
        if (batch.length > 0) yield batch;
        if (quoteError) throw quoteProblem(quoteError, line);
      }
      // An unclosed quote makes the rest of the file one record: refused once it passes
      // the size no real record reaches, rather than held whole.
      if (pending.length > MAX_RECORD_CHARS)
        throw new TabularFileError(`ligne ${line} trop longue (guillemet non refermé ?)`);
    }
  } finally {
    source.destroy();
  }
}

/**
 * Bytes to text a chunk at a time, a character cut between two chunks kept for the next.
 * UTF-8 through Node's StringDecoder, four times as fast as TextDecoder's streaming mode
 * on an inventory (0.08 against 0.3 s for 26 MB, bench:import); its BOM is dropped as
 * TextDecoder drops it. The other encodings through TextDecoder, which knows them.
 */
function chunkDecoder(encoding: CsvEncoding): { write(bytes: Buffer): string; end(): string } {
  if (encoding !== 'utf-8') {
    const decoder = new TextDecoder(encoding);
    return {
      write: (bytes) => decoder.decode(bytes, { stream: true }),
      end: () => decoder.decode(),
    };
  }
  const decoder = new StringDecoder('utf8');
  let started = false;
  const dropBom = (text: string) => {
    if (started || text === '') return text;
    started = true;
    return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  };
  return { write: (bytes) => dropBom(decoder.write(bytes)), end: () => dropBom(decoder.end()) };
}

/**
 * A misplaced quote refuses the file, as csv-parse did: read leniently, a cell closed by
 * a quote followed by text runs on to the next quote, and the line's cells shift.
 */
function quoteProblem(error: Papa.ParseError, line: number): TabularFileError {
  return new TabularFileError(
    error.code === 'MissingQuotes'
      ? `guillemet jamais refermé (ligne ${line})`
      : `guillemet mal placé (ligne ${line}) : un guillemet ferme une valeur suivie d’autre chose que le séparateur`,
  );
}
