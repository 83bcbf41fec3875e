import { describe, expect, it } from 'vitest';
import { initialNavigationState } from './navigation-state';
import { computationStarted, transparisationStarted } from './computation-transitions';
import { parameterChanged, parameterSaveStarted } from './parameter-transitions';
import { valuationDateChosen } from './perimeter-transitions';
import { busyWith, resultsOutdated } from './selectors';
import { computedState } from '../../test/navigation-states';

describe('navigation selectors', () => {
  it('says what keeps the navigation busy (spec §2)', () => {
    expect(busyWith(computedState)).toBeNull();
    expect(busyWith(parameterSaveStarted(computedState))).toBe('parameters');
    expect(busyWith(computationStarted(computedState, ['scr']))).toBe('scr');
    expect(busyWith(computationStarted(computedState, ['esg']))).toBeNull();
    expect(busyWith(transparisationStarted(computedState))).toBe('inventory');
  });

  it('flags outdated results once the perimeter or the parameters changed after a computation', () => {
    const fresh = { ...computedState, parameters: initialNavigationState.parameters };
    expect(resultsOutdated(fresh)).toBe(false);
    expect(resultsOutdated(valuationDateChosen(fresh, '2024-11-30'))).toBe(true);
    expect(resultsOutdated(parameterChanged(fresh, 'rate'))).toBe(true);
    const neverComputed = { ...initialNavigationState, perimeterChanged: true };
    expect(resultsOutdated(neverComputed)).toBe(false);
  });
});
