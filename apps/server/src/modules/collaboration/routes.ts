import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  collabListAnswerSchema,
  collabListQuerySchema,
  collabTokenQuerySchema,
  collabTokenSchema,
  NEWS_LOGO_MAX_BYTES,
  NEWS_LOGO_TYPES,
  newsIdParamsSchema,
  newsInputSchema,
  newsLogoSchema,
  newsSchema,
} from '@prisme/domain';
import { requireAdmin } from '../../auth/guards';
import { ApiProblem, problem } from '../../http/errors';
import type { NewsService } from './news-service';
import { listTitleOfPath, type SiteService } from './site-service';
import type { CollabTokenService } from './token';

const security = [{ bearer: [] }];
const siteTags = ['Site collaboratif'];
const newsTags = ['Actualités'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** GET /api/{tools}/token (spec §7 "Collaboration site"). Registered under /api/{tools}. */
export const collabTokenRoutes =
  (tokens: CollabTokenService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/token',
      {
        schema: {
          tags: siteTags,
          summary: 'Jeton et adresse du site collaboratif (actualités, journal d’intégration)',
          description:
            'Source intégrée : le jeton de l’appelant et /api/collab. SharePoint : le jeton de l’application (identifiants client), mis en cache jusqu’à une minute de son expiration.',
          querystring: collabTokenQuerySchema,
          response: { 200: collabTokenSchema, ...errors, 502: apiErrorSchema },
          security,
        },
      },
      async (request) => tokens.siteToken(bearerOf(request)),
    );
  };

/** The caller's bearer token, already verified by the authentication hook. */
function bearerOf(request: FastifyRequest): string {
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  if (!token) throw problem('UNAUTHENTICATED');
  return token;
}

const LISTS_PATH = '/_api/lists/';

/** The built-in site's lists, as SharePoint's REST API. Registered under /api/collab. */
export const siteRoutes =
  (site: SiteService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      `${LISTS_PATH}*`,
      {
        schema: {
          tags: siteTags,
          summary:
            "Éléments d'une liste du site intégré : getbytitle('Actualités' | 'Intégration')/items",
          description:
            '$select, $expand=Author, $filter (eq, ne, and, or), $orderby, $top (1 à 10 000, 100 par défaut). Réponse { d: { results } } comme SharePoint (odata=verbose). Le journal d’intégration est limité aux clients de l’appelant et aux données de référence partagées.',
          querystring: collabListQuerySchema,
          response: { 200: collabListAnswerSchema, ...errors, 404: apiErrorSchema },
          security,
        },
      },
      async (request) => {
        // The raw path: the title is decoded once, whatever the client encoded.
        const path = request.url.split('?')[0]!;
        const title = listTitleOfPath(path.slice(path.indexOf(LISTS_PATH) + LISTS_PATH.length));
        if (title === undefined) {
          throw new ApiProblem(
            'NOT_FOUND',
            "Adresse de liste inconnue : /_api/lists/getbytitle('Titre')/items est attendu.",
          );
        }
        return site.readList(await request.access(), title, request.query);
      },
    );
  };

/** Admin management of the built-in news. Registered under /api/news. */
export const newsRoutes =
  (news: NewsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preValidation', requireAdmin);
    await app.register(multipart, {
      limits: { fileSize: NEWS_LOGO_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024 },
    });
    const withId = { params: newsIdParamsSchema };

    app.get(
      '/',
      {
        schema: {
          tags: newsTags,
          summary: 'Actualités du site intégré, de la plus récente (id décroissant)',
          response: { 200: z.array(newsSchema), ...errors },
          security,
        },
      },
      async () => news.list(),
    );

    app.post(
      '/',
      {
        schema: {
          tags: newsTags,
          summary: 'Publie une actualité',
          body: newsInputSchema,
          response: { 201: newsSchema, ...errors },
          security,
        },
      },
      async (request, reply) =>
        reply.status(201).send(await news.create(await request.access(), request.body)),
    );

    app.put(
      '/:id',
      {
        schema: {
          tags: newsTags,
          summary: 'Modifie une actualité',
          ...withId,
          body: newsInputSchema,
          response: { 200: newsSchema, ...errors, 404: apiErrorSchema },
          security,
        },
      },
      async (request) => news.update(request.params.id, request.body),
    );

    app.delete(
      '/:id',
      {
        schema: {
          tags: newsTags,
          summary: 'Supprime une actualité',
          ...withId,
          response: { 204: z.null(), ...errors, 404: apiErrorSchema },
          security,
        },
      },
      async (request, reply) => {
        await news.remove(request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/logos',
      {
        schema: {
          tags: newsTags,
          summary: 'Téléverse un logo (PNG, JPEG, WebP ou GIF, 1 Mo au plus)',
          description:
            'multipart/form-data, un fichier « file ». Le type est lu dans le contenu, pas dans la déclaration. Réponse : l’adresse publique du logo, à mettre dans logoUrl.',
          consumes: ['multipart/form-data'],
          response: { 201: newsLogoSchema, ...errors, 413: apiErrorSchema },
          security,
        },
      },
      async (request, reply) => {
        const part = await request.file();
        if (!part) {
          throw new ApiProblem(
            'VALIDATION',
            'La requête est invalide : aucun fichier joint (champ « file »).',
          );
        }
        const bytes = await part.toBuffer();
        return reply.status(201).send({ url: await news.saveLogo(bytes) });
      },
    );
  };

/** A year: a logo never changes under its id (a new upload gets a new id). */
const LOGO_CACHE = 'public, max-age=31536000, immutable';

/**
 * GET /api/collab/logos/{id}, WITHOUT authentication: an <img> carries no bearer token.
 * Logos are public pictures, reachable only by their random id. Registered under /api/collab.
 */
export const publicLogoRoutes =
  (news: NewsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/logos/:id',
      {
        schema: {
          tags: newsTags,
          summary: 'Logo d’une actualité (public, sans jeton)',
          params: z.object({ id: z.uuid() }),
          produces: [...NEWS_LOGO_TYPES],
        },
      },
      async (request, reply) => {
        const logo = await news.logo(request.params.id);
        if (!logo) throw new ApiProblem('NOT_FOUND', 'Ce logo n’existe pas.');
        return reply
          .type(logo.contentType)
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', LOGO_CACHE)
          .send(logo.bytes);
      },
    );
  };
