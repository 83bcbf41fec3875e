import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  directPositionSchema,
  directPositionsRequestSchema,
  hierarchicalPositionsCountQuerySchema,
  hierarchicalPositionsQuerySchema,
  hierarchicalPositionsResponseSchema,
  lookThroughSummarySchema,
  perimeterIdParamsSchema,
  perimeterIdQuerySchema,
} from '@prisme/domain';
import { requireRight } from '../../auth/guards';
import { sendEncodedJson } from '../../http/encoded-json';
import type { LookThroughService } from './service';

const tags = ['Transparisation'];
const security = [{ bearer: [] }];

/**
 * Spec §7 "Inventory and perimeter": the direct positions and what a transparisation
 * leaves. Registered under /api/inventory; every route needs the transparency right.
 */
export const lookThroughRoutes =
  (service: LookThroughService): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preValidation', requireRight('transparency'));

    app.post(
      '/positions',
      {
        schema: {
          tags,
          security,
          summary: 'Les positions directes du périmètre',
          body: directPositionsRequestSchema,
          response: { 200: z.array(directPositionSchema) },
        },
      },
      async (request) => service.directPositions(await request.access(), request.body),
    );

    app.get(
      '/global-market-valuation/',
      {
        schema: {
          tags,
          security,
          summary: 'La valeur de marché totale du périmètre transparisé',
          querystring: perimeterIdQuerySchema,
          response: { 200: z.number() },
        },
      },
      async (request) =>
        (await service.perimeter(await request.access(), request.query.perimeterID))
          .totalMarketValue,
    );

    app.get(
      '/:perimeterId/summary',
      {
        schema: {
          tags,
          security,
          summary: 'Les indicateurs du périmètre transparisé',
          params: perimeterIdParamsSchema,
          response: { 200: lookThroughSummarySchema },
        },
      },
      async (request, reply) =>
        sendEncodedJson(
          reply,
          await service.summaryJson(await request.access(), request.params.perimeterId),
        ),
    );

    app.get(
      '/:perimeterId/odata/hierarchical_positions',
      {
        schema: {
          tags,
          security,
          summary:
            'Les lignes transparisées (OData v4 : $filter, $select, $orderby, $top, $skip, $count)',
          params: perimeterIdParamsSchema,
          querystring: hierarchicalPositionsQuerySchema,
          response: { 200: hierarchicalPositionsResponseSchema },
        },
      },
      async (request, reply) => {
        const page = await service.hierarchicalPositionsPage(
          await request.access(),
          request.params.perimeterId,
          request.query,
          request.url.split('?')[0]!,
        );
        return sendEncodedJson(reply.headers(page.headers), page.json);
      },
    );

    app.get(
      '/:perimeterId/odata/hierarchical_positions/$count',
      {
        schema: {
          tags,
          security,
          summary:
            'Le nombre exact de lignes transparisées qui répondent au filtre (OData v4 /$count)',
          params: perimeterIdParamsSchema,
          querystring: hierarchicalPositionsCountQuerySchema,
          response: { 200: z.string() },
        },
      },
      async (request, reply) => {
        const count = await service.countHierarchicalPositions(
          await request.access(),
          request.params.perimeterId,
          request.query,
        );
        return reply.type('text/plain; charset=utf-8').send(String(count));
      },
    );
  };
