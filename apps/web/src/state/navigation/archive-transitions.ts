import { noArchives, type Area, type NavigationState } from './navigation-state';

/** The flags of an archive that say what it holds (spec §3 Archive). */
export interface ArchiveContent {
  scr: boolean;
  esg: boolean;
  riskLiquidity: boolean;
}

/**
 * Spec §4 Archives, for the archives issue: the list of the role decides which "Analyse"
 * items the menu offers. A client change leaves the flags 'stale' for the new role; the
 * archives feature then calls archivesRequested(role), loads the list, and calls
 * archivesLoaded or archivesFailed.
 */

/** The archives feature asks for the list of `role`; another role's flags are dropped. */
export const archivesRequested = (state: NavigationState, role: string): NavigationState => ({
  ...state,
  archives: {
    ...(state.archives.role === role ? state.archives : noArchives(role)),
    status: 'loading',
  },
});

/**
 * The role's archives arrived. Every archive holds a transparised perimeter, so any
 * archive feeds the transparisation analyses; the others need their result flag. An
 * answer for a role that is no longer the current one is ignored.
 */
export function archivesLoaded(
  state: NavigationState,
  role: string,
  archives: readonly ArchiveContent[],
): NavigationState {
  if (state.archives.role !== role) return state;
  return {
    ...state,
    archives: {
      ...state.archives,
      status: 'loaded',
      exist: {
        transparisation: archives.length > 0,
        scr: archives.some((a) => a.scr),
        esg: archives.some((a) => a.esg),
        risk: archives.some((a) => a.riskLiquidity),
      },
    },
  };
}

/** Spec §8: a list load error empties the list, so no archive is offered. */
export function archivesFailed(state: NavigationState, role: string): NavigationState {
  if (state.archives.role !== role) return state;
  return { ...state, archives: { ...noArchives(role), status: 'failed' } };
}

/** Spec §4: creating an archive of a result sets that result's archive-exists flag. */
export const archiveCreated = (state: NavigationState, area: Area): NavigationState => ({
  ...state,
  archives: {
    ...state.archives,
    exist: { ...state.archives.exist, transparisation: true, [area]: true },
    resultArchived: { ...state.archives.resultArchived, [area]: true },
  },
});
