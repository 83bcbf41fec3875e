import { z } from 'zod';
import { NEWS_LOGO_MAX_BYTES, NEWS_LOGO_TYPES, newsInputSchema, type News } from '@prisme/domain';
import { localIsoDay } from '../../../lib/iso-date';

/** A blank address field means "none": the domain schema's null. */
const optionalUrl = (field: 'logoUrl' | 'pdfUrl' | 'sourceUrl') =>
  z
    .string()
    .transform((value) => (value.trim() === '' ? null : value))
    .pipe(newsInputSchema.shape[field]);

/** The dialog's fields are strings; the schema turns them into the domain's NewsInput. */
export const newsFormSchema = z.object({
  title: newsInputSchema.shape.title,
  logoUrl: optionalUrl('logoUrl'),
  publishedOn: z.iso.date({ error: 'Indiquez la date de publication.' }),
  pdfUrl: optionalUrl('pdfUrl'),
  sourceUrl: optionalUrl('sourceUrl'),
  intro: newsInputSchema.shape.intro,
});
export type NewsFormValues = z.input<typeof newsFormSchema>;

/** What the dialog starts from: the item's values, or a blank item dated today. */
export function toFormValues(news?: News): NewsFormValues {
  return {
    title: news?.title ?? '',
    logoUrl: news?.logoUrl ?? '',
    publishedOn: news?.publishedOn ?? localIsoDay(new Date()),
    pdfUrl: news?.pdfUrl ?? '',
    sourceUrl: news?.sourceUrl ?? '',
    intro: news?.intro ?? '',
  };
}

/** Why a chosen logo file cannot be sent, in French; null when it can. */
export function logoFileProblem(file: File): string | null {
  if (!(NEWS_LOGO_TYPES as readonly string[]).includes(file.type)) {
    return 'Le logo doit être une image PNG, JPEG, WebP ou GIF.';
  }
  if (file.size > NEWS_LOGO_MAX_BYTES) return 'Le logo ne doit pas dépasser 1 Mo.';
  return null;
}
