import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { TableRow } from './tabular-reader';
import { readSharedStrings } from './xlsx-parts';
import { sheetRows, type SheetContext } from './xlsx-sheet';
import { decodeXmlText, XmlScanner } from './xml-scanner';

const context: SheetContext = {
  sharedStrings: ['code', 'Société Générale & Cie', 'EUR'],
  // Style 1 is a date format (readDateStyles).
  dateStyles: [false, true],
  date1904: false,
};

/** The part's text given in chunks of `size` characters (every cut is a chunk boundary). */
const chunked = (text: string, size: number) =>
  Readable.from(
    Array.from({ length: Math.ceil(text.length / size) }, (_, i) =>
      Buffer.from(text.slice(i * size, (i + 1) * size)),
    ),
  );

async function rowsOf(text: string, size = text.length): Promise<TableRow[]> {
  const rows: TableRow[] = [];
  for await (const batch of sheetRows(chunked(text, size), context)) rows.push(...batch);
  return rows;
}

const SHEET = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<!-- written by hand -->
<x:worksheet xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><x:sheetData>
<x:row r="1"><x:c r="A1" t="s"><x:v>0</x:v></x:c><x:c r="B1" t='inlineStr'><x:is><x:t>valeur &lt;nette&gt;</x:t></x:is></x:c></x:row>
<x:row r="3" spans="1:4"><x:c r="A3" t="s"><x:v>1</x:v></x:c><x:c r="C3" s="1"><x:v>45657</x:v></x:c><x:c r="D3"><x:f>B3*2</x:f><x:v>-12.5</x:v></x:c></x:row>
<x:row><x:c t="inlineStr"><x:is><x:r><x:t>A</x:t></x:r><x:r><x:t xml:space="preserve"> &amp; B</x:t></x:r><x:rPh><x:t>ふりがな</x:t></x:rPh></x:is></x:c><x:c/><x:c t="b"><x:v>1</x:v></x:c><x:c t="str"><x:v><![CDATA[a<b]]>_x000D_</x:v></x:c></x:row>
<x:row r="5"><x:c r="A5" s="0"><x:v></x:v></x:c><x:c r="B5" t="e"><x:v>#N/A</x:v></x:c><x:c r="C5" t="inlineStr"><x:is><x:t>&#233;t&#xE9;</x:t></x:is></x:c></x:row>
</x:sheetData></x:worksheet>`;

const EXPECTED: TableRow[] = [
  { line: 1, cells: ['code', 'valeur <nette>'] },
  { line: 3, cells: ['Société Générale & Cie', null, new Date(Date.UTC(2024, 11, 31)), -12.5] },
  { line: 4, cells: ['A & B', null, 'true', 'a<b\r'] },
  { line: 5, cells: [null, '#N/A', 'été'] },
];

describe('sheetRows (XmlScanner)', () => {
  it('reads shared and inline strings, serial dates, formulas, booleans, errors and prefixes', async () => {
    expect(await rowsOf(SHEET)).toEqual(EXPECTED);
  });

  it('reads the same rows whatever the chunks the part arrives in', async () => {
    for (const size of [1, 2, 3, 5, 7, 13, 64]) expect(await rowsOf(SHEET, size)).toEqual(EXPECTED);
  });

  it('refuses a part cut short, after giving the rows it completed', async () => {
    const cut = SHEET.slice(0, SHEET.indexOf('<x:row r="5">') + 20);
    const rows: TableRow[] = [];
    const reading = (async () => {
      for await (const batch of sheetRows(chunked(cut, 50), context)) rows.push(...batch);
    })();
    await expect(reading).rejects.toThrow(/partie XML tronquée/);
    expect(rows.map((row) => row.line)).toEqual([1, 3, 4]);
  });

  it('refuses a closing tag without its opening one', async () => {
    await expect(rowsOf('<worksheet></row></worksheet>')).rejects.toThrow(/fermante sans ouvrante/);
  });

  it('normalises line ends and decodes references as XML does', () => {
    expect(decodeXmlText('a\r\nb\rc&amp;&quot;&apos;&#x1F600;')).toBe('a\nb\nc&"\'😀');
    expect(decodeXmlText('sans référence')).toBe('sans référence');
  });

  it('reads attributes by local name, quoted either way, with a ">" inside a value', () => {
    const seen: string[] = [];
    const values: (string | undefined)[] = [undefined, undefined];
    const scanner = new XmlScanner({
      open(name, attributes) {
        const [id, label] = attributes(['id', 'label'], values);
        seen.push(`${name}:${id ?? '-'}:${label ?? '-'}`);
      },
      close: () => {},
      wantsText: () => false,
      text: () => {},
    });
    scanner.write(`<root><sheet r:id='rId1' label="a > b"/><sheet name="x"/></root>`);
    scanner.end();
    expect(seen).toEqual(['root:-:-', 'sheet:rId1:a > b', 'sheet:-:-']);
  });
});

describe('readSharedStrings (XmlScanner)', () => {
  it('reads plain and rich strings, phonetic readings left out, escapes decoded', async () => {
    const part = `<?xml version="1.0"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="3">
<si><t>code</t></si><si><r><rPr><b/></rPr><t>Total</t></r><r><t>Energies</t></r></si>
<si><t>東京</t><rPh sb="0" eb="2"><t>トウキョウ</t></rPh></si><si><t>ligne_x000D__x000A_suite</t></si><si><t/></si></sst>`;
    for (const size of [3, part.length])
      expect(await readSharedStrings(chunked(part, size))).toEqual([
        'code',
        'TotalEnergies',
        '東京',
        'ligne\r\nsuite',
        '',
      ]);
  });
});
