import { describe, expect, it } from 'vitest';
import { initialNavigationState } from './navigation-state';
import {
  computationStarted,
  computationSucceeded,
  transparisationStarted,
} from './computation-transitions';
import {
  simulationCreated,
  simulationModeEntered,
  simulationModeLeft,
  simulationTransparised,
} from './simulation-transitions';
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

  it('keeps the icon while the simulation is shown beside a base computed under other parameters (issue 40 §1)', () => {
    const fresh = { ...computedState, parameters: initialNavigationState.parameters };
    const simulate = (state: typeof fresh) => {
      const created = simulationCreated(simulationModeEntered(state), 'sim-1');
      const transparised = simulationTransparised(
        created,
        'per-sim',
        1_000,
        '2025-01-10T10:00:00Z',
      );
      return computationSucceeded(transparised, ['scr'], 'per-sim', '2025-01-10T10:00:00Z');
    };
    // Parameters changed after the base's computation, then the simulation computed.
    const staleBase = simulate(parameterChanged(fresh, 'equity'));
    expect(staleBase.parameters.parametersChanged).toBe(false);
    expect(resultsOutdated(staleBase)).toBe(true);
    // Changed while simulating, after the simulation's computation: the base stays stale.
    const changedSince = computationSucceeded(
      parameterChanged(simulate(fresh), 'strategicParticipations'),
      ['scr'],
      'per-sim',
      '2025-01-10T11:00:00Z',
    );
    expect(resultsOutdated(changedSince)).toBe(true);
    // The same simulation with nothing changed: no icon; out of simulation, the base is gone.
    expect(resultsOutdated(simulate(fresh))).toBe(false);
    expect(resultsOutdated(simulationModeLeft(staleBase))).toBe(false);
  });
});
