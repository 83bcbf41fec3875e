import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';

/**
 * A CSV file written as a stream: ';' between cells, dot decimals, UTF-8, '\n' line ends.
 * Rows are buffered into ~1 MB chunks and the writer waits for the disk when the stream
 * asks (back-pressure), so memory stays flat whatever the file size.
 */

export type Cell = string | number | null | undefined;

const CHUNK = 1 << 20;

/** A number as a CSV cell: plain decimal notation, never an exponent. */
export function formatNumber(value: number): string {
  if (Number.isInteger(value) || Math.abs(value) >= 1e-6) return String(value);
  return value.toFixed(12).replace(/\.?0+$/, '');
}

function formatCell(cell: Cell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return formatNumber(cell);
  return /[;"\n\r]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

export class CsvWriter {
  private readonly stream: WriteStream;
  private buffer = '';
  private closing: Promise<void> | null = null;
  rows = 0;

  constructor(
    readonly path: string,
    header: readonly string[],
  ) {
    this.stream = createWriteStream(path, { encoding: 'utf8' });
    this.buffer = `${header.map(formatCell).join(';')}\n`;
  }

  async write(cells: readonly Cell[]): Promise<void> {
    this.buffer += `${cells.map(formatCell).join(';')}\n`;
    this.rows++;
    if (this.buffer.length >= CHUNK) await this.flush();
  }

  /** Flushes and closes the file; closing twice waits for the same end. */
  close(): Promise<void> {
    this.closing ??= (async () => {
      await this.flush();
      this.stream.end();
      await once(this.stream, 'finish');
    })();
    return this.closing;
  }

  private async flush(): Promise<void> {
    if (this.buffer.length === 0) return;
    const chunk = this.buffer;
    this.buffer = '';
    if (!this.stream.write(chunk)) await once(this.stream, 'drain');
  }
}
