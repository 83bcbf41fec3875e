import { describe, expect, it } from 'vitest';
import { buildCsv, csvBlob, csvField } from './csv';

describe('csv', () => {
  it('writes the BOM, a ;-separated header and CRLF lines', () => {
    const csv = buildCsv(
      ['Code', 'Valeur'],
      [
        ['A', 1.5],
        ['B', null],
      ],
    );
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1)).toBe('Code;Valeur\r\nA;1,5\r\nB;\r\n');
  });

  it('quotes separators, quotes and line breaks, and neutralises formulas', () => {
    expect(csvField('a;b')).toBe('"a;b"');
    expect(csvField('dit "oui"')).toBe('"dit ""oui"""');
    expect(csvField('=1+1')).toBe("'=1+1");
    expect(csvField(-2.25)).toBe('-2,25');
    expect(csvField(Number.NaN)).toBe('');
    expect(csvField(undefined)).toBe('');
  });

  it('is UTF-8 with its BOM', async () => {
    const bytes = new Uint8Array(await csvBlob(buildCsv(['Échéance'], [])).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toContain('Échéance');
  });
});
