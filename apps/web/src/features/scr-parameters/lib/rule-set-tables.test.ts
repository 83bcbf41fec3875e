import { describe, expect, it } from 'vitest';
import { RULE_SETS } from '@prisme/domain';
import { comparedFigures, valueAt } from './rule-set-tables';

describe('valueAt', () => {
  const table = { x: [1, 2, 90], y: [0.7, 0.7, 0.2] };
  it('is linear between the points and flat outside', () => {
    expect(valueAt(table, 0.5)).toBe(0.7);
    expect(valueAt(table, 1)).toBe(0.7);
    // 0.7 + (0.2 − 0.7) × (46 − 2) / (90 − 2) = 0.7 − 0.25 = 0.45
    expect(valueAt(table, 46)).toBeCloseTo(0.45, 12);
    expect(valueAt(table, 120)).toBe(0.2);
  });
});

describe('comparedFigures: counterparty default (issue 42)', () => {
  it('writes each set’s Art. 199-200 figures and marks SII-2027 as unknown', () => {
    const rows = comparedFigures(RULE_SETS.map((s) => s.tables));
    const row = (key: string) => rows.find((r) => r.key === key)!;
    // fr-FR writes a narrow no-break space before « % ».
    const text = (key: string) => row(key).cells[0]!.value.replace(/\s/g, ' ');
    expect(text('cp-pd-cqs')).toBe('0,002 % ; 0,01 % ; 0,05 % ; 0,24 % ; 1,2 % ; 4,2 % ; 4,2 %');
    expect(text('cp-pd-unrated')).toBe('0,5 % / 4,2 %');
    expect(row('cp-correlation').cells.map((c) => c.value)).toEqual(['0,25', '0,25']);
    expect(row('cp-thresholds').cells[0]!.source?.mark).toBe('L');
    expect(row('cp-thresholds').cells[1]!.source?.mark).toBe('U');
  });
});
