import { describe, expect, it } from 'vitest';
import { parseDecimal, parseFlag, parseInteger, parseIsoOrFrenchDate, plainNumber } from './values';
import type { CellInput } from './values';

const value = <T>(result: { ok: true; value: T } | { ok: false; message: string }) => {
  if (!result.ok) throw new Error(`refused: ${result.message}`);
  return result.value;
};
const message = (result: { ok: boolean; message?: string }) =>
  result.ok ? undefined : result.message;

describe('plainNumber', () => {
  /** What it answers by its definition: the shape, then Number() of the text. */
  const byDefinition = (text: string) =>
    /^-?\d+([.,]\d+)?$/.test(text) ? Number(text.replace(',', '.')) : undefined;

  it('reads the plain shapes as Number() reads them, and nothing else', () => {
    const texts = [
      '0',
      '-0',
      '7',
      '007',
      '1234',
      '-1234,5',
      '1234.56',
      '0,1',
      '0.3',
      '-0,000001',
      '123456789012345',
      '1234567890,12345',
      '9007199254740993',
      '12345678901234567890,5',
      '0,1234567890123456789',
      '',
      '-',
      ',5',
      '5,',
      '1,2,3',
      '1.2,3',
      '+1',
      '1e5',
      ' 1',
      '1 234,5',
      '١٢',
      '12a',
      '--1',
      '1-',
    ];
    for (const text of texts)
      expect(Object.is(plainNumber(text), byDefinition(text)), text).toBe(true);
  });

  it('agrees with Number() on random numbers of up to 20 digits', () => {
    let seed = 42;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (let n = 0; n < 100_000; n++) {
      const digits = 1 + Math.floor(random() * 20);
      let text = '';
      for (let d = 0; d < digits; d++) text += Math.floor(random() * 10);
      const cut = Math.floor(random() * digits);
      if (cut > 0) text = `${text.slice(0, cut)}${random() < 0.5 ? ',' : '.'}${text.slice(cut)}`;
      if (random() < 0.3) text = `-${text}`;
      expect(plainNumber(text)).toBe(byDefinition(text));
    }
  });
});

describe('parseDecimal', () => {
  it.each<[CellInput, number]>([
    ['1 234,56', 1234.56],
    ['1\u00a0234,56', 1234.56],
    ['1\u202f234,56', 1234.56],
    ['-1234,5', -1234.5],
    ['1234.56', 1234.56],
    ['1,234.56', 1234.56],
    ['1.234,56', 1234.56],
    ['1.234.567', 1234567],
    ['1,234,567.8', 1234567.8],
    ['1 234 567', 1234567],
    ['12,5', 12.5],
    ['0,5', 0.5],
    [',5', 0.5],
    ['+7', 7],
    ['  42  ', 42],
    ['1,5E-03', 0.0015],
    ['2.5e3', 2500],
    ['(1 234,56)', -1234.56],
    ["1'234.5", 1234.5],
    ['\u22125,5', -5.5],
    [1234.56, 1234.56],
    [-0.25, -0.25],
  ])('reads %j', (input, expected) => {
    expect(value(parseDecimal(input))).toBeCloseTo(expected, 10);
  });

  it('reads a single comma or dot as the decimal mark (French "1,234" is 1.234)', () => {
    expect(value(parseDecimal('1,234'))).toBe(1.234);
    expect(value(parseDecimal('1.234'))).toBe(1.234);
  });

  it('gives undefined for an empty cell', () => {
    for (const empty of ['', '   ', '\u00a0', null, undefined])
      expect(parseDecimal(empty)).toEqual({ ok: true, value: undefined });
  });

  it('refuses garbage in French, never NaN', () => {
    for (const bad of [
      'abc',
      '12abc',
      '1,2,3.4.5',
      '1,23.4',
      '12 €',
      '-',
      '.',
      '--5',
      '1e',
      'NaN',
      'Infinity',
      '0x10',
      '(-5)',
    ])
      expect(message(parseDecimal(bad))).toMatch(/^Nombre invalide : « /);
    expect(message(parseDecimal('abc'))).toBe('Nombre invalide : « abc »');
    expect(message(parseDecimal(Number.NaN))).toMatch(/^Nombre invalide/);
    expect(message(parseDecimal('1e400'))).toBe('Nombre hors limites : « 1e400 »');
    expect(message(parseDecimal(new Date(Date.UTC(2024, 0, 1))))).toBe(
      'Nombre attendu, date reçue : « 2024-01-01 »',
    );
  });

  it('takes a percent sign only when asked', () => {
    expect(message(parseDecimal('12,5 %'))).toBe(
      'Nombre invalide : « 12,5 % » (signe % non admis)',
    );
    expect(value(parseDecimal('12,5 %', { percentSign: 'strip' }))).toBe(12.5);
    expect(value(parseDecimal('12,5%', { percentSign: 'fraction' }))).toBeCloseTo(0.125, 12);
    expect(value(parseDecimal('0,5', { percentSign: 'fraction' }))).toBe(0.5);
  });
});

describe('parseInteger', () => {
  it('reads whole numbers in any notation', () => {
    expect(value(parseInteger('1 234'))).toBe(1234);
    expect(value(parseInteger('12,0'))).toBe(12);
    expect(value(parseInteger(-3))).toBe(-3);
    expect(value(parseInteger(''))).toBeUndefined();
  });

  it('refuses fractions and unsafe sizes', () => {
    expect(message(parseInteger('12,5'))).toBe('Nombre entier attendu : « 12,5 »');
    expect(message(parseInteger('1e20'))).toBe('Nombre entier attendu : « 1e20 »');
    expect(message(parseInteger('douze'))).toBe('Nombre invalide : « douze »');
  });
});

describe('parseIsoOrFrenchDate', () => {
  it.each<[CellInput, string]>([
    ['2024-12-31', '2024-12-31'],
    ['31/12/2024', '2024-12-31'],
    ['1/2/2024', '2024-02-01'],
    ['31.12.2024', '2024-12-31'],
    ['31-12-2024', '2024-12-31'],
    ['2024-12-31T00:00:00', '2024-12-31'],
    ['31/12/2024 00:00', '2024-12-31'],
    ['20241231', '2024-12-31'],
    ['29/02/2024', '2024-02-29'],
    ['9999-12-31', '9999-12-31'],
    [new Date(Date.UTC(2024, 11, 31)), '2024-12-31'],
    [new Date(Date.UTC(2024, 11, 31, 12, 30)), '2024-12-31'],
    [45657, '2024-12-31'],
    [45658.75, '2025-01-01'],
    [1, '1900-01-01'],
    [59, '1900-02-28'],
    [61, '1900-03-01'],
    [2958465, '9999-12-31'],
    [20241231, '2024-12-31'],
  ])('reads %j', (input, expected) => {
    expect(value(parseIsoOrFrenchDate(input))).toBe(expected);
  });

  it('gives undefined for an empty cell', () => {
    expect(parseIsoOrFrenchDate('')).toEqual({ ok: true, value: undefined });
    expect(parseIsoOrFrenchDate(null)).toEqual({ ok: true, value: undefined });
  });

  it('refuses dates that do not exist', () => {
    expect(message(parseIsoOrFrenchDate('31/02/2024'))).toBe('Date inexistante : « 31/02/2024 »');
    expect(message(parseIsoOrFrenchDate('29/02/2023'))).toMatch(/^Date inexistante/);
    expect(message(parseIsoOrFrenchDate('2024-13-01'))).toMatch(/^Date inexistante/);
    expect(message(parseIsoOrFrenchDate('2024-00-10'))).toMatch(/^Date inexistante/);
    expect(message(parseIsoOrFrenchDate('20240231'))).toMatch(/^Date inexistante/);
  });

  it('refuses other shapes with the accepted formats', () => {
    expect(message(parseIsoOrFrenchDate('31/12/24'))).toBe(
      'Date invalide : « 31/12/24 » (formats acceptés : AAAA-MM-JJ ou JJ/MM/AAAA)',
    );
    for (const bad of [
      'demain',
      '2024/12',
      '12/31/2024 bis',
      0,
      -5,
      3_000_000,
      Number.NaN,
      45657.5e10,
    ])
      expect(message(parseIsoOrFrenchDate(bad))).toMatch(/^Date (invalide|inexistante)/);
    expect(message(parseIsoOrFrenchDate(new Date(Number.NaN)))).toBe('Date invalide');
  });
});

describe('parseFlag', () => {
  it.each<[CellInput, boolean]>([
    ['O', true],
    ['N', false],
    ['Oui', true],
    ['non', false],
    ['Y', true],
    ['n', false],
    ['Yes', true],
    ['No', false],
    ['true', true],
    ['FALSE', false],
    ['VRAI', true],
    ['faux', false],
    ['1', true],
    ['0', false],
    [1, true],
    [0, false],
    ['X', true],
    [' x ', true],
  ])('reads %j', (input, expected) => {
    expect(value(parseFlag(input))).toBe(expected);
  });

  it('gives undefined for an empty cell, or false for X/empty columns', () => {
    expect(parseFlag('')).toEqual({ ok: true, value: undefined });
    expect(parseFlag(null, { empty: false })).toEqual({ ok: true, value: false });
  });

  it('refuses anything else in French', () => {
    expect(message(parseFlag('peut-être'))).toBe(
      'Valeur oui/non invalide : « peut-être » (attendu O/N, Oui/Non, Y/N, 1/0 ou X)',
    );
    expect(message(parseFlag(2))).toMatch(/^Valeur oui\/non invalide/);
  });
});
