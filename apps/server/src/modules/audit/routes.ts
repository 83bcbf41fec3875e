import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  auditFilterSchema,
  auditPageSchema,
  auditQuerySchema,
} from '@prisme/domain';
import { requireAdmin } from '../../auth/guards';
import { replyWithFile, XLSX_MIME } from '../../http/file-reply';
import type { AuditService } from './service';

const doc = (summary: string) => ({
  tags: ['Journal des modifications'],
  security: [{ bearer: [] }],
  summary,
});

/** /api/admin/audit (issue 20 §6; not in the spec): administrators only. */
export const auditRoutes =
  (service: AuditService): FastifyPluginAsyncZod =>
  async (app) => {
    // The right before the query's validation: a non-administrator learns nothing of it.
    app.addHook('preValidation', requireAdmin);

    app.get(
      '/audit',
      {
        schema: {
          ...doc(
            'Le journal des modifications (paramètres, listes, notations forcées, scénarios, simulations, sauvegardes, intégrations, comptes), filtré, une page à la fois, du plus récent au plus ancien',
          ),
          querystring: auditQuerySchema,
          response: { 200: auditPageSchema, 400: apiErrorSchema, 403: apiErrorSchema },
        },
      },
      async (request) => service.page(request.query),
    );

    app.get(
      '/audit/excel',
      {
        schema: {
          ...doc('Le journal des modifications filtré, en classeur Excel'),
          querystring: auditFilterSchema,
          produces: [XLSX_MIME],
          response: { 400: apiErrorSchema, 403: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const file = await service.workbook(request.query);
        return replyWithFile(reply, file.path, file.fileName, XLSX_MIME);
      },
    );
  };
