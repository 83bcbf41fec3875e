import { describe, expect, it } from 'vitest';
import type { SimulationPosition } from '@prisme/domain';
import {
  heldCompartments,
  positionStatus,
  removeAction,
  valueDifference,
  visiblePositions,
} from './position-status';

const position = (over: Partial<SimulationPosition> = {}): SimulationPosition => ({
  positionNo: 1,
  portfolioCode: 'P-VIE',
  compartmentCode: 'GEN',
  securityCode: 'FR0000120271',
  securityName: 'TotalEnergies',
  cic: 'FR31',
  quantity: 100,
  quotationCurrency: 'EUR',
  marketValueQc: 6_000,
  marketValueRc: 6_000,
  initialQuantity: 100,
  initialMarketValueRc: 6_000,
  changed: false,
  ...over,
});

describe('position status', () => {
  it('says unchanged, modified, sold or bought', () => {
    expect(positionStatus(position())).toBe('unchanged');
    expect(positionStatus(position({ quantity: 50, changed: true }))).toBe('modified');
    expect(positionStatus(position({ quantity: 0, changed: true }))).toBe('sold');
    const bought = { initialQuantity: null, initialMarketValueRc: null, changed: true };
    expect(positionStatus(position(bought))).toBe('bought');
    // A bought position sold again is sold.
    expect(positionStatus(position({ ...bought, quantity: 0 }))).toBe('sold');
  });

  it('measures the difference from the initial value, from nothing for a purchase', () => {
    expect(valueDifference(position({ marketValueRc: 4_500 }))).toBe(-1_500);
    expect(valueDifference(position({ initialMarketValueRc: null, marketValueRc: 800 }))).toBe(800);
  });

  it('sells a copied position, removes a bought one, and offers nothing on a sold one', () => {
    expect(removeAction(position())).toBe('sell');
    expect(removeAction(position({ initialQuantity: null }))).toBe('remove');
    expect(removeAction(position({ quantity: 0, changed: true }))).toBeNull();
  });

  it('keeps only the changed rows when asked', () => {
    const rows = [position(), position({ positionNo: 2, changed: true })];
    expect(visiblePositions(rows, false)).toBe(rows);
    expect(visiblePositions(rows, true).map((row) => row.positionNo)).toEqual([2]);
  });

  it('lists the portfolios held and their compartments, sorted and once each', () => {
    const held = heldCompartments([
      position({ portfolioCode: 'P-VIE', compartmentCode: 'GEN' }),
      position({ portfolioCode: 'P-RET', compartmentCode: 'UC' }),
      position({ portfolioCode: 'P-VIE', compartmentCode: 'EURO' }),
      position({ portfolioCode: 'P-VIE', compartmentCode: 'GEN' }),
    ]);
    expect([...held.entries()]).toEqual([
      ['P-RET', ['UC']],
      ['P-VIE', ['EURO', 'GEN']],
    ]);
  });
});
