import { describe, expect, it } from 'vitest';
import { initialNavigationState } from './navigation-state';
import {
  anyAreaLoading,
  computationFailed,
  computationStarted,
  computationSucceeded,
  scrMarkedReady,
  scrResultStored,
  transparisationFailed,
  transparisationStarted,
  transparisationSucceeded,
} from './computation-transitions';
import {
  parameterChanged,
  parameterRequestFailed,
  parameterSaveStarted,
  parameterSaved,
} from './parameter-transitions';
import { computedState } from '../../test/navigation-states';

describe('transparisation (spec §4)', () => {
  it('loads the look-through positions, then stores their perimeter id and total', () => {
    const loading = transparisationStarted(computedState);
    expect(loading.lookThrough).toEqual({
      status: 'loading',
      perimeterId: null,
      totalMarketValuation: null,
      transparisationDate: null,
    });
    const done = transparisationSucceeded(loading, 'per-9', 42.5, '2025-02-01T10:00:00Z');
    expect(done.lookThrough).toEqual({
      status: 'loaded',
      perimeterId: 'per-9',
      totalMarketValuation: 42.5,
      transparisationDate: '2025-02-01T10:00:00Z',
    });
  });

  it('clears the id and empties the positions on failure', () => {
    const failed = transparisationFailed(transparisationStarted(computedState));
    expect(failed.lookThrough).toMatchObject({ status: 'failed', perimeterId: null });
  });
});

describe('compute (spec §4)', () => {
  it('clears the done and result-archived flags and loads the requested areas', () => {
    const started = computationStarted(computedState, ['scr', 'risk']);
    expect(started.results).toEqual({
      scr: { loading: true, done: false },
      esg: { loading: false, done: false },
      risk: { loading: true, done: false },
    });
    expect(started.archives.resultArchived).toEqual({ scr: false, esg: false, risk: false });
    // The list of archives did not change: the "Analyse" items stay available.
    expect(started.archives.exist).toEqual(computedState.archives.exist);
    expect(anyAreaLoading(started)).toBe(true);
  });

  it('on success stores done, the perimeter id, and clears both warning flags', () => {
    const changed = { ...computationStarted(computedState, ['esg']), perimeterChanged: true };
    const done = computationSucceeded(changed, ['esg'], 'per-3', '2025-02-01T11:00:00Z');
    expect(done.results.esg).toEqual({ loading: false, done: true });
    expect(done.results.scr).toEqual({ loading: false, done: false });
    expect(done).toMatchObject({
      computedPerimeterId: 'per-3',
      lastComputedAt: '2025-02-01T11:00:00Z',
      perimeterChanged: false,
    });
    expect(done.parameters.parametersChanged).toBe(false);
    expect(anyAreaLoading(done)).toBe(false);
  });

  it('shows the green tick once an SCR result is stored, not for ESG alone', () => {
    const base = { ...initialNavigationState, showGreenTick: false };
    expect(scrResultStored(base).showGreenTick).toBe(true);
    expect(computationSucceeded(base, ['scr'], 'p', 't').showGreenTick).toBe(true);
    expect(computationSucceeded(base, ['esg'], 'p', 't').showGreenTick).toBe(false);
  });

  it('on failure clears the requested areas only', () => {
    const failed = computationFailed(computationStarted(computedState, ['scr']), ['scr']);
    expect(failed.results.scr).toEqual({ loading: false, done: false });
    expect(computationFailed(computedState, ['risk']).results.scr.done).toBe(true);
  });

  it('marks the SCR ready', () => {
    expect(scrMarkedReady(initialNavigationState).scrReady).toBe(true);
  });
});

describe('parameters (spec §4)', () => {
  it('sets the group flag and the global flag on a change', () => {
    const next = parameterChanged(initialNavigationState, 'ltei');
    expect(next.parameters.changed.ltei).toBe(true);
    expect(next.parameters.parametersChanged).toBe(true);
  });

  it('saving: flag on, then a success clears the group flag, the saving flag and the tick', () => {
    const saving = parameterSaveStarted(parameterChanged(computedState, 'rate'));
    expect(saving.parameters.saving).toBe(true);
    const saved = parameterSaved(saving, 'rate');
    expect(saved.parameters.changed.rate).toBe(false);
    expect(saved.parameters.changed.equity).toBe(true);
    expect(saved.parameters.saving).toBe(false);
    expect(saved.showGreenTick).toBe(false);
    // The results still predate the change: the warning stays until the next computation.
    expect(saved.parameters.parametersChanged).toBe(true);
  });

  it('a failed save or load clears the saving flag', () => {
    const failed = parameterRequestFailed(parameterSaveStarted(computedState));
    expect(failed.parameters.saving).toBe(false);
    expect(failed.parameters.changed.equity).toBe(true);
  });
});
