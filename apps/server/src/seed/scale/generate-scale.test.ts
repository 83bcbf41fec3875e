import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FILE_COLUMNS, TPT_FIELDS, tptField } from '@prisme/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portfolioPlans } from '../demo-data/portfolios';
import { formatNumber } from './csv-writer';
import { generateScaleFiles, type ScaleSummary } from './generate-scale';

const REQUIRED_TPT = [
  '1',
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '8b',
  '11',
  '12',
  '14',
  '15',
  '17',
  '18',
  '19',
  '21',
  '22',
  '23',
  '24',
  '25',
  '26',
  '28',
  '30',
  '33',
  '39',
  '46',
  '47',
  '49',
  '50',
  '52',
  '54',
  '59',
  '90',
  '92',
  '95',
  '123',
  '1000',
];

const lines = (text: string) => text.trimEnd().split('\n');
const cells = (line: string) => line.split(';');

describe('generateScaleFiles --lines 20000', () => {
  let dir: string;
  let summary: ScaleSummary;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'prisme-scale-'));
    summary = await generateScaleFiles({ lines: 20_000, outDir: dir, rowsPerFile: 5_000 });
  }, 60_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('writes an inventory of about lines/100 rows with the inventory columns', async () => {
    const inventory = lines(await readFile(path.join(dir, 'inventory.csv'), 'utf8'));
    expect(inventory[0]).toBe(FILE_COLUMNS.inventory.map((c) => c.name).join(';'));
    expect(inventory.length - 1).toBe(summary.inventoryLines);
    expect(summary.inventoryLines).toBeGreaterThan(150);
    expect(summary.inventoryLines).toBeLessThan(260);
    expect(inventory.slice(1).every((l) => cells(l).length === FILE_COLUMNS.inventory.length)).toBe(
      true,
    );
    const portfolios = new Set(portfolioPlans('Client.DEMO1').map((p) => p.row.code));
    expect(inventory.slice(1).every((l) => portfolios.has(cells(l)[0]!))).toBe(true);
    expect(summary.expectedLookThroughLines).toBeGreaterThanOrEqual(20_000);
    expect(summary.expectedLookThroughLines).toBeLessThan(21_000);
  });

  it('writes TPT V7 files whose funds add up to the look-through count', async () => {
    const files = (await readdir(path.join(dir, 'tpt'))).sort();
    expect(files.length).toBeGreaterThan(1);
    const rows: string[][] = [];
    let header: string[] = [];
    for (const file of files) {
      const [head, ...body] = lines(await readFile(path.join(dir, 'tpt', file), 'utf8'));
      header = cells(head!);
      rows.push(...body.map(cells));
    }
    for (const id of REQUIRED_TPT) expect(header).toContain(tptField(id));
    // Every mandatory field, so that the importer takes the files as they are.
    for (const field of TPT_FIELDS.filter((f) => f.flag === 'M'))
      expect(header).toContain(field.name);
    expect(rows).toHaveLength(summary.compositionLines);
    expect(rows.every((r) => r.length === header.length)).toBe(true);
    const column = (id: string) => header.indexOf(tptField(id));
    const [fund, nav, mv, weight] = ['1', '5', '24', '26'].map(column);
    const byFund = new Map<string, { nav: number; mv: number; weight: number; codes: string[] }>();
    for (const r of rows) {
      const t = byFund.get(r[fund!]!) ?? { nav: Number(r[nav!]), mv: 0, weight: 0, codes: [] };
      t.mv += Number(r[mv!]);
      t.weight += Number(r[weight!]);
      t.codes.push(r[column('14')]!);
      byFund.set(r[fund!]!, t);
    }
    expect(byFund.size).toBe(summary.funds);
    for (const t of byFund.values()) {
      expect(Math.abs(t.mv - t.nav)).toBeLessThan(0.01);
      expect(Math.abs(t.weight - 1)).toBeLessThan(1e-9);
    }
    // Look-through of a fund: its own lines, a held fund replaced by its look-through.
    const size = (code: string): number =>
      byFund.get(code)!.codes.reduce((n, c) => n + (byFund.has(c) ? size(c) : 1), 0);
    const inventory = lines(await readFile(path.join(dir, 'inventory.csv'), 'utf8')).slice(1);
    const total = inventory.reduce(
      (n, l) => n + (byFund.has(cells(l)[3]!) ? size(cells(l)[3]!) : 1),
      0,
    );
    expect(total).toBe(summary.expectedLookThroughLines);
    expect(
      [...byFund.keys()].some((code) => byFund.get(code)!.codes.some((c) => byFund.has(c))),
    ).toBe(true);
  });

  it('writes the securities referential of every inventory and fund code', async () => {
    const [head, ...body] = lines(await readFile(path.join(dir, 'securities.csv'), 'utf8'));
    expect(head).toBe(FILE_COLUMNS.securities.map((c) => c.name).join(';'));
    const codes = new Set(body.map((l) => cells(l)[0]));
    const inventory = lines(await readFile(path.join(dir, 'inventory.csv'), 'utf8')).slice(1);
    expect(inventory.every((l) => codes.has(cells(l)[3]!))).toBe(true);
  });

  it('never writes numbers with an exponent', () => {
    expect(formatNumber(1.5e-7)).toBe('0.00000015');
    expect(formatNumber(-2.5e-9)).toBe('-0.0000000025');
    expect(formatNumber(12345678.9)).toBe('12345678.9');
  });
});
