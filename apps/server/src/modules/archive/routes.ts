import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  RIGHTS,
  apiErrorSchema,
  archiveCategoriesSchema,
  archiveCreateSchema,
  archiveDeleteQuerySchema,
  archiveHistoryQuerySchema,
  archiveHistorySchema,
  archiveRoleQuerySchema,
  archiveSchema,
  archiveUpdateSchema,
  reportWorkbookSchema,
} from '@prisme/domain';
import { requireAnyRight } from '../../auth/guards';
import { replyWithFile, XLSX_MIME } from '../../http/file-reply';
import type { ArchiveService } from './service';

const doc = (summary: string) => ({ tags: ['Sauvegardes'], security: [{ bearer: [] }], summary });
const refusals = {
  400: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/**
 * /api/archive (spec §7 "Archives"). « Gestion des Sauvegardes » needs the saving right,
 * which the web app grants every user (spec §6); the server asks at least one right of
 * the user (docs/decisions/archives/0231-archive-rights-and-owners.md), set on the plugin. The
 * service keeps every call within the caller's client roles.
 */
export const archiveRoutes =
  (service: ArchiveService): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preValidation', requireAnyRight(...RIGHTS));

    app.get(
      '/all',
      {
        schema: {
          ...doc('Sauvegardes du client, du calcul le plus récent au plus ancien'),
          querystring: archiveRoleQuerySchema,
          response: { 200: z.array(archiveSchema), ...refusals },
        },
      },
      async (request) => service.list(await request.access(), request.query.rolename),
    );
    app.get(
      '/categories',
      {
        schema: {
          ...doc('Catégories de sauvegarde du client : « Officiel », « Test », puis les siennes'),
          querystring: archiveRoleQuerySchema,
          response: { 200: archiveCategoriesSchema, ...refusals },
        },
      },
      async (request) => service.categories(await request.access(), request.query.rolename),
    );
    app.get(
      '/history',
      {
        schema: {
          ...doc(
            'Analyse historique : les sauvegardes d’une catégorie dans le temps et leurs chiffres',
          ),
          querystring: archiveHistoryQuerySchema,
          response: { 200: archiveHistorySchema, ...refusals },
        },
      },
      async (request) => service.history(await request.access(), request.query),
    );
    app.post(
      '/',
      {
        schema: {
          ...doc('Sauvegarde un périmètre calculé et les résultats choisis'),
          body: archiveCreateSchema,
          response: { 201: archiveSchema, ...refusals },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await service.create(await request.access(), request.body)),
    );
    app.put(
      '/',
      {
        schema: {
          ...doc('Renomme une sauvegarde ou la change de catégorie'),
          body: archiveUpdateSchema,
          response: { 200: archiveSchema, ...refusals },
        },
      },
      async (request) => service.update(await request.access(), request.body),
    );
    app.post(
      '/workbook',
      {
        // A report's tables: a few thousand rows at most, above Fastify's 1 MiB default.
        bodyLimit: 8 * 1024 * 1024,
        schema: {
          ...doc('Classeur Excel d’un rapport sur les sauvegardes : une feuille par tableau'),
          querystring: z.object({ userID: z.string().min(1).max(200).optional() }),
          body: reportWorkbookSchema,
          produces: [XLSX_MIME],
        },
      },
      async (request, reply) => {
        const file = await service.reportWorkbook(await request.access(), request.body);
        return replyWithFile(reply, file.path, file.fileName, XLSX_MIME);
      },
    );
    app.delete(
      '/',
      {
        schema: {
          ...doc('Supprime une sauvegarde'),
          querystring: archiveDeleteQuerySchema,
          response: { 204: z.null(), ...refusals },
        },
      },
      async (request, reply) => {
        await service.remove(await request.access(), request.query);
        return reply.status(204).send(null);
      },
    );
  };
