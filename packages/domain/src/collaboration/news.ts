import { z } from 'zod';
import { isoDateSchema } from '../common/dates';

/** The built-in source's news, as admins manage them (POST/PUT /api/news). */
const httpUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => /^https?:\/\//i.test(v) || v.startsWith('/api/'), {
    message: 'Adresse invalide : http(s)://… ou un logo téléversé.',
  });

export const newsInputSchema = z
  .object({
    title: z.string().trim().min(1, 'Le titre est obligatoire.').max(200),
    logoUrl: httpUrl.nullable(),
    /** yyyy-mm-dd; shown dd/mm/yyyy. */
    publishedOn: isoDateSchema,
    pdfUrl: httpUrl.nullable(),
    sourceUrl: httpUrl.nullable(),
    intro: z.string().trim().max(2000),
  })
  // Not « NewsInput »: the OpenAPI generator names the request form of « News » so.
  .meta({ id: 'NewsPayload' });
export type NewsInput = z.infer<typeof newsInputSchema>;

export const newsSchema = newsInputSchema
  .extend({ id: z.number().int(), createdAt: z.string(), updatedAt: z.string() })
  .meta({ id: 'News' });
export type News = z.infer<typeof newsSchema>;

export const newsIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** Logo upload: what the server accepts, and its answer (the URL to put in logoUrl). */
export const NEWS_LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const NEWS_LOGO_MAX_BYTES = 1024 * 1024;
export const newsLogoSchema = z.object({ url: z.string() }).meta({ id: 'NewsLogo' });
