import { describe, expect, it } from 'vitest';
import { computedState } from '../../test/navigation-states';
import { initialNavigationState } from './navigation-state';
import {
  parameterChanged,
  parameterRequestFailed,
  parameterSaveStarted,
  parameterSaved,
} from './parameter-transitions';
import { busyWith, resultsOutdated } from './selectors';

describe('parameter transitions (spec §4 Parameters, Green tick)', () => {
  it('a change sets its group flag and the global parametersChanged (the warning icon)', () => {
    const next = parameterChanged(computedState, 'ltei');
    expect(next.parameters.changed.ltei).toBe(true);
    expect(next.parameters.changed.rate).toBe(false);
    expect(next.parameters.parametersChanged).toBe(true);
    expect(resultsOutdated({ ...next, perimeterChanged: false })).toBe(true);
  });

  it('a save sets the global saving flag, which disables the whole menu', () => {
    const next = parameterSaveStarted(initialNavigationState);
    expect(next.parameters.saving).toBe(true);
    expect(busyWith(next)).toBe('parameters');
  });

  it('a successful save clears that group flag, the saving flag and the green tick only', () => {
    const changed = parameterChanged(parameterChanged(computedState, 'rate'), 'equity');
    const next = parameterSaved(parameterSaveStarted(changed), 'equity');
    expect(next.parameters.changed.equity).toBe(false);
    expect(next.parameters.changed.rate).toBe(true);
    expect(next.parameters.saving).toBe(false);
    expect(next.showGreenTick).toBe(false);
    // The results still do not reflect the saved parameters: the warning stays.
    expect(next.parameters.parametersChanged).toBe(true);
  });

  it('a failed save or load only ends the saving flag', () => {
    const saving = parameterSaveStarted(parameterChanged(computedState, 'currency'));
    const next = parameterRequestFailed(saving);
    expect(next.parameters.saving).toBe(false);
    expect(next.parameters.changed.currency).toBe(true);
    expect(next.showGreenTick).toBe(true);
  });
});
