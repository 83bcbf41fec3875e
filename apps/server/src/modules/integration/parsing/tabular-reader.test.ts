import { createWriteStream } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { once } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { ROWS_PER_BATCH } from './csv-rows';
import { isOpenInThisProcess, rowsOf, useScratchFolder } from './table-test-files';
import { readTable, TabularFileError } from './tabular-reader';

const scratch = useScratchFolder();
const file = scratch.file;

describe('readTable: CSV', () => {
  it('reads a ";" file in UTF-8 with BOM, quotes, CRLF and blank lines, numbering file lines', async () => {
    const path = await file(
      'inventaire.csv',
      '\ufeffcodeTitre;libelle;quantite\r\n' +
        'FR0000120271;"Total; SA";1 234,5\r\n' +
        '\r\n' +
        ';;\r\n' +
        'US0378331005;"Apple\r\nInc ""US""";10\r\n' +
        'XS2063247915;Obligation;\r\n',
    );
    const table = await readTable(path);
    expect(table).toMatchObject({ format: 'csv', encoding: 'utf-8', delimiter: ';' });
    expect(table.header).toEqual({ line: 1, cells: ['codeTitre', 'libelle', 'quantite'] });
    expect(await rowsOf(table)).toEqual([
      { line: 2, cells: ['FR0000120271', 'Total; SA', '1 234,5'] },
      { line: 5, cells: ['US0378331005', 'Apple\r\nInc "US"', '10'] },
      { line: 7, cells: ['XS2063247915', 'Obligation', ''] },
    ]);
  });

  it('reads a "," file in UTF-8 without BOM, LF line ends and a header after blank lines', async () => {
    const path = await file(
      'fx.txt',
      '\n\ndate,devise,cours\n2024-12-31,USD,"1,0389"\n2024-12-31,GBP,0.8292',
    );
    const table = await readTable(path);
    expect(table).toMatchObject({ format: 'csv', encoding: 'utf-8', delimiter: ',' });
    expect(table.header).toEqual({ line: 3, cells: ['date', 'devise', 'cours'] });
    expect(await rowsOf(table)).toEqual([
      { line: 4, cells: ['2024-12-31', 'USD', '1,0389'] },
      { line: 5, cells: ['2024-12-31', 'GBP', '0.8292'] },
    ]);
  });

  it('detects Windows-1252 (French Excel) and decodes é and €', async () => {
    const path = await file(
      'titres.csv',
      Buffer.from('libellé;devise\r\nSociété Générale;EUR\r\n', 'latin1'),
    );
    // "€" is 0x80 in Windows-1252 but a control character in ISO-8859-1.
    await writeFile(
      path,
      Buffer.concat([await readFile(path), Buffer.from([0x80, 0x3b, 0x45, 0x55, 0x52])]),
    );
    const table = await readTable(path);
    expect(table).toMatchObject({ encoding: 'windows-1252', delimiter: ';' });
    expect(table.header.cells).toEqual(['libellé', 'devise']);
    expect(await rowsOf(table)).toEqual([
      { line: 2, cells: ['Société Générale', 'EUR'] },
      { line: 3, cells: ['€', 'EUR'] },
    ]);
  });

  it('keeps UTF-8 when a multi-byte character straddles the 64 KiB sample', async () => {
    const filler = 'x'.repeat(64 * 1024 - 12);
    const path = await file('long.csv', `a;b\n${filler};é\nfin;é\n`);
    const table = await readTable(path);
    expect(table.encoding).toBe('utf-8');
    const rows = await rowsOf(table);
    expect(rows.map((r) => r.cells[1])).toEqual(['é', 'é']);
  });

  it('reads Excel "Unicode text" (UTF-16LE with BOM, tab-separated)', async () => {
    const text = '\ufeffcode\tlibellé\r\nFR11\tObligation d’État\r\n';
    const path = await file('unicode.txt', Buffer.from(text, 'utf16le'));
    const table = await readTable(path);
    expect(table).toMatchObject({ encoding: 'utf-16le', delimiter: '\t' });
    expect(table.header.cells).toEqual(['code', 'libellé']);
    expect(await rowsOf(table)).toEqual([{ line: 2, cells: ['FR11', 'Obligation d’État'] }]);
  });

  it('reads a one-column file and a file without extension', async () => {
    const table = await readTable(await file('codes', 'isin\nFR0000120271\n'));
    expect(table).toMatchObject({ format: 'csv', delimiter: ';', header: { cells: ['isin'] } });
    expect(await rowsOf(table)).toEqual([{ line: 2, cells: ['FR0000120271'] }]);
  });

  it('refuses empty files, unclosed quotes, old .xls and binary files in French', async () => {
    await expect(readTable(await file('vide.csv', '\r\n \r\n'))).rejects.toThrow(
      new TabularFileError('Le fichier est vide'),
    );
    const broken = await readTable(await file('quote.csv', 'a;b\n1;2\n"3;4\n'));
    await expect(rowsOf(broken)).rejects.toThrow(/guillemet jamais refermé \(ligne 3\)/);
    const xls = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
    await expect(readTable(await file('old.xls', xls))).rejects.toThrow(/97-2003 \(\.xls\)/);
    await expect(
      readTable(await file('image.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0]))),
    ).rejects.toThrow(TabularFileError);
    await expect(readTable(await file('faux.xlsx', 'a;b\n1;2\n'))).rejects.toThrow(
      /pas un classeur Excel/,
    );
  });

  it('reads a quote inside an unquoted cell as a character, as Excel writes it', async () => {
    const table = await readTable(await file('pouces.csv', 'libelle;taille\nEcran 27";27\n'));
    expect(await rowsOf(table)).toEqual([{ line: 2, cells: ['Ecran 27"', '27'] }]);
  });

  it('refuses a quote closing a value followed by text, rather than shift the cells', async () => {
    const table = await readTable(await file('mal.csv', 'a;b;c\n1;2;3\n"x"y;2;"z"\n'));
    await expect(rowsOf(table)).rejects.toThrow(/guillemet mal placé \(ligne 3\)/);
  });

  it('reads records that straddle the chunks read, quoted line breaks included', async () => {
    // 1 MiB chunks: a quoted two-line cell and a CRLF cut by the first chunk's end.
    const filler = Array.from({ length: 40_000 }, (_, i) => `F${i};${'x'.repeat(20)}\r\n`).join('');
    const path = await file('chunks.csv', `a;b\r\n${filler}"deux\r\nlignes";fin\r\nz;1\r\n`);
    const rows = await rowsOf(await readTable(path));
    expect(rows).toHaveLength(40_002);
    expect(rows.slice(-2)).toEqual([
      { line: 40_002, cells: ['deux\r\nlignes', 'fin'] },
      { line: 40_004, cells: ['z', '1'] },
    ]);
    expect(rows.every((row) => !row.cells.some((cell) => String(cell).endsWith('\r')))).toBe(true);
  });

  it('decodes a UTF-8 character cut by the end of a chunk, and drops only the BOM', async () => {
    // Lines fill the first 1 MiB chunk but one byte: « é » (2 bytes) and « € » (3 bytes)
    // then straddle its end.
    const header = '\ufeffa;b\n';
    const filler = 'x;y\n'.repeat(260_000);
    const pad = 'p'.repeat((1 << 20) - Buffer.byteLength(header + filler) - 1);
    const path = await file('coupe.csv', `${header}${filler}${pad}é€;\ufeffz\n`);
    const table = await readTable(path);
    expect(table.header.cells).toEqual(['a', 'b']);
    const rows = await rowsOf(table);
    expect(rows).toHaveLength(260_001);
    expect(rows.at(-1)).toEqual({ line: 260_002, cells: [`${pad}é€`, '\ufeffz'] });
  });

  it('refuses a quote left open over more than a record can hold, without holding the file', async () => {
    const rest = 'y;'.repeat(600_000);
    const table = await readTable(await file('ouvert.csv', `a;b\n1;2\n"3;${rest}\n`));
    await expect(rowsOf(table)).rejects.toThrow(/ligne 3 trop longue \(guillemet non refermé \?\)/);
  });

  it('closes the file when rows are left unread or the loop stops early', async () => {
    const path = await file('close.csv', 'a\n1\n2\n3\n');
    const isOpen = () => isOpenInThisProcess(path);
    const unread = await readTable(path);
    await unread.close();
    await vi.waitFor(() => expect(isOpen()).toBe(false));
    // The loop left in the first batch, the one read with the header.
    const early = await readTable(path);
    await vi.waitFor(() => expect(isOpen()).toBe(true));
    for await (const rows of early) {
      expect(rows[0]!.line).toBe(2);
      break;
    }
    await vi.waitFor(() => expect(isOpen()).toBe(false));
    expect(() => early[Symbol.asyncIterator]()).toThrow(/qu’une fois/);
  });
});

describe('readTable: streaming', () => {
  it('reads 200,000 lines without holding them', { timeout: 20_000 }, async () => {
    const path = scratch.path('big.csv');
    const out = createWriteStream(path);
    out.write('codePortefeuille;codeCompartiment;dateValorisation;codeTitre;quantite;devise\r\n');
    for (let i = 0; i < 200_000; i++) {
      const line = `PTF${i % 97};C${i % 7};31/12/2024;FR${String(i).padStart(10, '0')};${i},25;EUR\r\n`;
      if (!out.write(line)) await once(out, 'drain');
    }
    out.end();
    await once(out, 'finish');

    expect(global.gc, 'vitest runs the server tests with --expose-gc').toBeTypeOf('function');
    global.gc?.();
    const baseline = process.memoryUsage().heapUsed;
    let peak = baseline;
    let count = 0;
    let lastLine = 0;
    const started = Date.now();
    const table = await readTable(path);
    let largestBatch = 0;
    let emptyBatches = 0;
    let outOfOrder = 0;
    for await (const rows of table) {
      largestBatch = Math.max(largestBatch, rows.length);
      if (rows.length === 0) emptyBatches++;
      for (const row of rows) {
        count++;
        if (row.line !== (lastLine === 0 ? 2 : lastLine + 1)) outOfOrder++;
        lastLine = row.line;
        if (count % 50_000 === 0) {
          // What the reader holds, not the garbage of the rows already read.
          global.gc?.();
          peak = Math.max(peak, process.memoryUsage().heapUsed);
        }
      }
    }
    expect(count).toBe(200_000);
    expect(largestBatch).toBe(ROWS_PER_BATCH);
    expect(emptyBatches).toBe(0);
    expect(outOfOrder).toBe(0);
    expect(lastLine).toBe(200_001);
    // Streaming grows the heap by ~10 MB; holding the rows would take ~90 MB.
    expect(peak - baseline).toBeLessThan(50 * 1024 * 1024);
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});
