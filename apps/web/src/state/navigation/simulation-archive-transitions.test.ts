import { describe, expect, it } from 'vitest';
import { initialNavigationState, noArchives } from './navigation-state';
import {
  archiveCreated,
  archivesFailed,
  archivesLoaded,
  archivesRequested,
} from './archive-transitions';
import { scrMarkedReady } from './computation-transitions';
import {
  simulationCreated,
  simulationModeEntered,
  simulationModeLeft,
  simulationModified,
  simulationQuit,
  simulationTransparised,
} from './simulation-transitions';
import { computedState } from '../../test/navigation-states';

describe('simulation (spec §4)', () => {
  /** The client's own perimeter transparised and computed, simulation mode off. */
  const off = { ...computedState, simulation: initialNavigationState.simulation };
  const created = simulationCreated(simulationModeEntered(off), 'sim-7');
  const transparised = simulationTransparised(created, 'per-8', 990_000, '2025-02-01T09:00:00Z');

  it('entering simulation mode turns it on and hides the green tick', () => {
    const on = simulationModeEntered(off);
    expect(on.simulation.simulationMode).toBe(true);
    expect(on.simulation.simulationId).toBeNull();
    expect(on.showGreenTick).toBe(false);
    expect(off.showGreenTick).toBe(true);
  });

  it('entering keeps the transparised perimeter and its done flags as the base', () => {
    expect(simulationModeEntered(off).simulation.base).toEqual({
      perimeterId: 'per-1',
      done: { scr: true, esg: true, risk: false },
      outdated: off.parameters.parametersChanged,
    });
  });

  it('entering without a transparised perimeter has no base to compare with', () => {
    const notTransparised = { ...off, lookThrough: initialNavigationState.lookThrough };
    expect(simulationModeEntered(notTransparised).simulation.base).toBeNull();
    const loading = { ...off, lookThrough: { ...off.lookThrough, status: 'loading' as const } };
    expect(simulationModeEntered(loading).simulation.base).toBeNull();
  });

  it('entering again starts from a fresh simulation, not the previous one', () => {
    const again = simulationModeEntered(transparised);
    expect(again.simulation).toMatchObject({
      simulationId: null,
      perimeterId: null,
      transparised: false,
    });
  });

  it('creating a simulation stores its id and clears the done flags, not the loading ones', () => {
    expect(created.simulation).toMatchObject({
      simulationMode: true,
      simulationId: 'sim-7',
      transparised: false,
    });
    expect(Object.values(created.results).map((r) => r.done)).toEqual([false, false, false]);
    const loading = { ...off, results: { ...off.results, esg: { loading: true, done: true } } };
    expect(simulationCreated(loading, 'sim-7').results.esg).toEqual({
      loading: true,
      done: false,
    });
    // The base captured on entering stays: the results pages compare with it.
    expect(created.simulation.base?.perimeterId).toBe('per-1');
  });

  it('a computation transparises it and points the look-through at its perimeter', () => {
    expect(transparised.simulation).toMatchObject({
      simulationId: 'sim-7',
      perimeterId: 'per-8',
      transparised: true,
    });
    expect(transparised.lookThrough).toEqual({
      status: 'loaded',
      perimeterId: 'per-8',
      totalMarketValuation: 990_000,
      transparisationDate: '2025-02-01T09:00:00Z',
    });
    expect(transparised.simulation.base?.perimeterId).toBe('per-1');
  });

  it('any modification un-transparises it and clears its look-through and results', () => {
    const computed = {
      ...transparised,
      results: { ...transparised.results, scr: { loading: false, done: true } },
    };
    const modified = simulationModified(computed);
    expect(modified.simulation).toEqual({
      ...computed.simulation,
      perimeterId: null,
      transparised: false,
      // Edited: « Quitter la simulation » now asks first (issue 40).
      modified: true,
    });
    expect(modified.lookThrough).toEqual(initialNavigationState.lookThrough);
    expect(modified.results).toEqual(initialNavigationState.results);
    expect(modified.perimeter).toEqual(off.perimeter);
  });

  it('turning the mode off clears the id, the transparised flag and the perimeter', () => {
    const left = simulationModeLeft(transparised);
    expect(left.simulation).toEqual(initialNavigationState.simulation);
    expect(left.perimeter).toEqual(off.perimeter);
  });

  it('quitting resets the transparisation, every result, the tick and the simulation', () => {
    const quit = simulationQuit({ ...transparised, showGreenTick: true });
    expect(quit.lookThrough).toEqual(initialNavigationState.lookThrough);
    expect(quit.results).toEqual(initialNavigationState.results);
    expect(quit.simulation).toEqual(initialNavigationState.simulation);
    expect(quit.showGreenTick).toBe(false);
    expect(quit.perimeter).toEqual(computedState.perimeter);
  });

  it('quitting on home then marks the SCR ready', () => {
    const quit = simulationQuit({ ...transparised, scrReady: false });
    expect(scrMarkedReady(quit).scrReady).toBe(true);
  });
});

describe('archives (spec §4)', () => {
  const stale = { ...initialNavigationState, archives: noArchives('Client.DEMO1') };
  const archive = (scr: boolean, esg: boolean, riskLiquidity: boolean) => ({
    scr,
    esg,
    riskLiquidity,
  });

  it('offers each analysis for which an archive of that kind exists', () => {
    const loaded = archivesLoaded(stale, 'Client.DEMO1', [
      archive(false, false, false),
      archive(true, false, false),
    ]);
    expect(loaded.archives).toMatchObject({
      status: 'loaded',
      exist: { transparisation: true, scr: true, esg: false, risk: false },
    });
    expect(archivesLoaded(stale, 'Client.DEMO1', []).archives.exist.transparisation).toBe(false);
    const risk = archivesLoaded(stale, 'Client.DEMO1', [archive(false, true, true)]);
    expect(risk.archives.exist).toMatchObject({ esg: true, risk: true });
  });

  it('points the flags at the requested role, keeping those already of that role', () => {
    const requested = archivesRequested(initialNavigationState, 'Client.DEMO1');
    expect(requested.archives).toMatchObject({ role: 'Client.DEMO1', status: 'loading' });
    expect(archivesRequested(computedState, 'Client.DEMO1').archives.exist).toEqual(
      computedState.archives.exist,
    );
    expect(archivesRequested(computedState, 'Client.DEMO2').archives.exist.scr).toBe(false);
  });

  it("ignores another role's answer, which a client change overtook", () => {
    expect(archivesLoaded(stale, 'Client.DEMO2', [archive(true, true, true)])).toBe(stale);
    expect(archivesFailed(stale, 'Client.DEMO2')).toBe(stale);
  });

  it('offers none when the list fails to load', () => {
    const failed = archivesFailed(computedState, 'Client.DEMO1');
    expect(failed.archives.status).toBe('failed');
    expect(Object.values(failed.archives.exist)).toEqual([false, false, false, false]);
  });

  it('creating an archive of a result sets its flags', () => {
    const created = archiveCreated(stale, 'esg');
    expect(created.archives.exist).toEqual({
      transparisation: true,
      scr: false,
      esg: true,
      risk: false,
    });
    expect(created.archives.resultArchived.esg).toBe(true);
  });
});
