import { describe, expect, it } from 'vitest';
import type { LookThroughSummary } from '@prisme/domain';
import { perimeterFigures } from './lookthrough-workbook';

const summary = (lookThroughLevel: string) =>
  ({
    rolename: 'Client.DEMO1',
    valuationDate: '2024-12-31',
    portfolios: ['P1'],
    compartments: ['C1'],
    lookThroughLevel,
    transparisationDate: '2025-01-02T10:00:00.000Z',
    referenceCurrency: 'EUR',
  }) as LookThroughSummary;

describe('the look-through workbook summary', () => {
  it('names the look-through level in French, never by its internal code (issue 40 §10)', () => {
    const level = (code: string) =>
      perimeterFigures(summary(code)).find(([label]) => label === 'Niveau de transparisation')?.[1];
    expect(level('FULL')).toBe('Transparisation complète');
    expect(level('0')).toBe('Sans transparisation');
    expect(level('2')).toBe('Niveau 2');
  });
});
