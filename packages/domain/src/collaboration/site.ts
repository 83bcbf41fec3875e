import { z } from 'zod';
import { INTEGRATION_FILES_TOP } from '../constants';
import { integrationEntrySchema } from '../integration/api';

/**
 * The document-collaboration site of spec §1 and §7 ("Actualités" and "Intégration"
 * lists). Prisme reads it through one connector with two sources: the built-in one
 * (Prisme answers the SharePoint REST subset itself, from its database) and SharePoint.
 */
export const COLLAB_SOURCES = ['builtin', 'sharepoint'] as const;
export type CollabSource = (typeof COLLAB_SOURCES)[number];

/** The `tokenType` the web app sends to GET /api/{tools}/token for the site. */
export const COLLAB_TOKEN_TYPE = 'sharepoint';

export const NEWS_LIST_TITLE = 'Actualités';
export const INTEGRATION_LIST_TITLE = 'Intégration';
export const COLLAB_LIST_TITLES = [NEWS_LIST_TITLE, INTEGRATION_LIST_TITLE] as const;
export type CollabListTitle = (typeof COLLAB_LIST_TITLES)[number];

/** Where the built-in source answers, under the API: `/api/collab/_api/lists/…`. */
export const BUILTIN_SITE_PATH = '/api/collab';

export const collabTokenQuerySchema = z.object({
  tokenType: z.literal(COLLAB_TOKEN_TYPE),
  userID: z.string().optional(),
});

/**
 * GET /api/{tools}/token answer: `data` is the bearer token for the site (spec §7), `siteUrl`
 * the site's root the web app reads the lists under (absolute for SharePoint, the built-in
 * path otherwise), `expiresAt` when the token stops working (null: the caller's own token).
 */
export const collabTokenSchema = z
  .object({
    data: z.string(),
    siteUrl: z.string(),
    source: z.enum(COLLAB_SOURCES),
    expiresAt: z.string().nullable(),
  })
  .meta({ id: 'CollabToken' });
export type CollabToken = z.infer<typeof collabTokenSchema>;

/** A SharePoint hyperlink field (SP.FieldUrlValue). */
export const spUrlFieldSchema = z
  .object({ Url: z.string(), Description: z.string().nullable().optional() })
  .nullable();

/** An item of the "Actualités" list, in its SharePoint field names (spec §3 "News item"). */
export const newsListItemSchema = z
  .object({
    Id: z.number().int(),
    Title: z.string(),
    Logo: spUrlFieldSchema,
    /** ISO date-time; shown dd/mm/yyyy. */
    DatePublication: z.string(),
    LienPdf: spUrlFieldSchema,
    LienSource: spUrlFieldSchema,
    Introduction: z.string().nullable(),
  })
  .meta({ id: 'NewsListItem' });
export type NewsListItem = z.infer<typeof newsListItemSchema>;

/**
 * An item of the "Intégration" list. The built-in source answers the integration log
 * (IntegrationEntry); a SharePoint list may not carry the error count.
 */
export const integrationListItemSchema = integrationEntrySchema.extend({
  NombreErreurs: z.number().int().default(0),
  RoleName: z.string().nullable().default(null),
});

/** The `odata=verbose` envelope every SharePoint list read answers: `{ d: { results } }`. */
export const spListEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({ d: z.object({ results: z.array(item) }) });

/** The fields the web app selects, in the order it asks for them. */
export const NEWS_LIST_SELECT = [
  'Id',
  'Title',
  'Logo',
  'DatePublication',
  'LienPdf',
  'LienSource',
  'Introduction',
] as const;
export const INTEGRATION_LIST_SELECT = [
  'Id',
  'Title',
  'Categorie',
  'Etat',
  'Expediteur',
  'Created',
  'NombreLignes',
  'RoleName',
  'NombreErreurs',
] as const;

/** SharePoint answers 100 items when no $top is given; the files list reads 10,000 (§9). */
export const COLLAB_LIST_DEFAULT_TOP = 100;

/** The query options of a list read of the built-in site (the SharePoint subset used). */
export const collabListQuerySchema = z.object({
  $select: z.string().max(2000).optional(),
  $expand: z.string().max(200).optional(),
  $filter: z.string().max(4000).optional(),
  $orderby: z.string().max(500).optional(),
  $top: z.coerce.number().int().min(1).max(INTEGRATION_FILES_TOP).optional(),
  userID: z.string().optional(),
});
export type CollabListQuery = z.infer<typeof collabListQuerySchema>;

/** A list read's answer, whatever the list: the selected fields of each item. */
export const collabListAnswerSchema = spListEnvelope(z.record(z.string(), z.unknown())).meta({
  id: 'CollabListItems',
});
