import { z } from 'zod';

/** A choice of a select: a code and its French label. */
export interface Choice {
  code: string;
  name: string;
}

/**
 * The server's lists (yield curves, duration priorities, currencies) as this page reads
 * them: no domain schema gives their shape yet, so each item may be a bare code or an
 * object carrying a code (code, id or yieldCurveID) and perhaps a name (name, label,
 * nameFr, libelle). Defined here, client side, and read leniently.
 */
const item = z.union([
  z.string(),
  z.object({
    code: z.string().optional(),
    id: z.union([z.string(), z.number()]).optional(),
    yieldCurveID: z.string().optional(),
    name: z.string().optional(),
    label: z.string().optional(),
    nameFr: z.string().optional(),
    libelle: z.string().optional(),
  }),
]);
export const choiceListSchema = z.array(item).transform((items) =>
  items
    .map((entry): Choice | null => {
      if (typeof entry === 'string') return { code: entry, name: entry };
      const code =
        entry.code ?? entry.yieldCurveID ?? (entry.id === undefined ? undefined : String(entry.id));
      if (!code) return null;
      return { code, name: entry.name ?? entry.label ?? entry.nameFr ?? entry.libelle ?? code };
    })
    .filter((choice): choice is Choice => choice !== null),
);

/** Sorted by French name (spec §5: currencies are sorted by name). */
export const sortByName = (choices: readonly Choice[]): Choice[] =>
  [...choices].sort((a, b) => a.name.localeCompare(b.name, 'fr', { sensitivity: 'base' }));

/** The list, with the current value kept as a choice when the list lacks it. */
export function withCurrent(choices: readonly Choice[], current: string | undefined): Choice[] {
  if (!current || choices.some((choice) => choice.code === current)) return [...choices];
  return [{ code: current, name: current }, ...choices];
}
