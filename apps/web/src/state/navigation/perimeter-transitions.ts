import {
  qrtDefaultPeriodStart,
  unknownCompartmentEntries,
  type Compartment,
  type LookThroughLevelCode,
  type Portfolio,
} from '@prisme/domain';
import { sameDay } from '../../lib/iso-date';
import {
  emptySelection,
  initialLookThrough,
  initialParameters,
  initialSimulation,
  noArchives,
  type NavigationState,
  type PerimeterSelection,
} from './navigation-state';

const sameCodes = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((code, i) => code === b[i]);

export function sameSelection(a: PerimeterSelection, b: PerimeterSelection): boolean {
  return (
    sameCodes(a.portfolios, b.portfolios) &&
    sameCodes(a.compartments, b.compartments) &&
    a.valuationDate === b.valuationDate &&
    a.lookThroughLevel === b.lookThroughLevel
  );
}

/** The default QRT start date: 1 January of the valuation year (issue 36, the domain's rule). */
export const defaultQrtStartDate = (valuationDate: string | null): string | null =>
  valuationDate ? qrtDefaultPeriodStart(valuationDate) : null;

/**
 * Spec §3 isValid: a perimeter the transparisation can run on — a client, at least one
 * portfolio, a valuation date and at least one compartment (the level always has one).
 */
export const isPerimeterValid = (selection: PerimeterSelection, roleChosen: boolean): boolean =>
  roleChosen &&
  selection.portfolios.length > 0 &&
  selection.valuationDate !== null &&
  selection.compartments.length > 0;

/**
 * Spec §4, any perimeter change: sets perimeterChanged, empties the look-through
 * positions, clears the green tick and the simulation, resets the SCR, ESG and Risk done
 * flags. A change to the same selection is no change (the same state comes back).
 */
export function perimeterChanged(
  state: NavigationState,
  selection: PerimeterSelection,
): NavigationState {
  return sameSelection(state.perimeter, selection) ? state : applyChange(state, selection);
}

function applyChange(state: NavigationState, selection: PerimeterSelection): NavigationState {
  const dateMoved = selection.valuationDate !== state.perimeter.valuationDate;
  return {
    ...state,
    perimeter: selection,
    perimeterChanged: true,
    lookThrough: initialLookThrough,
    showGreenTick: false,
    simulation: initialSimulation,
    results: {
      scr: { ...state.results.scr, done: false },
      esg: { ...state.results.esg, done: false },
      risk: { ...state.results.risk, done: false },
    },
    qrt: dateMoved
      ? { ...state.qrt, beginDateQrts0901: defaultQrtStartDate(selection.valuationDate) }
      : state.qrt,
  };
}

/**
 * Spec §4, a client change: a perimeter change — the previous client's portfolios mean
 * nothing for the next one, so the selection is emptied (the level stays) — that also
 * resets the parameter-changed flags and the SCR-ready flag, and marks the archives for
 * reloading for the new role.
 */
export function clientChanged(state: NavigationState, role: string | null): NavigationState {
  const emptied = applyChange(state, {
    ...emptySelection,
    lookThroughLevel: state.perimeter.lookThroughLevel,
  });
  return {
    ...emptied,
    parameters: initialParameters,
    scrReady: false,
    archives: noArchives(role),
  };
}

export const portfoliosChosen = (state: NavigationState, codes: readonly string[]) =>
  perimeterChanged(state, {
    ...state.perimeter,
    portfolios: [...codes],
    // Without portfolios there are no dates nor compartments to keep; otherwise the
    // date and compartments stay until their lists, reloaded, say whether they still fit.
    ...(codes.length === 0 ? { valuationDate: null, compartments: [] } : {}),
  });

export const valuationDateChosen = (state: NavigationState, date: string | null) =>
  perimeterChanged(state, { ...state.perimeter, valuationDate: date });

export const compartmentsChosen = (state: NavigationState, codes: readonly string[]) =>
  perimeterChanged(state, { ...state.perimeter, compartments: [...codes] });

export const lookThroughLevelChosen = (state: NavigationState, level: LookThroughLevelCode) =>
  perimeterChanged(state, { ...state.perimeter, lookThroughLevel: level });

/** The client's portfolios arrived: a chosen portfolio that no longer exists drops out. */
export function portfoliosReceived(
  state: NavigationState,
  portfolios: readonly Portfolio[],
): NavigationState {
  const known = new Set(portfolios.map((p) => p.codePortefeuille));
  const kept = state.perimeter.portfolios.filter((code) => known.has(code));
  return kept.length === state.perimeter.portfolios.length ? state : portfoliosChosen(state, kept);
}

/**
 * The chosen portfolios' dates arrived (newest first): the chosen date stays when still
 * offered (matched on its first 10 characters, spec §5), else the newest is taken.
 */
export function datesReceived(state: NavigationState, dates: readonly string[]): NavigationState {
  const current = state.perimeter.valuationDate;
  const kept = current ? dates.find((date) => sameDay(date, current)) : undefined;
  return valuationDateChosen(state, kept ?? dates[0] ?? null);
}

/**
 * The compartments at the chosen date arrived: a chosen entry (a code, or a portfolio's
 * compartment) no longer offered drops out.
 */
export function compartmentsReceived(
  state: NavigationState,
  compartments: readonly Compartment[],
): NavigationState {
  const unknown = new Set(
    unknownCompartmentEntries(
      state.perimeter.compartments,
      compartments.map((c) => ({ portfolio: c.codePortefeuille, code: c.codeCompartiment })),
    ),
  );
  const kept = state.perimeter.compartments.filter((entry) => !unknown.has(entry));
  return kept.length === state.perimeter.compartments.length
    ? state
    : compartmentsChosen(state, kept);
}

/** The saved perimeter is being read at start-up (or again after a failure). */
export const perimeterLoadStarted = (state: NavigationState): NavigationState => ({
  ...state,
  perimeterLoaded: false,
  perimeterLoadFailed: false,
});

/**
 * The saved perimeter, validated, or the empty one when it was invalid (spec §4). The
 * state kept in sessionStorage survives a reload: when it already holds this perimeter,
 * its results still hold; otherwise restoring is a perimeter change.
 */
export function perimeterRestored(
  state: NavigationState,
  selection: PerimeterSelection,
): NavigationState {
  const next = perimeterChanged(state, selection);
  return {
    ...next,
    perimeterLoaded: true,
    perimeterLoadFailed: false,
    qrt: { ...next.qrt, beginDateQrts0901: defaultQrtStartDate(selection.valuationDate) },
  };
}

/** The saved perimeter could not be read: start from an empty one, with "Réessayer". */
export const perimeterLoadFailed = (state: NavigationState): NavigationState => ({
  ...perimeterRestored(state, emptySelection),
  perimeterLoadFailed: true,
});
