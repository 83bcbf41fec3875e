import { describe, expect, it } from 'vitest';
import { liftInLists } from './in-lists';

const fail = (reason: string, position: number): never => {
  throw new Error(`${reason} @${position}`);
};

describe('in-list lifting', () => {
  it('replaces each list by a placeholder of the same length', () => {
    const source = "Depth eq 1 and IsinCode in ('A', 'B') or Cic in (null)";
    const { text, lists } = liftInLists(source, fail);
    expect(text).toHaveLength(source.length);
    const placeholder = (length: number) => `(${' '.repeat(length - 6)}true)`;
    expect(text).toBe(
      `Depth eq 1 and ${placeholder("IsinCode in ('A', 'B')".length)} or ${placeholder(13)}`,
    );
    expect([...lists.values()]).toEqual([
      {
        column: 'IsinCode',
        position: 15,
        items: [
          { raw: "'A'", position: 28 },
          { raw: "'B'", position: 33 },
        ],
      },
      { column: 'Cic', position: 41, items: [{ raw: 'null', position: 49 }] },
    ]);
  });

  it('leaves strings, and words that only contain "in", alone', () => {
    const source = "Name eq 'a in (b)' and Origin eq 'x'' in (y)' and index eq 1";
    expect(liftInLists(source, fail)).toEqual({ text: source, lists: new Map() });
  });

  it('counts positions in UTF-16 units, as the parser does', () => {
    const source = "Name eq '😀' and Cic in ('x')";
    const { lists } = liftInLists(source, fail);
    expect([...lists.keys()]).toEqual([source.indexOf('Cic')]);
  });

  it('refuses a keyword as the column', () => {
    expect(() => liftInLists("Depth eq 1 and in ('x')", fail)).toThrow(/doit suivre le nom/);
  });
});
