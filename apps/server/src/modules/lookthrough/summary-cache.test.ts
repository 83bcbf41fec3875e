import { describe, expect, it, vi } from 'vitest';
import { BREAKDOWN_AXES, type LookThroughSummary } from '@prisme/domain';
import { createSummaryCache } from './summary-cache';

const summary = (lineCount: number): LookThroughSummary => ({
  perimeterID: '7d1f3c52-5a0e-4b8e-9d55-2f0b6c1e4a10',
  rolename: 'Client.DEMO1',
  valuationDate: '2024-12-31',
  portfolios: ['P1'],
  compartments: ['GEN'],
  lookThroughLevel: 'FULL',
  transparisationDate: '2026-11-28T01:00:00.000Z',
  referenceCurrency: 'EUR',
  totalMarketValuation: 1000,
  lineCount,
  lookedThroughShare: 1,
  dataGroupingShare: 0,
  dataGroupingLimit: 0.2,
  breakdowns: Object.fromEntries(
    Object.keys(BREAKDOWN_AXES).map((axis) => [axis, []]),
  ) as unknown as LookThroughSummary['breakdowns'],
  byFund: [],
  byPortfolio: [],
  missing: [],
  statuses: [],
});

describe('the summaries kept as JSON text', () => {
  it('reads a perimeter’s summary once, then answers the same text', async () => {
    const cache = createSummaryCache();
    const load = vi.fn(async () => summary(5));
    const first = await cache.json('Client.DEMO1/a', load);
    expect(await cache.json('Client.DEMO1/a', load)).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
    expect(JSON.parse(first)).toMatchObject({ lineCount: 5, rolename: 'Client.DEMO1' });
  });

  it('sends only the schema’s fields, as the route’s serializer would', async () => {
    const cache = createSummaryCache();
    const stored = { ...summary(1), internalNote: 'not for the browser' };
    const json = await cache.json('k', async () => stored);
    expect(JSON.parse(json)).not.toHaveProperty('internalNote');
  });

  it('keeps perimeters apart and lets the least recently read go beyond its size', async () => {
    const one = JSON.stringify(summary(1)).length * 2;
    const cache = createSummaryCache(one * 2 + 10);
    const load = vi.fn(async (lines: number) => summary(lines));
    await cache.json('a', () => load(1));
    await cache.json('b', () => load(2));
    await cache.json('a', () => load(1));
    await cache.json('c', () => load(3)); // b, read least recently, goes
    expect(JSON.parse(await cache.json('b', () => load(2))).lineCount).toBe(2);
    expect(load).toHaveBeenCalledTimes(4);
    expect(JSON.parse(await cache.json('a', () => load(1))).lineCount).toBe(1);
  });
});
