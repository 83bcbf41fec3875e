import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  importErrorSchema,
  importResultSchema,
  integrationEntrySchema,
  integrationListQuerySchema,
} from '@prisme/domain';
import type { IntegrationService } from './service';
import { uploadFolderOf } from '../../temporary-folders';
import { receiveUpload } from './upload';
import { requireClientRole } from '../../auth/guards';

export interface IntegrationRoutesOptions {
  service: IntegrationService;
  dataDir: string;
  uploadLimitBytes: number;
}

/** Registered under /api/integration. */
export const integrationRoutes =
  (opts: IntegrationRoutesOptions): FastifyPluginAsyncZod =>
  async (app) => {
    // A user of no client learns nothing of the integration routes, not even their input.
    app.addHook('preValidation', requireClientRole);
    await app.register(multipart, {
      limits: { fileSize: opts.uploadLimitBytes, files: 1, fields: 10, fieldSize: 1024 },
    });
    const uploadDir = uploadFolderOf(opts.dataDir);

    app.post(
      '/files',
      {
        schema: {
          tags: ['Intégration'],
          summary: 'Intègre un fichier (tout ou rien)',
          description:
            'multipart/form-data : kind, rolename (inventaire), tptVersion, referenceDate, progressToken (suivi et annulation : /api/jobs/{token}), puis le fichier « file » (CSV ou XLSX). 200 : intégré ; 422 : rejeté, avec les erreurs ; 409 : annulé.',
          consumes: ['multipart/form-data'],
          response: {
            200: importResultSchema,
            422: importResultSchema,
            400: apiErrorSchema,
            403: apiErrorSchema,
            409: apiErrorSchema,
            413: apiErrorSchema,
          },
          security: [{ bearer: [] }],
        },
      },
      async (request, reply) => {
        const upload = await receiveUpload(request, uploadDir);
        try {
          const outcome = await opts.service.importFile(await request.access(), {
            kind: upload.fields.kind,
            roleCode: upload.fields.rolename,
            tptVersion: upload.fields.tptVersion,
            referenceDate: upload.fields.referenceDate,
            progressToken: upload.fields.progressToken,
            filePath: upload.filePath,
            fileName: upload.fileName,
          });
          const { accepted, ...result } = outcome;
          return reply.status(accepted ? 200 : 422).send(result);
        } finally {
          await upload.discard();
        }
      },
    );

    app.get(
      '/files',
      {
        schema: {
          tags: ['Intégration'],
          summary: 'Journal des fichiers intégrés du client, du plus récent au plus ancien',
          querystring: integrationListQuerySchema,
          response: { 200: z.array(integrationEntrySchema) },
          security: [{ bearer: [] }],
        },
      },
      async (request) => opts.service.listEntries(await request.access(), request.query.rolename),
    );

    app.get(
      '/files/:id/errors',
      {
        schema: {
          tags: ['Intégration'],
          summary: "Rapport d'erreurs d'un fichier rejeté",
          params: z.object({ id: z.coerce.number().int().positive() }),
          querystring: integrationListQuerySchema,
          response: { 200: z.array(importErrorSchema) },
          security: [{ bearer: [] }],
        },
      },
      async (request) =>
        opts.service.errorsOf(await request.access(), request.query.rolename, request.params.id),
    );
  };
