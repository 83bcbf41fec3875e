import { describe, expect, it } from 'vitest';
import { emptySelection, initialNavigationState, type NavigationState } from './navigation-state';
import {
  clientChanged,
  compartmentsChosen,
  compartmentsReceived,
  datesReceived,
  defaultQrtStartDate,
  isPerimeterValid,
  lookThroughLevelChosen,
  perimeterChanged,
  perimeterLoadFailed,
  perimeterLoadStarted,
  perimeterRestored,
  portfoliosChosen,
  portfoliosReceived,
  valuationDateChosen,
} from './perimeter-transitions';
import { compartment, computedState, portfolio, selection } from '../../test/navigation-states';

/** What spec §4 says any perimeter change does, checked on the state it produced. */
function expectPerimeterChangeResets(next: NavigationState) {
  expect(next.perimeterChanged).toBe(true);
  expect(next.lookThrough).toEqual(initialNavigationState.lookThrough);
  expect(next.showGreenTick).toBe(false);
  expect(next.simulation).toEqual(initialNavigationState.simulation);
  expect([next.results.scr.done, next.results.esg.done, next.results.risk.done]).toEqual([
    false,
    false,
    false,
  ]);
}

describe('any perimeter change (spec §4)', () => {
  it.each([
    ['portfolios', (s: NavigationState) => portfoliosChosen(s, ['P-VIE'])],
    ['valuation date', (s: NavigationState) => valuationDateChosen(s, '2024-11-30')],
    ['compartments', (s: NavigationState) => compartmentsChosen(s, ['GEN', 'UC'])],
    ['look-through level', (s: NavigationState) => lookThroughLevelChosen(s, '1')],
  ])('%s: sets perimeterChanged and resets positions, tick, simulation, done flags', (_, t) => {
    const next = t(computedState);
    expectPerimeterChangeResets(next);
    // What a client change resets too is kept on a mere perimeter change.
    expect(next.parameters).toEqual(computedState.parameters);
    expect(next.scrReady).toBe(true);
    expect(next.archives).toEqual(computedState.archives);
  });

  it('changes nothing when the same perimeter is chosen again', () => {
    expect(perimeterChanged(computedState, { ...selection })).toBe(computedState);
    expect(compartmentsChosen(computedState, ['GEN'])).toBe(computedState);
  });

  it('empties the date and compartments when no portfolio is left', () => {
    expect(portfoliosChosen(computedState, []).perimeter).toEqual({
      ...emptySelection,
      lookThroughLevel: 'FULL',
    });
    // Otherwise they wait for their lists to say whether they still fit.
    expect(portfoliosChosen(computedState, ['P-VIE']).perimeter).toMatchObject({
      valuationDate: '2024-12-31',
      compartments: ['GEN'],
    });
  });

  it('moves the default QRT start date to 1 January of the new valuation year (issue 36)', () => {
    expect(defaultQrtStartDate('2025-01-01')).toBe('2024-01-01');
    expect(defaultQrtStartDate(null)).toBeNull();
    expect(valuationDateChosen(computedState, '2024-03-01').qrt).toEqual({
      bceColumns: true,
      beginDateQrts0901: '2024-01-01',
    });
  });
});

describe('a client change (spec §4)', () => {
  const next = clientChanged(computedState, 'Client.DEMO2');

  it('is a perimeter change that empties the selection but keeps the level', () => {
    expectPerimeterChangeResets(next);
    expect(next.perimeter).toEqual({ ...emptySelection, lookThroughLevel: 'FULL' });
    expect(
      clientChanged({ ...computedState, perimeter: emptySelection }, 'X').perimeterChanged,
    ).toBe(true);
  });

  it('also resets the parameter-changed flags and the SCR-ready flag', () => {
    expect(next.parameters).toEqual(initialNavigationState.parameters);
    expect(next.scrReady).toBe(false);
  });

  it('marks the archives of the new role for reloading, with none offered meanwhile', () => {
    expect(next.archives).toEqual({
      role: 'Client.DEMO2',
      status: 'stale',
      exist: { transparisation: false, scr: false, esg: false, risk: false },
      resultArchived: { scr: false, esg: false, risk: false },
    });
  });
});

describe('lists arriving in the bar', () => {
  it('drops chosen portfolios that no longer exist', () => {
    const next = portfoliosReceived(computedState, [portfolio('P-VIE')]);
    expect(next.perimeter.portfolios).toEqual(['P-VIE']);
    expectPerimeterChangeResets(next);
    const all = [portfolio('P-RET'), portfolio('P-VIE')];
    expect(portfoliosReceived(computedState, all)).toBe(computedState);
  });

  it('keeps the chosen date when still offered, matched on its first 10 characters', () => {
    expect(datesReceived(computedState, ['2025-01-31', '2024-12-31', '2024-11-30'])).toBe(
      computedState,
    );
    const withTime = {
      ...computedState,
      perimeter: { ...selection, valuationDate: '2024-12-31T00:00:00Z' },
    };
    expect(datesReceived(withTime, ['2025-01-31', '2024-12-31']).perimeter.valuationDate).toBe(
      '2024-12-31',
    );
  });

  it('takes the newest date when the chosen one is gone or none was chosen, none without dates', () => {
    expect(datesReceived(computedState, ['2025-01-31', '2024-11-30']).perimeter.valuationDate).toBe(
      '2025-01-31',
    );
    const noDate = { ...computedState, perimeter: { ...selection, valuationDate: null } };
    expect(datesReceived(noDate, ['2025-01-31']).perimeter.valuationDate).toBe('2025-01-31');
    expect(datesReceived(computedState, []).perimeter.valuationDate).toBeNull();
  });

  it('drops chosen compartments no longer offered, by code across portfolios', () => {
    const offered = [compartment('GEN', 'P-RET'), compartment('UC')];
    expect(compartmentsReceived(computedState, offered)).toBe(computedState);
    expect(compartmentsReceived(computedState, [compartment('UC')]).perimeter.compartments).toEqual(
      [],
    );
  });
});

describe('loading the saved perimeter (spec §4)', () => {
  it('goes from loading to loaded', () => {
    const loading = perimeterLoadStarted(initialNavigationState);
    expect(loading.perimeterLoaded).toBe(false);
    const loaded = perimeterRestored(loading, selection);
    expect(loaded).toMatchObject({ perimeterLoaded: true, perimeter: selection });
    expect(loaded.qrt.beginDateQrts0901).toBe('2024-01-01');
  });

  it('keeps the results of this session when the saved perimeter is the one they came from', () => {
    const reloaded = perimeterRestored({ ...computedState, perimeterLoaded: false }, selection);
    expect(reloaded).toEqual(computedState);
  });

  it('is a perimeter change when the saved perimeter differs from the session', () => {
    expectPerimeterChangeResets(perimeterRestored(computedState, emptySelection));
  });

  it('starts from an empty perimeter, flagged, when the saved one cannot be read', () => {
    const failed = perimeterLoadFailed(perimeterLoadStarted(computedState));
    expect(failed).toMatchObject({
      perimeter: emptySelection,
      perimeterLoaded: true,
      perimeterLoadFailed: true,
    });
    expect(perimeterLoadStarted(failed).perimeterLoadFailed).toBe(false);
  });
});

describe('isValid (spec §3)', () => {
  it('needs a client, a portfolio, a date and a compartment', () => {
    expect(isPerimeterValid(selection, true)).toBe(true);
    expect(isPerimeterValid(selection, false)).toBe(false);
    expect(isPerimeterValid({ ...selection, portfolios: [] }, true)).toBe(false);
    expect(isPerimeterValid({ ...selection, valuationDate: null }, true)).toBe(false);
    expect(isPerimeterValid({ ...selection, compartments: [] }, true)).toBe(false);
  });
});
