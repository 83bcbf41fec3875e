import { describe, expect, it } from 'vitest';
import { deriveRights } from '@prisme/domain';
import { computedState } from '../../../test/navigation-states';
import { initialNavigationState } from '../../../state';
import {
  archiveSource,
  NOTHING_TO_ARCHIVE,
  SIMULATION_NOT_COMPUTED,
  type SourceState,
} from './archive-source';
import { anArchive } from './test-archives';

const all = deriveRights(false, {
  transparency: true,
  simulation: true,
  solvency: true,
  esg: true,
  risk: true,
});
/** The client's own perimeter per-1, SCR and ESG done, nothing archived. */
const own: SourceState = {
  ...computedState,
  simulation: initialNavigationState.simulation,
  archives: { resultArchived: { scr: false, esg: false, risk: false } },
};

describe('the archive source (spec §4 Archives)', () => {
  it('is the transparised perimeter with the families done that the rights show', () => {
    expect(archiveSource(own, all, [])).toEqual({
      kind: 'ready',
      perimeterId: 'per-1',
      simulation: false,
      families: [
        { family: 'scr', area: 'scr', label: 'SCR' },
        { family: 'esg', area: 'esg', label: 'ESG' },
      ],
    });
    const noEsg = archiveSource(own, { ...all, esg: false }, []);
    expect(noEsg.kind === 'ready' && noEsg.families.map((f) => f.family)).toEqual(['scr']);
  });

  it('is the simulation’s perimeter once transparised (simulation true)', () => {
    const simulated: SourceState = {
      ...own,
      simulation: computedState.simulation,
      lookThrough: { ...own.lookThrough, perimeterId: 'per-2' },
    };
    expect(archiveSource(simulated, all, [])).toMatchObject({
      kind: 'ready',
      perimeterId: 'per-2',
      simulation: true,
    });
    const notYet = { ...simulated, simulation: { ...simulated.simulation, transparised: false } };
    expect(archiveSource(notYet, all, [])).toEqual({
      kind: 'none',
      reason: SIMULATION_NOT_COMPUTED,
    });
  });

  it('needs a transparised perimeter', () => {
    const none = { ...own, lookThrough: initialNavigationState.lookThrough };
    expect(archiveSource(none, all, [])).toEqual({ kind: 'none', reason: NOTHING_TO_ARCHIVE });
  });

  it('is already archived when the list holds the perimeter', () => {
    const saved = anArchive({ perimeterID: 'per-1' as string });
    expect(archiveSource(own, all, [saved])).toEqual({
      kind: 'archived',
      perimeterId: 'per-1',
      archive: saved,
    });
  });

  it('until the list is read, the resultArchived flags say it', () => {
    const flagged = {
      ...own,
      archives: { resultArchived: { scr: true, esg: false, risk: false } },
    };
    expect(archiveSource(flagged, all, undefined).kind).toBe('archived');
    expect(archiveSource(own, all, undefined).kind).toBe('ready');
    // The list decides once read: an archive deleted since may be saved again.
    expect(archiveSource(flagged, all, []).kind).toBe('ready');
  });
});
