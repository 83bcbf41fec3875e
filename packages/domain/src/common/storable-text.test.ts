import { describe, expect, it } from 'vitest';
import { findUnstorableText, isStorableText } from './storable-text';

describe('storable text', () => {
  it('refuses a NUL character and a lone surrogate, accepts any other text', () => {
    expect(isStorableText('Obligation € 2030 — « été » 😀')).toBe(true);
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('a\uD800b')).toBe(false);
    expect(isStorableText('\uDC00')).toBe(false);
    expect(isStorableText('\uD83D\uDE00')).toBe(true);
  });

  it('names the first field that holds one, keys included', () => {
    expect(findUnstorableText({ a: 'ok', b: [1, 'x', { c: 'd\u0000' }] })).toBe('b[2].c');
    expect(findUnstorableText({ ['k\uD800']: 'v' })).toBe('k\uD800');
    expect(findUnstorableText('\u0000')).toBe('(valeur)');
    expect(findUnstorableText({ a: ['b', 2, null, true] })).toBeUndefined();
  });
});
