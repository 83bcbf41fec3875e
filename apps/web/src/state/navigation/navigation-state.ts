import type { LookThroughLevelCode } from '@prisme/domain';

/**
 * The navigation state of spec §3-4: what the perimeter is, what has been computed from
 * it, and what is under way. The menu, the perimeter bar and the app bar read it; the
 * later issues (transparisation, compute, parameters, simulation, archives) drive it
 * through the transitions beside this file. One state object, so that "any perimeter
 * change" is one pure function over everything it resets.
 */

/** The result families of spec §1. */
export type Area = 'scr' | 'esg' | 'risk';
export const AREAS: readonly Area[] = ['scr', 'esg', 'risk'];

/** Kinds of archive analysis in the menu: each module's "Analyse" group. */
export type ArchiveKind = 'transparisation' | Area;

/** Spec §4 Parameters: each group has its own changed flag. */
export const PARAMETER_GROUPS = [
  'equity',
  'rate',
  'property',
  'currency',
  'strategicParticipations',
  'ltei',
  'intraGroup',
  'concentrationExclusion',
  'propertyLeverage',
  // Issue 37: the loans in default or forborne (Art. 176(1) as amended by DR 2026/269).
  'defaultedLoans',
  // Spec §4 "ESG parameters": pillars changed, themes changed, notations changed.
  'esgPillars',
  'esgThemes',
  'esgNotations',
] as const;
export type ParameterGroup = (typeof PARAMETER_GROUPS)[number];

/** What the user chose besides the client role (which lives in the client-role store). */
export interface PerimeterSelection {
  /** Portfolio codes. */
  portfolios: string[];
  /** ISO date, one of the portfolios' valuation dates. */
  valuationDate: string | null;
  /** Compartment codes: a code selects that compartment in every chosen portfolio. */
  compartments: string[];
  lookThroughLevel: LookThroughLevelCode;
}

/**
 * The look-through positions of the perimeter ("the inventory"), as the transparisation
 * leaves them (spec §3 "Transparisation state"). 'loaded' is what data-dependent menu
 * items need; 'loading' disables the whole menu (spec §2).
 */
export interface LookThroughState {
  status: 'empty' | 'loading' | 'loaded' | 'failed';
  perimeterId: string | null;
  totalMarketValuation: number | null;
  transparisationDate: string | null;
}

export interface AreaFlags {
  loading: boolean;
  done: boolean;
}

/**
 * What the simulation is compared with (issue 17 §4): the client's own perimeter as it
 * was transparised when simulation mode was entered, and which of its results existed.
 */
export interface SimulationBase {
  perimeterId: string;
  done: Record<Area, boolean>;
  /**
   * The base's results were computed under other parameters than the current ones (issue
   * 40 §1): changed before entering and not recomputed, or changed since. The simulation's
   * computation does not refresh them, so the warning icon stays while they are shown.
   */
  outdated?: boolean;
}

/** Spec §3 "Simulation state": the flags the menu and the perimeter need. */
export interface SimulationFlags {
  simulationMode: boolean;
  simulationId: string | null;
  /** The simulation's computed perimeter, once transparised. */
  perimeterId: string | null;
  transparised: boolean;
  /** Edited since it was entered (issue 40: « Quitter la simulation » then asks first). */
  modified?: boolean;
  /** Null when nothing was transparised before entering (nothing to compare with). */
  base: SimulationBase | null;
}

export interface ArchivesFlags {
  /** The role the flags describe; a client change points them at the new role. */
  role: string | null;
  /** 'stale' asks the archives feature to (re)load the list of `role`. */
  status: 'stale' | 'loading' | 'loaded' | 'failed';
  /** Whether an archive of each kind exists for the role: the menu's "Analyse" items. */
  exist: Record<ArchiveKind, boolean>;
  /**
   * Whether the current results were archived (spec §4 Archives: set on creation,
   * cleared when a computation starts), for the archive dialog.
   */
  resultArchived: Record<Area, boolean>;
}

export interface ParameterFlags {
  changed: Record<ParameterGroup, boolean>;
  /** Any change since the last computation: one half of the warning icon. */
  parametersChanged: boolean;
  saving: boolean;
}

export interface NavigationState {
  perimeter: PerimeterSelection;
  /** Spec §4: the perimeter goes from loading to loaded (the saved one, at start-up). */
  perimeterLoaded: boolean;
  /** The saved perimeter could not be read: the bar offers "Réessayer". */
  perimeterLoadFailed: boolean;
  /** Any change since the last computation: the other half of the warning icon. */
  perimeterChanged: boolean;
  lookThrough: LookThroughState;
  results: Record<Area, AreaFlags>;
  /** The perimeter id of the last successful computation. */
  computedPerimeterId: string | null;
  /** When the last computation succeeded: the warning icon only speaks after one. */
  lastComputedAt: string | null;
  showGreenTick: boolean;
  /** Set by the later SCR issue once the SCR can be computed; a client change clears it. */
  scrReady: boolean;
  simulation: SimulationFlags;
  archives: ArchivesFlags;
  parameters: ParameterFlags;
  /** Spec §3 QRT options; the start date defaults to the day before the valuation date. */
  qrt: { bceColumns: boolean; beginDateQrts0901: string | null };
}

/** No look-through level is given by the spec: the full look-through is the default. */
export const DEFAULT_LOOK_THROUGH_LEVEL: LookThroughLevelCode = 'FULL';

export const emptySelection: PerimeterSelection = {
  portfolios: [],
  valuationDate: null,
  compartments: [],
  lookThroughLevel: DEFAULT_LOOK_THROUGH_LEVEL,
};

const byArea = <T>(value: T): Record<Area, T> => ({ scr: value, esg: value, risk: value });

export const initialLookThrough: LookThroughState = {
  status: 'empty',
  perimeterId: null,
  totalMarketValuation: null,
  transparisationDate: null,
};
export const initialResults = byArea<AreaFlags>({ loading: false, done: false });
export const initialSimulation: SimulationFlags = {
  simulationMode: false,
  simulationId: null,
  perimeterId: null,
  transparised: false,
  base: null,
};
export const noArchives = (role: string | null): ArchivesFlags => ({
  role,
  status: 'stale',
  exist: { transparisation: false, ...byArea(false) },
  resultArchived: byArea(false),
});
export const initialParameters: ParameterFlags = {
  changed: Object.fromEntries(PARAMETER_GROUPS.map((g) => [g, false])) as Record<
    ParameterGroup,
    boolean
  >,
  parametersChanged: false,
  saving: false,
};

export const initialNavigationState: NavigationState = {
  perimeter: emptySelection,
  perimeterLoaded: false,
  perimeterLoadFailed: false,
  perimeterChanged: false,
  lookThrough: initialLookThrough,
  results: initialResults,
  computedPerimeterId: null,
  lastComputedAt: null,
  showGreenTick: false,
  scrReady: false,
  simulation: initialSimulation,
  archives: noArchives(null),
  parameters: initialParameters,
  qrt: { bceColumns: true, beginDateQrts0901: null },
};
