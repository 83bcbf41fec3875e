import {
  ARCHIVE_FAMILIES,
  ARCHIVE_FAMILY_LABELS,
  type Archive,
  type ArchiveFamily,
  type UserRights,
} from '@prisme/domain';
import { AREAS, type Area, type NavigationState } from '../../../state';

/** Each family an archive keeps: its result area (navigation state) and its right (spec §6). */
export const FAMILY_AREAS: Record<
  ArchiveFamily,
  { area: Area; right: 'solvency' | 'esg' | 'risk' }
> = {
  scr: { area: 'scr', right: 'solvency' },
  esg: { area: 'esg', right: 'esg' },
  riskLiquidity: { area: 'risk', right: 'risk' },
};

export interface FamilyChoice {
  family: ArchiveFamily;
  area: Area;
  label: string;
}

export const ALREADY_ARCHIVED = 'Déjà sauvegardé';
export const NOTHING_TO_ARCHIVE = 'Lancez un calcul pour pouvoir le sauvegarder.';
export const SIMULATION_NOT_COMPUTED =
  'Lancez les calculs de la simulation pour pouvoir la sauvegarder.';

/** What « Sauvegarder » would save (spec §4 Archives: the archive source). */
export type ArchiveSource =
  | { kind: 'none'; reason: string }
  /** This perimeter is already an archive (the server answers 409 to a second one). */
  | { kind: 'archived'; perimeterId: string; archive: Archive | undefined }
  | {
      kind: 'ready';
      perimeterId: string;
      /** Spec §4: the simulation's perimeter, else the transparised one. */
      simulation: boolean;
      /** The families whose results are done and that the user may read. */
      families: FamilyChoice[];
    };

export type SourceState = Pick<NavigationState, 'lookThrough' | 'results' | 'simulation'> & {
  archives: Pick<NavigationState['archives'], 'resultArchived'>;
};

/**
 * The computed perimeter and the families that can be saved. Whether it is already saved
 * is the role's list's to say once read (an archive saved elsewhere, or deleted since);
 * until then the navigation state's resultArchived flags (set on creation, cleared when a
 * computation starts).
 */
export function archiveSource(
  state: SourceState,
  rights: Pick<UserRights, 'solvency' | 'esg' | 'risk'>,
  archives: readonly Archive[] | undefined,
): ArchiveSource {
  const { lookThrough, simulation } = state;
  if (simulation.simulationMode && !simulation.transparised) {
    return { kind: 'none', reason: SIMULATION_NOT_COMPUTED };
  }
  const perimeterId = lookThrough.status === 'loaded' ? lookThrough.perimeterId : null;
  if (!perimeterId) return { kind: 'none', reason: NOTHING_TO_ARCHIVE };
  const archive = archives?.find((a) => a.perimeterID === perimeterId);
  const archived = archives
    ? archive !== undefined
    : AREAS.some((area) => state.archives.resultArchived[area]);
  if (archived) return { kind: 'archived', perimeterId, archive };
  return {
    kind: 'ready',
    perimeterId,
    simulation: simulation.simulationMode && simulation.transparised,
    families: ARCHIVE_FAMILIES.filter((family) => {
      const { area, right } = FAMILY_AREAS[family];
      return rights[right] && state.results[area].done;
    }).map((family) => ({
      family,
      area: FAMILY_AREAS[family].area,
      label: ARCHIVE_FAMILY_LABELS[family],
    })),
  };
}
