import { writeFile } from 'node:fs/promises';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { rowsOf, useScratchFolder } from './table-test-files';
import { readTable } from './tabular-reader';
import { isDateFormatCode } from './xlsx-parts';
import { excelSerialToDate } from './values';
import { decodeXstring } from './xlsx-xml';

const scratch = useScratchFolder();

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** A workbook zipped from its parts' XML, as a writer other than Excel lays them out. */
async function workbookOf(name: string, parts: Record<string, string>): Promise<string> {
  const path = scratch.path(name);
  const zipped = Object.fromEntries(Object.entries(parts).map(([n, xml]) => [n, strToU8(xml)]));
  await writeFile(path, zipSync(zipped));
  return path;
}

const relationshipsXml = (targets: Record<string, [type: string, target: string]>) =>
  `<?xml version="1.0"?><Relationships xmlns="${PACKAGE}">${Object.entries(targets)
    .map(
      ([id, [type, target]]) =>
        `<Relationship Id="${id}" Type="${RELATIONSHIPS}/${type}" Target="${target}"/>`,
    )
    .join('')}</Relationships>`;

describe('readTable: workbooks of other writers', () => {
  it('reads SpreadsheetML under a prefix (Open XML SDK, ClosedXML), cells without references', async () => {
    // Every part's elements under `x:`, as the Open XML SDK writes them by default; the
    // cells of the data row carry no `r` (optional in ECMA-376) and follow each other.
    const path = await workbookOf('openxml-sdk.xlsx', {
      '_rels/.rels': relationshipsXml({ rId1: ['officeDocument', 'xl/workbook.xml'] }),
      'xl/workbook.xml': `<?xml version="1.0"?><x:workbook xmlns:x="${MAIN}" xmlns:r="${RELATIONSHIPS}"><x:workbookPr/><x:sheets><x:sheet name="Masqué" sheetId="1" state="hidden" r:id="rId2"/><x:sheet name="TPT" sheetId="2" r:id="rId1"/></x:sheets></x:workbook>`,
      'xl/_rels/workbook.xml.rels': relationshipsXml({
        rId1: ['worksheet', 'worksheets/sheet1.xml'],
        rId2: ['worksheet', 'worksheets/sheet2.xml'],
        rId3: ['sharedStrings', 'sharedStrings.xml'],
        rId4: ['styles', 'styles.xml'],
      }),
      'xl/sharedStrings.xml': `<?xml version="1.0"?><x:sst xmlns:x="${MAIN}"><x:si><x:t>1_Portfolio_identifying_data</x:t></x:si><x:si><x:r><x:t>Fonds </x:t></x:r><x:r><x:rPr><x:b/></x:rPr><x:t xml:space="preserve">Horizon &amp; Cie</x:t></x:r><x:rPh sb="0" eb="1"><x:t>ふりがな</x:t></x:rPh></x:si></x:sst>`,
      'xl/styles.xml': `<?xml version="1.0"?><x:styleSheet xmlns:x="${MAIN}"><x:numFmts><x:numFmt numFmtId="164" formatCode="dd/mm/yyyy"/><x:numFmt numFmtId="165" formatCode="#,##0.00&quot; €&quot;"/></x:numFmts><x:cellStyleXfs><x:xf numFmtId="14"/></x:cellStyleXfs><x:cellXfs><x:xf numFmtId="0"/><x:xf numFmtId="164"/><x:xf numFmtId="165"/><x:xf numFmtId="14"/></x:cellXfs><x:dxfs><x:dxf><x:numFmt numFmtId="165" formatCode="dd/mm/yy"/></x:dxf></x:dxfs></x:styleSheet>`,
      'xl/worksheets/sheet1.xml': `<?xml version="1.0"?><x:worksheet xmlns:x="${MAIN}"><x:sheetData><x:row><x:c t="s"><x:v>0</x:v></x:c><x:c t="inlineStr"><x:is><x:t>6_Valuation_date</x:t></x:is></x:c><x:c t="inlineStr"><x:is><x:t>Montant</x:t></x:is></x:c><x:c t="inlineStr"><x:is><x:t>Actif</x:t></x:is></x:c><x:c t="inlineStr"><x:is><x:t>Note</x:t></x:is></x:c></x:row><x:row><x:c t="s"><x:v>1</x:v></x:c><x:c s="1"><x:v>45657</x:v></x:c><x:c s="2"><x:f>1000*1.5</x:f><x:v>1500.25</x:v></x:c><x:c t="b"><x:v>1</x:v></x:c><x:c t="e"><x:v>#N/A</x:v></x:c></x:row><x:row r="5"><x:c r="C5" s="3"><x:v>45688</x:v></x:c><x:c r="E5" t="str"><x:f>"A"&amp;"B"</x:f><x:v>AB</x:v></x:c></x:row></x:sheetData></x:worksheet>`,
      'xl/worksheets/sheet2.xml': `<?xml version="1.0"?><x:worksheet xmlns:x="${MAIN}"><x:sheetData><x:row r="1"><x:c r="A1" t="inlineStr"><x:is><x:t>caché</x:t></x:is></x:c></x:row></x:sheetData></x:worksheet>`,
    });
    const table = await readTable(path);
    expect(table.sheetName).toBe('TPT');
    expect(table.header).toEqual({
      line: 1,
      cells: ['1_Portfolio_identifying_data', '6_Valuation_date', 'Montant', 'Actif', 'Note'],
    });
    expect(await rowsOf(table)).toEqual([
      {
        line: 2,
        cells: ['Fonds Horizon & Cie', new Date(Date.UTC(2024, 11, 31)), 1500.25, 'true', '#N/A'],
      },
      { line: 5, cells: [null, null, new Date(Date.UTC(2025, 0, 31)), null, 'AB'] },
    ]);
  });

  it('reads Strict OOXML (other namespaces), its ISO dates, and the 1904 calendar', async () => {
    const strict = 'http://purl.oclc.org/ooxml/spreadsheetml/main';
    const strictRelationships = 'http://purl.oclc.org/ooxml/officeDocument/relationships';
    const path = await workbookOf('strict-1904.xlsx', {
      'xl/workbook.xml': `<?xml version="1.0"?><workbook xmlns="${strict}" xmlns:r="${strictRelationships}"><workbookPr date1904="1"/><sheets><sheet name="Feuil1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      'xl/_rels/workbook.xml.rels': `<?xml version="1.0"?><Relationships xmlns="${PACKAGE}"><Relationship Id="rId1" Type="${strictRelationships}/worksheet" Target="/xl/worksheets/feuille.xml"/><Relationship Id="rId2" Type="${strictRelationships}/styles" Target="styles.xml"/></Relationships>`,
      'xl/styles.xml': `<?xml version="1.0"?><styleSheet xmlns="${strict}"><cellXfs><xf numFmtId="0"/><xf numFmtId="14"/></cellXfs></styleSheet>`,
      'xl/worksheets/feuille.xml': `<?xml version="1.0"?><worksheet xmlns="${strict}"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>date</t></is></c><c r="B1" t="inlineStr"><is><t>iso</t></is></c></row><row r="2"><c r="A2" s="1"><v>44195</v></c><c r="B2" t="d"><v>2024-12-31T00:00:00Z</v></c></row></sheetData></worksheet>`,
    });
    const rows = await rowsOf(await readTable(path));
    const day = new Date(Date.UTC(2024, 11, 31));
    expect(rows).toEqual([{ line: 2, cells: [day, day] }]);
  });

  it('finds the workbook part where the package points, part names in any case', async () => {
    const path = await workbookOf('ailleurs.xlsx', {
      '_rels/.rels': relationshipsXml({ rId1: ['officeDocument', '/excel/Classeur.xml'] }),
      'excel/classeur.xml': `<?xml version="1.0"?><workbook xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}"><sheets><sheet name="Données" sheetId="1" r:id="rId7"/></sheets></workbook>`,
      'excel/_rels/Classeur.xml.rels': relationshipsXml({
        rId7: ['worksheet', 'feuilles/f1.xml'],
        rId8: ['sharedStrings', '../partage/textes.xml'],
      }),
      'partage/textes.xml': `<?xml version="1.0"?><sst xmlns="${MAIN}"><si><t>codeTitre</t></si><si><t>FR0000120271</t></si></sst>`,
      'EXCEL/feuilles/F1.xml': `<?xml version="1.0"?><worksheet xmlns="${MAIN}"><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c></row><row r="2"><c r="A2" t="s"><v>1</v></c></row></sheetData></worksheet>`,
    });
    const table = await readTable(path);
    expect(table).toMatchObject({ sheetName: 'Données', header: { cells: ['codeTitre'] } });
    expect(await rowsOf(table)).toEqual([{ line: 2, cells: ['FR0000120271'] }]);
  });
});

describe('XLSX cell rules', () => {
  it('reads serial days in the 1900 and 1904 calendars', () => {
    expect(excelSerialToDate(45_657, false)).toEqual(new Date(Date.UTC(2024, 11, 31)));
    expect(excelSerialToDate(44_195, true)).toEqual(new Date(Date.UTC(2024, 11, 31)));
    // Noon of that day: the fraction is the time.
    expect(excelSerialToDate(45_657.5, false)).toEqual(new Date(Date.UTC(2024, 11, 31, 12)));
  });

  it('decodes the _xHHHH_ escapes of SpreadsheetML strings, a literal _x kept', () => {
    expect(decodeXstring('Fonds_x000D_\nHorizon')).toBe('Fonds\r\nHorizon');
    expect(decodeXstring('code_x005F_x0041_')).toBe('code_x0041_');
    expect(decodeXstring('sans échappement')).toBe('sans échappement');
  });

  it('tells a date format from a number format, outside quotes and brackets', () => {
    for (const code of ['dd/mm/yyyy', 'd mmmm yyyy', '[$-40C]d mmm yy', 'hh:mm', 'yyyy-mm-dd;@'])
      expect(isDateFormatCode(code), code).toBe(true);
    for (const code of ['0.00', '#,##0', '[Red]-0.00', '0" jours"', '#,##0.00" €"', 'General'])
      expect(isDateFormatCode(code), code).toBe(false);
  });
});
