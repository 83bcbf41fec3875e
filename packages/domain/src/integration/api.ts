import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from '../common/storable-text';
import { z } from 'zod';
import { isoDateSchema } from '../common/dates';
import { IMPORT_KINDS, INTEGRATION_STATES, TPT_VERSIONS } from './file-kinds';

/** One faulty cell of a refused file: the line of the file (header = 1), column, reason. */
export const importErrorSchema = z.object({
  line: z.number().int(),
  column: z.string(),
  message: z.string(),
});
export type ImportError = z.infer<typeof importErrorSchema>;

/** Errors kept and shown for a refused file; the total count is always given. */
export const MAX_REPORTED_ERRORS = 1000;

/** An entry of the "Intégration" list (spec §3), in its SharePoint field names. */
export const integrationEntrySchema = z
  .object({
    Id: z.number().int(),
    Title: z.string(),
    Categorie: z.string(),
    Etat: z.enum(INTEGRATION_STATES),
    Expediteur: z.string(),
    Created: z.string(),
    NombreLignes: z.number().int(),
    RoleName: z.string().nullable(),
    NombreErreurs: z.number().int(),
  })
  .meta({ id: 'IntegrationEntry' });
export type IntegrationEntry = z.infer<typeof integrationEntrySchema>;

/** The answer of an upload: what was taken in, or why nothing was. */
export const importResultSchema = z
  .object({
    entry: integrationEntrySchema,
    errors: z.array(importErrorSchema),
    /** For a TPT file, the version read. */
    tptVersion: z.enum(TPT_VERSIONS).optional(),
    /** For a TPT file, the version its field 1000 declares when it is another (« V5 »). */
    declaredTptVersion: z.string().optional(),
    /** What the file was taken in with but should be looked at, in French (TPT §2.4 gaps…). */
    warnings: z.array(z.string()).optional(),
  })
  .meta({ id: 'ImportResult' });
export type ImportResult = z.infer<typeof importResultSchema>;

/** Fields of the multipart upload besides the file. */
export const importRequestFieldsSchema = z.object({
  kind: z.enum(IMPORT_KINDS),
  /** Client role of an inventory; ignored for reference data. */
  rolename: z
    .string()
    .min(1)
    .max(100)
    .refine(isStorableText, { message: UNSTORABLE_TEXT_MESSAGE })
    .optional(),
  /** TPT version of a look-through file; detected when absent. */
  tptVersion: z.enum(TPT_VERSIONS).optional(),
  /** Reference date of an EIOPA curve workbook when its name does not carry one. */
  referenceDate: isoDateSchema.optional(),
  /**
   * Not in the spec: the browser's token to follow the import once its file is sent, and
   * cancel it (GET and DELETE /api/jobs/{token}), as a computation's.
   */
  progressToken: z.uuid().optional(),
});

export const integrationListQuerySchema = z.object({
  rolename: z.string().min(1).max(100),
  userID: z.string().optional(),
});
