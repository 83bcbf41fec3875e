/**
 * A perimeter's compartments (spec §7: `compartments`, codes). A bare code means that
 * compartment in every chosen portfolio that has it, as the spec's payload says; but a
 * compartment is identified by its portfolio AND its code (issue 14: ticking « GEN »
 * under one portfolio ticked it under all). `PORTFOLIO|CODE` names one portfolio's
 * compartment. The web sends a bare code when every chosen portfolio that has the code
 * is chosen with it, qualified entries otherwise: the common perimeter keeps the spec's
 * shape.
 */
export const PORTFOLIO_COMPARTMENT_SEPARATOR = '|';

export interface CompartmentRef {
  portfolio: string;
  code: string;
}

/** A bare code (every chosen portfolio that has it) or one portfolio's compartment. */
export function parseCompartmentEntry(entry: string): { portfolio?: string; code: string } {
  const at = entry.indexOf(PORTFOLIO_COMPARTMENT_SEPARATOR);
  return at < 0 ? { code: entry } : { portfolio: entry.slice(0, at), code: entry.slice(at + 1) };
}

export const compartmentEntry = ({ portfolio, code }: CompartmentRef) =>
  `${portfolio}${PORTFOLIO_COMPARTMENT_SEPARATOR}${code}`;

/** The compartments of `available` (those of the chosen portfolios) that `entries` select. */
export function selectedCompartments(
  entries: readonly string[],
  available: readonly CompartmentRef[],
): CompartmentRef[] {
  const parsed = entries.map(parseCompartmentEntry);
  return available.filter((c) =>
    parsed.some(
      (e) => e.code === c.code && (e.portfolio === undefined || e.portfolio === c.portfolio),
    ),
  );
}

/** The entries of a selection: a bare code where it is chosen in every portfolio that has it. */
export function compartmentEntries(
  selected: readonly CompartmentRef[],
  available: readonly CompartmentRef[],
): string[] {
  const chosen = new Set(selected.map(compartmentEntry));
  const entries: string[] = [];
  for (const code of new Set(selected.map((c) => c.code))) {
    const holders = available.filter((c) => c.code === code);
    if (holders.every((c) => chosen.has(compartmentEntry(c)))) entries.push(code);
    else
      entries.push(...holders.filter((c) => chosen.has(compartmentEntry(c))).map(compartmentEntry));
  }
  return entries;
}

/** The entries `entries` has that no compartment of `available` answers (for a French 400). */
export function unknownCompartmentEntries(
  entries: readonly string[],
  available: readonly CompartmentRef[],
): string[] {
  return entries.filter((entry) => selectedCompartments([entry], available).length === 0);
}
