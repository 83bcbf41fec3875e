import { describe, expect, it } from 'vitest';
import { initialNavigationState, noArchives } from './navigation-state';
import {
  archiveCreated,
  archivesFailed,
  archivesLoaded,
  archivesRequested,
} from './archive-transitions';
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
  const off = { ...computedState, simulation: initialNavigationState.simulation };

  it('entering simulation mode hides the green tick', () => {
    const on = simulationModeEntered(off);
    expect(on.simulation.simulationMode).toBe(true);
    expect(on.showGreenTick).toBe(false);
  });

  it('creating a simulation stores its id and clears the done flags', () => {
    const created = simulationCreated(simulationModeEntered(off), 'sim-7');
    expect(created.simulation).toMatchObject({ simulationId: 'sim-7', transparised: false });
    expect(Object.values(created.results).map((r) => r.done)).toEqual([false, false, false]);
  });

  it('is transparised by a computation and un-transparised by any modification', () => {
    const transparised = simulationTransparised(simulationCreated(off, 'sim-7'), 'per-8');
    expect(transparised.simulation).toMatchObject({ perimeterId: 'per-8', transparised: true });
    expect(simulationModified(transparised).simulation.transparised).toBe(false);
  });

  it('turning the mode off clears the id, the transparised flag and the perimeter', () => {
    expect(simulationModeLeft(computedState).simulation).toEqual(initialNavigationState.simulation);
  });

  it('quitting resets the transparisation, every result and the simulation', () => {
    const quit = simulationQuit(computedState);
    expect(quit.lookThrough).toEqual(initialNavigationState.lookThrough);
    expect(quit.results).toEqual(initialNavigationState.results);
    expect(quit.simulation).toEqual(initialNavigationState.simulation);
    expect(quit.perimeter).toEqual(computedState.perimeter);
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
