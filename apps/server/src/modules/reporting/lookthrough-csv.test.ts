import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HIERARCHICAL_POSITION_COLUMNS } from '@prisme/domain';
import { testDatabaseKinds } from '../../test/databases';
import {
  FIXTURE_PERIMETER as perimeter,
  insertLookThroughFixture,
} from '../../test/fixtures/look-through';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { LookThroughLineRow } from '../lookthrough/perimeter-repository';
import { csvNumber, csvText, lookThroughCsvStream } from './lookthrough-csv';
import { LINE_COLUMNS } from './lookthrough-workbook';

const BOM = '\uFEFF';
const column = (header: string[], name: keyof typeof HIERARCHICAL_POSITION_COLUMNS) =>
  header.indexOf(HIERARCHICAL_POSITION_COLUMNS[name].label);
const frenchNumber = (text: string) => Number(text.replace(',', '.'));

describe('the look-through CSV fields', () => {
  it('writes numbers with a decimal comma, without grouping or binary noise', () => {
    expect(csvNumber(1234567.5)).toBe('1234567,5');
    expect(csvNumber(-0.25)).toBe('-0,25');
    expect(csvNumber(1234.5600000000002)).toBe('1234,56');
    expect(csvNumber(1200 / 3500)).toBe('0,342857142857143');
    expect(csvNumber(Number.NaN)).toBe('');
  });

  it('quotes what would split a field and disarms formulas', () => {
    expect(csvText('Fonds; actions')).toBe('"Fonds; actions"');
    expect(csvText('Le "Fonds"')).toBe('"Le ""Fonds"""');
    expect(csvText('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvText('Société Générale')).toBe('Société Générale');
  });

  it('streams page after page without reading ahead of the reader', async () => {
    let pagesRead = 0;
    async function* pages(): AsyncGenerator<LookThroughLineRow[]> {
      for (let p = 0; p < 3; p++) {
        pagesRead++;
        yield Array.from(
          { length: 1_500 },
          (_, i) => ({ IsinCode: `FR${p}${i}`, MarketValueRc: i / 2 }) as LookThroughLineRow,
        );
      }
    }
    const stream = lookThroughCsvStream(pages());
    const chunks: Buffer[] = [];
    for await (const chunk of stream) {
      chunks.push(chunk as Buffer);
      // Once the header and the first chunk are out, a page at most is waiting.
      if (chunks.length === 2) expect(pagesRead).toBeLessThanOrEqual(2);
    }
    const lines = Buffer.concat(chunks).toString('utf8').split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines).toHaveLength(1 + 4_500 + 1);
    const header = lines[0]!.slice(1).split(';');
    expect(header).toHaveLength(LINE_COLUMNS.length);
    const last = lines[4_500]!.split(';');
    expect(last[column(header, 'IsinCode')]).toBe('FR21499');
    expect(last[column(header, 'MarketValueRc')]).toBe('749,5');
  });
});

describe('the look-through CSV stream on a failing database', () => {
  const failingAfter = (goodPages: number) =>
    async function* (): AsyncGenerator<LookThroughLineRow[]> {
      for (let p = 0; p < goodPages; p++)
        yield [{ IsinCode: `FR${p}`, MarketValueRc: 1 } as LookThroughLineRow];
      throw new Error('base indisponible');
    };
  const read = async (stream: AsyncIterable<unknown>) => {
    const chunks: Buffer[] = [];
    try {
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      return { chunks, error: null };
    } catch (error) {
      return { chunks, error: error as Error };
    }
  };

  it('fails before sending anything when the first page cannot be read', async () => {
    const { chunks, error } = await read(lookThroughCsvStream(failingAfter(0)()));
    expect(error?.message).toBe('base indisponible');
    expect(chunks).toHaveLength(0);
  });

  it('fails the stream, never ends it as if whole, when a later page cannot be read', async () => {
    const { chunks, error } = await read(lookThroughCsvStream(failingAfter(1)()));
    expect(error?.message).toBe('base indisponible');
    expect(Buffer.concat(chunks).toString('utf8')).toContain('FR0');
  });
});

describe.each(testDatabaseKinds())('the look-through CSV on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await insertLookThroughFixture(t.db, { apple: 0.6, bond: 0.3 });
  });
  afterAll(() => t.close());

  it('answers the lines as a French CSV named by Content-Disposition', async () => {
    const computed = await t.call('analyste', 'POST', '/api/inventory/computation', perimeter);
    expect(computed.statusCode, computed.body).toBe(200);
    const response = await t.call('analyste', 'GET', '/api/reporting/lookthrough?format=csv');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain(
      'Transparisation_Client.DEMO1_20241231.csv',
    );
    expect(response.headers['access-control-expose-headers']).toBe('Content-Disposition');

    const text = response.body;
    expect(text.startsWith(BOM)).toBe(true);
    const lines = text.slice(1).split('\r\n');
    // The header, the five lines, and the last line's end.
    expect(lines).toHaveLength(7);
    expect(lines.at(-1)).toBe('');
    const header = lines[0]!.split(';');
    expect(header).toEqual(LINE_COLUMNS.map((name) => HIERARCHICAL_POSITION_COLUMNS[name].label));

    const rows = lines.slice(1, -1).map((line) => line.split(';'));
    const apple = rows.find((row) => row[column(header, 'IsinCode')] === 'US0378331005')!;
    expect(apple[column(header, 'PortfolioCode')]).toBe('P-VIE');
    expect(apple[column(header, 'QuotationCurrency')]).toBe('USD');
    expect(apple[column(header, 'LookThroughStatus')]).toBe('Transparisé');
    expect(apple[column(header, 'MarketValueRc')]).toBe('1200');
    expect(apple[column(header, 'MarketValueQc')]).toBe('1248');
    expect(apple[column(header, 'Weight')]).toBe('0,342857142857143');
    const total = rows.reduce(
      (sum, row) => sum + frenchNumber(row[column(header, 'MarketValueRc')]!),
      0,
    );
    expect(total).toBeCloseTo(3500, 6);
  });

  it('keeps the workbook as the default and refuses an unknown format in French', async () => {
    const workbook = await t.call('analyste', 'GET', '/api/reporting/lookthrough');
    expect(workbook.statusCode).toBe(200);
    expect(workbook.headers['content-disposition']).toContain('.xlsx');

    const bad = await t.call('analyste', 'GET', '/api/reporting/lookthrough?format=pdf');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/format/);
  });

  it('refuses another user’s perimeter before anything is sent', async () => {
    const id = (await t.call('analyste', 'POST', '/api/inventory/computation', perimeter)).json()
      .perimeter.perimeterID;
    const response = await t.call(
      'lecteur',
      'GET',
      `/api/reporting/lookthrough?format=csv&perimeterID=${id}`,
    );
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
  });
});
