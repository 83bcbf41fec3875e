import { describe, expect, it } from 'vitest';
import { frenchDate } from './dates';

describe('frenchDate', () => {
  it('writes an ISO date, or the date part of a timestamp, as dd/mm/yyyy', () => {
    expect(frenchDate('2024-12-31')).toBe('31/12/2024');
    expect(frenchDate('2025-03-01T10:00:00Z')).toBe('01/03/2025');
  });
});
