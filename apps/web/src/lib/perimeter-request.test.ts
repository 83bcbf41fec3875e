import { describe, expect, it } from 'vitest';
import { selection } from '../test/navigation-states';
import { completePerimeterRequest, perimeterRequestOf } from './perimeter-request';

describe('perimeter request', () => {
  it('sends the selection with a plain ISO date', () => {
    const request = perimeterRequestOf('Client.DEMO1', {
      ...selection,
      valuationDate: '2024-12-31T00:00:00',
    });
    expect(request).toEqual({
      rolename: 'Client.DEMO1',
      portfolios: ['P-VIE', 'P-RET'],
      valuationDate: '2024-12-31',
      compartments: ['GEN'],
      lookThroughLevel: 'FULL',
    });
  });

  it('keeps an incomplete perimeter for the autosave, but not for a computation', () => {
    const partial = { ...selection, compartments: [] };
    expect(perimeterRequestOf('Client.DEMO1', partial).compartments).toEqual([]);
    expect(completePerimeterRequest('Client.DEMO1', partial)).toBeNull();
    expect(completePerimeterRequest(null, selection)).toBeNull();
    expect(completePerimeterRequest('Client.DEMO1', selection)?.portfolios).toEqual([
      'P-VIE',
      'P-RET',
    ]);
  });
});
