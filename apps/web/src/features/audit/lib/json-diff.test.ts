import { describe, expect, it } from 'vitest';
import { canonicalJson, formatDiffValue, jsonDiff } from './json-diff';

describe('jsonDiff (the audit detail’s old vs new)', () => {
  it('lists the changed leaves of two objects by their path', () => {
    expect(
      jsonDiff(
        { isAdmin: false, rights: { esg: true, risk: true }, roles: ['A'] },
        { isAdmin: false, rights: { esg: false, risk: true }, roles: ['A', 'B'] },
      ),
    ).toEqual([
      { path: 'rights.esg', change: 'changed', before: true, after: false },
      { path: 'roles[1]', change: 'added', after: 'B' },
    ]);
  });

  it('says nothing of equal values, whatever the order of their keys', () => {
    expect(jsonDiff({ a: 1, b: { c: [1, 2] } }, { b: { c: [1, 2] }, a: 1 })).toEqual([]);
    expect(canonicalJson({ b: 1, a: [{ d: 1, c: 2 }] })).toBe('{"a":[{"c":2,"d":1}],"b":1}');
  });

  it('lists the leaves of what appears or goes', () => {
    expect(jsonDiff({ archive: null }, { archive: { name: 'Q4', families: ['scr'] } })).toEqual([
      { path: 'archive.name', change: 'added', after: 'Q4' },
      { path: 'archive.families[0]', change: 'added', after: 'scr' },
    ]);
    expect(jsonDiff({ position: { quantity: 2 } }, { position: null })).toEqual([
      { path: 'position.quantity', change: 'removed', before: 2 },
    ]);
  });

  it('matches list entries by content: one inserted entry is one added entry', () => {
    const a = { code: 'A', rate: 0.1 };
    const b = { code: 'B', rate: 0.2 };
    const c = { code: 'C', rate: 0.3 };
    expect(jsonDiff([a, c], [a, b, c])).toEqual([
      { path: '[1].code', change: 'added', after: 'B' },
      { path: '[1].rate', change: 'added', after: 0.2 },
    ]);
    expect(jsonDiff([a, b], [a, { ...b, rate: 0.25 }])).toEqual([
      { path: '[1].code', change: 'removed', before: 'B' },
      { path: '[1].rate', change: 'removed', before: 0.2 },
      { path: '[1].code', change: 'added', after: 'B' },
      { path: '[1].rate', change: 'added', after: 0.25 },
    ]);
  });

  it('reads a list of plain values changed in place as changed', () => {
    expect(jsonDiff({ weights: [0.3, 0.3, 0.4] }, { weights: [0.3, 0.2, 0.5] })).toEqual([
      { path: 'weights[1]', change: 'changed', before: 0.3, after: 0.2 },
      { path: 'weights[2]', change: 'changed', before: 0.4, after: 0.5 },
    ]);
  });

  it('compares two plain values at the root', () => {
    expect(jsonDiff(1, 2)).toEqual([{ path: '(valeur)', change: 'changed', before: 1, after: 2 }]);
  });
});

describe('formatDiffValue', () => {
  it('writes values in French', () => {
    expect(formatDiffValue(true)).toBe('Oui');
    expect(formatDiffValue(false)).toBe('Non');
    expect(formatDiffValue(null)).toBe('(vide)');
    expect(formatDiffValue(1234.5)).toBe('1 234,5');
    expect(formatDiffValue('')).toBe('(texte vide)');
    expect(formatDiffValue({ a: 1 })).toBe('{"a":1}');
    expect(formatDiffValue(undefined)).toBe('');
  });
});
