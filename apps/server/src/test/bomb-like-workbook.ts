import { strToU8, zipSync } from 'fflate';

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** What its one cell inflates to: 20 MB from some 20 kB sent (issue 41 §6). */
const CELL_BYTES = 20 * 1024 * 1024;

/**
 * A well-formed workbook of one sheet whose one cell inflates from a few kilobytes to
 * 20 MB: an upload that is small on the wire and large once read, as a zip bomb is.
 */
export function bombLikeWorkbook(): Buffer {
  const xml = (text: string) => strToU8(`<?xml version="1.0" encoding="UTF-8"?>${text}`);
  const sheet = `<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>${'A'.repeat(CELL_BYTES)}</t></is></c></row></sheetData></worksheet>`;
  const files = {
    '[Content_Types].xml': xml(
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
    ),
    '_rels/.rels': xml(
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
    ),
    'xl/workbook.xml': xml(
      '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Feuil1" sheetId="1" r:id="rId1"/></sheets></workbook>',
    ),
    'xl/_rels/workbook.xml.rels': xml(
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
    ),
    'xl/worksheets/sheet1.xml': xml(sheet),
  };
  return Buffer.from(zipSync(files, { level: 9 }));
}
