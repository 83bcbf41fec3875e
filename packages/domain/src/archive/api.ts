import { z } from 'zod';
import { isoDateSchema, isoDateTimeSchema } from '../common/dates';
import { SPECIAL_ARCHIVE_CATEGORIES } from '../constants';

/**
 * Archives (spec §3 "Archive", §4 "Archives", §7 "Archives"; issue 18): a computed
 * perimeter saved under a name in a category, with the result families it keeps. The
 * field names are the spec's; the archive's key is its perimeter (perimeterID).
 */

/**
 * The result families an archive may keep, as the API flags them. A family that lands
 * later adds its flag here and its entry in the server's registry
 * (apps/server/src/modules/archive/families.ts); the archives saved before it read false.
 */
export const ARCHIVE_FAMILIES = ['scr', 'esg', 'riskLiquidity'] as const;
export type ArchiveFamily = (typeof ARCHIVE_FAMILIES)[number];

export const ARCHIVE_FAMILY_LABELS: Record<ArchiveFamily, string> = {
  scr: 'SCR',
  esg: 'ESG',
  riskLiquidity: 'Risque de liquidité',
};

export const ARCHIVE_NAME_MAX = 100;
export const ARCHIVE_CATEGORY_MAX = 50;

/** Whether a text holds a control character (line break, tabulation…): C0, DEL or C1. */
const hasControl = (text: string) =>
  [...text].some((c) => {
    const code = c.charCodeAt(0);
    return code < 0x20 || (code >= 0x7f && code <= 0x9f);
  });

const label = (what: string, max: number) =>
  z
    .string({ error: `${what} doit être un texte.` })
    .trim()
    .min(1, `${what} est obligatoire.`)
    .max(max, `${what} dépasse ${max} caractères.`)
    .refine((text) => !hasControl(text), `${what} contient un caractère de contrôle.`);

/** A sauvegarde's name: trimmed, 1 to 100 characters, unique in its role and category. */
export const archiveNameSchema = label('Le nom de la sauvegarde', ARCHIVE_NAME_MAX);
/** A category: « Officiel », « Test » or the role's own, trimmed, 1 to 50 characters. */
export const archiveCategorySchema = label('La catégorie', ARCHIVE_CATEGORY_MAX);

const perimeterId = z.uuid({ error: 'Identifiant de périmètre invalide.' });
const flag = (what: string) => z.boolean({ error: `L’indicateur ${what} doit être vrai ou faux.` });
const rolename = z
  .string({ error: 'Le client doit être un texte.' })
  .min(1, 'Le client est obligatoire.')
  .max(100);
const userId = z.string().min(1).max(200).optional();

/** An archive as GET /api/archive/all lists it. */
export const archiveSchema = z
  .object({
    perimeterID: z.uuid(),
    name: z.string(),
    category: z.string(),
    /** The perimeter is a simulation's (spec §4: the archive source). */
    simulation: z.boolean(),
    scr: z.boolean(),
    esg: z.boolean(),
    riskLiquidity: z.boolean(),
    /** When the archived results were computed (ISO date-time): the list's order. */
    simulationDate: isoDateTimeSchema,
    /** The author: who saved the archive, as named then. */
    displayName: z.string(),
    /** The perimeter's portfolios by name, as named when saved. */
    portfolioNames: z.array(z.string()),
    rolename: z.string(),
    valuationDate: isoDateSchema,
    /** The perimeter's portfolio codes, in the order of portfolioNames. */
    portfolios: z.array(z.string()),
    compartments: z.array(z.string()),
    lookThroughLevel: z.string(),
    /** When it was saved (ISO date-time). */
    archivedAt: isoDateTimeSchema,
  })
  .meta({ id: 'Archive' });
export type Archive = z.infer<typeof archiveSchema>;

/** GET /api/archive/all and /categories: the client role. */
export const archiveRoleQuerySchema = z.object({ rolename, userID: userId });
export type ArchiveRoleQuery = z.infer<typeof archiveRoleQuerySchema>;

/** DELETE /api/archive: the archived perimeter. */
export const archiveDeleteQuerySchema = z.object({
  perimeterID: perimeterId,
  rolename: rolename.optional(),
  userID: userId,
});
export type ArchiveDeleteQuery = z.infer<typeof archiveDeleteQuerySchema>;

/** POST /api/archive (spec §7): the computed perimeter to save and the families it keeps. */
export const archiveCreateSchema = z
  .object({
    perimeterID: perimeterId,
    name: archiveNameSchema,
    category: archiveCategorySchema,
    simulation: flag('simulation'),
    scr: flag('SCR'),
    esg: flag('ESG'),
    riskLiquidity: flag('risque de liquidité'),
    /** The client of the perimeter; when given it must be the perimeter's. */
    rolename: rolename.optional(),
    userID: userId,
  })
  .meta({ id: 'ArchiveCreate' });
export type ArchiveCreate = z.infer<typeof archiveCreateSchema>;

/** PUT /api/archive (spec §7): a new name or category for an archive. */
export const archiveUpdateSchema = z
  .object({
    perimeterID: perimeterId,
    name: archiveNameSchema,
    category: archiveCategorySchema,
    /** What the archive is (a simulation's or not): it cannot change. */
    simulation: flag('simulation').optional(),
    rolename: rolename.optional(),
    userID: userId,
  })
  .meta({ id: 'ArchiveUpdate' });
export type ArchiveUpdate = z.infer<typeof archiveUpdateSchema>;

/** GET /api/archive/categories: « Officiel » and « Test » first, then the role's own. */
export const archiveCategoriesSchema = z.array(z.string()).meta({ id: 'ArchiveCategories' });

/** The key two spellings of a name or category share: case and accents folded. */
export function archiveLabelKey(text: string): string {
  return text.trim().normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('fr');
}

/**
 * The categories of a role as listed (spec §3: « Officiel » and « Test » always, first):
 * the special ones, then the role's others by French order, each spelling once.
 */
export function archiveCategories(roleCategories: readonly string[]): string[] {
  const seen = new Set<string>(SPECIAL_ARCHIVE_CATEGORIES.map(archiveLabelKey));
  const own: string[] = [];
  for (const category of roleCategories) {
    const key = archiveLabelKey(category);
    if (seen.has(key)) continue;
    seen.add(key);
    own.push(category);
  }
  own.sort((a, b) => a.localeCompare(b, 'fr', { sensitivity: 'base' }));
  return [...SPECIAL_ARCHIVE_CATEGORIES, ...own];
}

/**
 * The spelling a typed category is kept under: a special category or one the role
 * already has, written as it is, else the typed text (trimmed).
 */
export function canonicalArchiveCategory(typed: string, roleCategories: readonly string[]): string {
  const key = archiveLabelKey(typed);
  return archiveCategories(roleCategories).find((c) => archiveLabelKey(c) === key) ?? typed.trim();
}

/** The spec's default category: « Officiel » if any archive has it, else the first's. */
export function defaultArchiveCategory(
  archives: readonly Pick<Archive, 'category'>[],
): string | undefined {
  const official = SPECIAL_ARCHIVE_CATEGORIES[0];
  if (archives.some((a) => a.category === official)) return official;
  return archives[0]?.category;
}
