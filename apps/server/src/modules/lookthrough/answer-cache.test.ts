import { describe, expect, it, vi } from 'vitest';
import { createAnswerCache, questionKey, type CachedAnswer } from './answer-cache';

const answerOf = (lines: number): CachedAnswer => ({
  json: JSON.stringify({ lineCount: lines, padding: 'x'.repeat(100) }),
  headers: { 'OData-Count': String(lines) },
});

describe('the answers about computed perimeters, kept as JSON text', () => {
  it('loads an answer once, then gives the same text and headers', async () => {
    const cache = createAnswerCache();
    const load = vi.fn(async () => answerOf(5));
    const first = await cache.answer('lines DEMO1/a', load);
    expect(await cache.answer('lines DEMO1/a', load)).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
    expect(first.headers).toEqual({ 'OData-Count': '5' });
  });

  it('does not keep an answer whose load failed', async () => {
    const cache = createAnswerCache();
    await expect(cache.answer('k', () => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    );
    expect(JSON.parse((await cache.answer('k', async () => answerOf(2))).json).lineCount).toBe(2);
  });

  it('keeps keys apart and lets the least recently read go beyond its size', async () => {
    const one = (answerOf(1).json.length + 1) * 2;
    const cache = createAnswerCache(one * 2 + 10);
    const load = vi.fn(async (lines: number) => answerOf(lines));
    await cache.answer('a', () => load(1));
    await cache.answer('b', () => load(2));
    await cache.answer('a', () => load(1));
    await cache.answer('c', () => load(3)); // b, read least recently, goes
    expect(JSON.parse((await cache.answer('b', () => load(2))).json).lineCount).toBe(2);
    expect(load).toHaveBeenCalledTimes(4);
    expect(JSON.parse((await cache.answer('a', () => load(1))).json).lineCount).toBe(1);
  });
});

describe('a question’s key', () => {
  it('is the same whatever the order of its options, and ignores options not given', () => {
    expect(questionKey({ $top: 100, $orderby: 'A desc', $filter: undefined })).toBe(
      questionKey({ $orderby: 'A desc', $top: 100 }),
    );
  });

  it('tells apart questions that differ in any option', () => {
    expect(questionKey({ $top: 100, $skip: 0 })).not.toBe(questionKey({ $top: 100, $skip: 100 }));
    expect(questionKey({ $orderby: 'A' })).not.toBe(questionKey({ $orderby: 'A desc' }));
  });
});
