import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { labelOf } from './members';
import { buildQrtReport } from './report';
import type { QrtReport } from './report-model';
import { INPUT } from './test-portfolio';
import { buildXbrlCsvPackage } from './xbrl-csv';

/**
 * Issue 36 §7: the package read back as an xBRL-CSV processor would, through its own
 * metadata only — report.json → the module it extends → the module's tables and their CSV
 * → each table JSON's columns → datatypes and domains — read from the vendored files
 * directly (not through metadata.ts), and its facts found equal to the report's (the
 * workbook's) facts, every enumerated value a declared member.
 */

const TAXONOMY = join(dirname(fileURLToPath(import.meta.url)), 'taxonomy', '2.10.0');
const json = (path: string) => JSON.parse(readFileSync(join(TAXONOMY, path), 'utf8'));

interface Column {
  dimensions?: Record<string, string>;
  's2md:documentation': { Key?: string; Values: string | Record<string, unknown> };
  decimals?: string;
}

/** The members of a column's `Values`, expanding the trimmed domains (SOURCE.md). */
function membersOf(values: Record<string, unknown>): Set<string> {
  if (typeof values.$domain !== 'string') return new Set(Object.keys(values));
  const domain = values.$domain;
  const dom = json(`dom/${domain.slice('s2c_'.length)}.json`) as { members: string[] };
  const except = new Set((values.$except as string[] | undefined) ?? []);
  return new Set(dom.members.filter((m) => !except.has(m)).map((m) => `${domain}:${m}`));
}

/** Reads a package as a processor: every fact by table, row key and column. */
function readPackage(files: readonly { path: string; content: string }[]) {
  const byName = new Map(files.map((f) => [f.path.slice(f.path.indexOf('/') + 1), f.content]));
  const report = JSON.parse(byName.get('reports/report.json')!);
  expect(report.documentInfo.documentType).toBe('https://xbrl.org/2021/xbrl-csv');
  const [entry] = report.documentInfo.extends as string[];
  const module = json(`mod/${entry!.slice(entry!.lastIndexOf('/') + 1)}`);
  const params = new Map(
    (parse(byName.get(`reports/${module.parameterURL}`)!) as string[][])
      .slice(1)
      .map(([n, v]) => [n!, v!]),
  );
  // Every parameter the module's dimensions name is defined.
  for (const dim of Object.values(module.dimensions as Record<string, string>))
    expect(params.has(/^\$(\w+)/.exec(dim)![1]!)).toBe(true);
  const facts = new Map<string, Record<string, string>[]>();
  for (const [code, table] of Object.entries(module.tables as Record<string, { url: string }>)) {
    const csv = byName.get(`reports/${table.url}`);
    if (csv === undefined) continue;
    const template = json(`tab/${code}.json`).tableTemplates[code].columns as Record<
      string,
      Column
    >;
    const [header, ...rows] = parse(csv) as string[][];
    for (const column of header!) expect(template[column], `${code} ${column}`).toBeDefined();
    const read: Record<string, string>[] = [];
    for (const row of rows) {
      const fact: Record<string, string> = {};
      for (const [i, column] of header!.entries()) {
        const value = row[i]!;
        if (value === '') continue;
        const meta = template[column]!;
        const values = meta['s2md:documentation'].Values;
        if (typeof values === 'object')
          expect(membersOf(values).has(value), `${code} ${column} ${value}`).toBe(true);
        else if (['Monetary', 'Decimal', 'Percent'].includes(values))
          expect(value).toMatch(/^-?\d+(\.\d+)?$/);
        else if (values === 'Date') expect(value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        if (meta.decimals) expect(params.has(meta.decimals.replace(/^\$/, ''))).toBe(true);
        fact[column] = value;
      }
      read.push(fact);
    }
    facts.set(code, read);
  }
  const indicators = new Map(
    (parse(byName.get('reports/FilingIndicators.csv')!) as string[][])
      .slice(1)
      .map(([t, r]) => [t!, r === 'true']),
  );
  return { module, params, facts, indicators };
}

/** The report's facts as the workbook shows them, and the package's decoded the same way. */
function workbookFacts(report: QrtReport, code: string) {
  const table = report.tables.find((t) => t.code === code)!;
  return table.rows.map((row) => {
    const fact: Record<string, string> = {};
    for (const column of table.columns) {
      const value = row[column.code];
      if (
        value === null ||
        value === undefined ||
        !column.meta ||
        (column.ecb && !report.ecbColumns)
      )
        continue;
      fact[column.code] =
        typeof value === 'number'
          ? String(
              Number(
                value.toFixed(
                  column.meta.datatype === 'Monetary'
                    ? 2
                    : column.meta.datatype === 'Percent'
                      ? 4
                      : 6,
                ),
              ),
            )
          : column.meta.members
            ? labelOf(column.meta, value)
            : value;
    }
    return fact;
  });
}

describe('round trip: the package read back through its own metadata', () => {
  for (const [frequency, ecbColumns] of [
    ['quarterly', false],
    ['annual', false],
    ['quarterly', true],
    ['annual', true],
  ] as const) {
    it(`${frequency}${ecbColumns ? ' with the ECB add-ons' : ''}: the workbook’s facts, every value a declared member`, () => {
      const report = buildQrtReport({
        ...INPUT,
        entityId: '969500UP76J52A9OXU27',
        referenceDate: '2027-03-31',
        frequency,
        ecbColumns,
      });
      const pkg = buildXbrlCsvPackage(report);
      const read = readPackage(pkg.files);
      expect(read.params.get('entityID')).toBe('lei:969500UP76J52A9OXU27');
      for (const table of report.tables.filter((t) => t.rows.length > 0)) {
        const facts = read.facts.get(table.code)!;
        const tableMeta = table.columns;
        const decoded = facts.map((fact) => {
          const out: Record<string, string> = {};
          for (const [column, value] of Object.entries(fact)) {
            const meta = tableMeta.find((c) => c.code === column)!.meta!;
            out[column] = meta.members
              ? labelOf(meta, value)
              : ['Monetary', 'Decimal', 'Percent'].includes(meta.datatype)
                ? String(Number(value))
                : value;
          }
          return out;
        });
        expect(decoded, table.code).toEqual(workbookFacts(report, table.code));
        expect(read.indicators.get(table.code.split('.').slice(0, 3).join('.'))).toBe(true);
      }
      expect([...read.indicators.values()].filter(Boolean).length).toBe(
        frequency === 'annual' ? 4 : 3,
      );
    });
  }
});
