import { unknownCompartmentEntries } from '@prisme/domain';
import type { Compartment, Portfolio, SavedPerimeter } from '@prisme/domain';
import { sameDay } from '../../../lib/iso-date';
import { DEFAULT_LOOK_THROUGH_LEVEL, type PerimeterSelection } from '../../../state';

/** The inventory lists the check reads; the restore passes cached queries. */
export interface PerimeterLookups {
  portfolios: (role: string) => Promise<Portfolio[]>;
  dates: (role: string, portfolios: string[]) => Promise<string[]>;
  compartments: (role: string, portfolios: string[], date: string | null) => Promise<Compartment[]>;
}

export interface CheckContext {
  isAdmin: boolean;
  /** A user's own role (bound to it, spec §4). */
  role: string | null;
  /** The roles an admin may pick. */
  choices: readonly string[];
}

export type SavedPerimeterCheck =
  | { kind: 'none' }
  | { kind: 'valid'; role: string | null; selection: PerimeterSelection }
  | { kind: 'invalid'; reason: string };

const invalid = (reason: string): SavedPerimeterCheck => ({ kind: 'invalid', reason });

/**
 * Spec §4: the saved perimeter is valid when its role matches (an admin's must be one
 * they may pick), every portfolio still exists, the date is among the portfolios' dates
 * (matched on its first 10 characters, spec §5) and every compartment exists at that
 * date (what the bar would offer). A perimeter saved half-chosen stays half-chosen.
 * Failed lookups throw: a perimeter that cannot be checked is a load error, not invalid.
 */
export async function checkSavedPerimeter(
  saved: SavedPerimeter | null,
  context: CheckContext,
  lookups: PerimeterLookups,
): Promise<SavedPerimeterCheck> {
  if (!saved) return { kind: 'none' };
  const role = saved.rolename;
  if (context.isAdmin) {
    if (role !== null && !context.choices.includes(role)) return invalid(`client ${role}`);
  } else if (role !== context.role) {
    return invalid(`client ${role ?? '(aucun)'} au lieu de ${context.role ?? '(aucun)'}`);
  }

  const selection: PerimeterSelection = {
    portfolios: saved.portfolios,
    valuationDate: null,
    compartments: saved.compartments,
    lookThroughLevel: saved.lookThroughLevel ?? DEFAULT_LOOK_THROUGH_LEVEL,
  };
  if (role === null || saved.portfolios.length === 0) {
    const partial = saved.valuationDate !== null || saved.compartments.length > 0;
    return partial ? invalid('date ou compartiments sans portefeuille') : valid(role, selection);
  }

  const portfolios = new Set((await lookups.portfolios(role)).map((p) => p.codePortefeuille));
  const missing = saved.portfolios.filter((code) => !portfolios.has(code));
  if (missing.length) return invalid(`portefeuille(s) ${missing.join(', ')}`);

  if (saved.valuationDate !== null) {
    const dates = await lookups.dates(role, saved.portfolios);
    const date = dates.find((d) => sameDay(d, saved.valuationDate!));
    if (!date) return invalid(`date ${saved.valuationDate}`);
    selection.valuationDate = date;
  }

  if (saved.compartments.length) {
    const offered = await lookups.compartments(role, saved.portfolios, selection.valuationDate);
    const unknown = unknownCompartmentEntries(
      saved.compartments,
      offered.map((c) => ({ portfolio: c.codePortefeuille, code: c.codeCompartiment })),
    );
    if (unknown.length) return invalid(`compartiment(s) ${unknown.join(', ')}`);
  }
  return valid(role, selection);
}

const valid = (role: string | null, selection: PerimeterSelection): SavedPerimeterCheck => ({
  kind: 'valid',
  role,
  selection,
});
