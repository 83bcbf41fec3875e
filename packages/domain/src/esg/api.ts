import { z } from 'zod';
import { ESG_LETTER_CODES, ESG_NOTE_SCALE, ESG_PILLARS, ESG_SCALE_MAXES } from './themes';

/** Spec §3 "ESG entities", §7 "ESG and risk": the payloads, field names as the spec. */

export const esgSectorSchema = z
  .object({
    codificationType: z.string(),
    codificationID: z.string(),
    libelleFR: z.string(),
    libelleEN: z.string(),
  })
  .meta({ id: 'EsgSector' });
export type EsgSector = z.infer<typeof esgSectorSchema>;

const ratio = z.number().finite().min(0, 'Un poids ne peut pas être négatif.').max(1);
const userId = z.string().min(1).max(200);

export const esgPillarWeightSchema = z
  .object({ pilierID: z.enum(ESG_PILLARS), ratios: ratio })
  .meta({ id: 'EsgPillarWeight' });
export type EsgPillarWeight = z.infer<typeof esgPillarWeightSchema>;

export const esgPillarsQuerySchema = z.object({ userID: userId.optional() });
export const esgPillarsRequestSchema = z
  .object({ userID: userId.optional(), piliers: z.array(esgPillarWeightSchema).max(3) })
  .meta({ id: 'EsgPillarsRequest' });
export type EsgPillarsRequest = z.infer<typeof esgPillarsRequestSchema>;

export const esgThemeWeightSchema = z
  .object({
    pilierID: z.enum(ESG_PILLARS),
    themeID: z.string().min(1).max(100),
    /** A sector code of GET /api/esg/sectors, or « * » for the default. */
    codificationID: z.string().min(1).max(50),
    ratios: ratio,
  })
  .meta({ id: 'EsgThemeWeight' });
export type EsgThemeWeight = z.infer<typeof esgThemeWeightSchema>;

const roleName = z.string().min(1).max(100);
export const esgThemesQuerySchema = z.object({
  userID: userId.optional(),
  roleName: roleName.optional(),
});
export const esgThemesRequestSchema = z
  .object({
    userID: userId.optional(),
    roleName: roleName.optional(),
    themes: z.array(esgThemeWeightSchema).max(5_000),
  })
  .meta({ id: 'EsgThemesRequest' });
export type EsgThemesRequest = z.infer<typeof esgThemesRequestSchema>;

/** The highest model scale (100): a note above the deployment's scale is refused by the service. */
const SCALE_TOP = Math.max(...ESG_SCALE_MAXES);
const note = z
  .number()
  .finite()
  .min(
    ESG_NOTE_SCALE.min,
    `La note doit être comprise entre ${ESG_NOTE_SCALE.min} et ${SCALE_TOP}.`,
  )
  .max(SCALE_TOP, `La note doit être comprise entre ${ESG_NOTE_SCALE.min} et ${SCALE_TOP}.`);
const isoDate = z.iso.date('Date attendue au format AAAA-MM-JJ.');

/**
 * What a forced rating carries besides its security (esg-and-liquidity §1.4.1): a note on
 * the model scale, or a letter alone (its band's midpoint, §1.3), optional pillar notes,
 * and the dates it is valid from and to (included; open when absent).
 */
const forcedRatingFields = {
  note: note.nullable().optional(),
  letter: z
    .enum(ESG_LETTER_CODES, 'Lettre attendue : AAA, AA, A, BBB, BB, B ou CCC.')
    .nullable()
    .optional(),
  noteE: note.nullable().optional(),
  noteS: note.nullable().optional(),
  noteG: note.nullable().optional(),
  validFrom: isoDate.nullable().optional(),
  validTo: isoDate.nullable().optional(),
};

/** A forced rating as GET answers it: its CIC with the category labels (spec §3). */
export const esgNoteExceptionSchema = z
  .object({
    rolename: z.string(),
    code: z.string(),
    denomination: z.string(),
    cic: z.object({ code: z.string(), mainCategory: z.string(), subCategory: z.string() }),
    note: z.number().nullable(),
    letter: z.enum(ESG_LETTER_CODES).nullable(),
    noteE: z.number().nullable(),
    noteS: z.number().nullable(),
    noteG: z.number().nullable(),
    validFrom: z.string().nullable(),
    validTo: z.string().nullable(),
  })
  .meta({ id: 'EsgNoteException' });
export type EsgNoteException = z.infer<typeof esgNoteExceptionSchema>;

/** A forced rating as PUT sends it; codeCIC « * » when not defined. */
export const esgNoteExceptionEntrySchema = z
  .object({
    rolename: z.string().max(100).optional(),
    code: z.string().max(100),
    denomination: z.string().max(300),
    codeCIC: z.string().max(4),
    ...forcedRatingFields,
  })
  .meta({ id: 'EsgNoteExceptionEntry' });
export type EsgNoteExceptionEntry = z.infer<typeof esgNoteExceptionEntrySchema>;

export const esgNoteExceptionsQuerySchema = z.object({ rolename: roleName.optional() });
export const esgNoteExceptionsRequestSchema = z
  .object({
    rolename: roleName,
    noteExceptions: z.array(esgNoteExceptionEntrySchema).max(10_000),
  })
  .meta({ id: 'EsgNoteExceptionsRequest' });
export type EsgNoteExceptionsRequest = z.infer<typeof esgNoteExceptionsRequestSchema>;
