import { z } from 'zod';
import {
  ARCHIVE_FAMILIES,
  archiveCategorySchema,
  archiveNameSchema,
  canonicalArchiveCategory,
  messages,
  type Archive,
  type ArchiveCreate,
  type ArchiveFamily,
  type ArchiveUpdate,
} from '@prisme/domain';
import { ApiError } from '../../../api/client';

/** The name and category of an archive, as both dialogs edit them (the domain's rules). */
export const archivePlaceSchema = z.object({
  name: archiveNameSchema,
  category: archiveCategorySchema,
});
export type ArchivePlaceValues = z.input<typeof archivePlaceSchema>;
export type ArchivePlace = z.output<typeof archivePlaceSchema>;

/** « Sauvegarder »: the place, and the families to keep (any of those offered, or none). */
export const createArchiveFormSchema = archivePlaceSchema.extend({
  families: z.array(z.enum(ARCHIVE_FAMILIES)),
});
export type CreateArchiveValues = z.input<typeof createArchiveFormSchema>;
export type CreateArchiveForm = z.output<typeof createArchiveFormSchema>;

/** The body of POST /api/archive; a typed category takes the spelling the role has. */
export function createBody(
  form: CreateArchiveForm,
  source: { perimeterId: string; simulation: boolean },
  role: string,
  categories: readonly string[],
): ArchiveCreate {
  const kept = new Set<ArchiveFamily>(form.families);
  return {
    perimeterID: source.perimeterId,
    name: form.name,
    category: canonicalArchiveCategory(form.category, categories),
    simulation: source.simulation,
    scr: kept.has('scr'),
    esg: kept.has('esg'),
    riskLiquidity: kept.has('riskLiquidity'),
    rolename: role,
  };
}

/** The body of PUT /api/archive: the archive's new name or category. */
export function updateBody(
  archive: Archive,
  place: ArchivePlace,
  categories: readonly string[],
): ArchiveUpdate {
  return {
    perimeterID: archive.perimeterID,
    name: place.name,
    category: canonicalArchiveCategory(place.category, categories),
    simulation: archive.simulation,
    rolename: archive.rolename,
  };
}

/**
 * Spec §8: a failed create, change or delete says « Veuillez réessayer. », without a
 * retry action; a refusal (4xx) adds the server's French reason (a name taken, a
 * perimeter already saved…).
 */
export function writeFailure(error: unknown): { message: string; detail: string | null } {
  const detail =
    error instanceof ApiError && error.status >= 400 && error.status < 500
      ? error.serverMessage || error.message
      : null;
  return { message: messages.archives.write, detail };
}
