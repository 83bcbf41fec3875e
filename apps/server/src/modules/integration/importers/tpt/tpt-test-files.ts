import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { TPT_FIELDS, type TptField } from '@prisme/domain';
import { queryRows } from '../../../../db/client';
import { multipartBody } from '../../../../test/multipart';
import type { TestApp } from '../../../../test/test-app';
import type { TptCells } from './tpt-test-lines';

export const V7_FIELDS: readonly TptField[] = TPT_FIELDS;
export const V6_FIELDS: readonly TptField[] = TPT_FIELDS.filter((f) => f.since === 'V6');

/** A TPT CSV: the exact field names as header, `;` separated, one line per position. */
export function tptCsv(
  lines: readonly TptCells[],
  fields: readonly TptField[] = V7_FIELDS,
): string {
  const cell = (value: TptCells[string] | undefined) =>
    value instanceof Date ? value.toISOString().slice(0, 10) : String(value ?? '');
  const rows = [
    fields.map((f) => f.name),
    ...lines.map((line) => fields.map((f) => cell(line[f.id]))),
  ];
  return rows.map((row) => row.join(';')).join('\r\n') + '\r\n';
}

/** The same as an XLSX workbook, numbers and dates as typed cells where given so. */
export async function tptXlsx(
  lines: readonly TptCells[],
  fields: readonly TptField[],
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('TPT');
  sheet.addRow(fields.map((f) => f.name));
  for (const line of lines) sheet.addRow(fields.map((f) => line[f.id] ?? null));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A copy of the lines with some fields changed on line `index` (0 = file line 2). */
export function changed(lines: readonly TptCells[], index: number, cells: TptCells): TptCells[] {
  return lines.map((line, i) => (i === index ? { ...line, ...cells } : line));
}

/** Uploads a TPT file as the admin (reference data). */
export async function uploadTpt(
  t: TestApp,
  name: string,
  content: Buffer | string,
  fields: Record<string, string> = {},
) {
  const body = multipartBody({ kind: 'fund_lookthrough', ...fields }, { name, content });
  return t.app.inject({
    method: 'POST',
    url: '/api/integration/files',
    headers: { ...body.headers, authorization: `Bearer ${await t.tokenFor('admin')}` },
    payload: body.payload,
  });
}

/** Row counts of what a TPT import writes, and of the log. */
export async function tptTableCounts(t: TestApp): Promise<Record<string, number>> {
  const [counts] = await queryRows<Record<string, number>>(
    t.db,
    sql`select (select count(*) from fund_compositions)::int as compositions, (select count(*) from fund_composition_lines)::int as lines, (select count(*) from securities)::int as securities, (select count(*) from securities where has_composition)::int as funds, (select count(*) from integration_log)::int as integration_log`,
  );
  return counts!;
}
