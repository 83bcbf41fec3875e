import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cicFilterOptionSchema,
  currencyOptionSchema,
  knownSecuritySchema,
  modifiedDurationPrioritySchema,
  scrReferenceQuerySchema,
  scrReferenceSchema,
  securityLookupQuerySchema,
  userOnlyQuerySchema,
} from '@prisme/domain';
import { doc } from './openapi';
import type { ParametersService } from './service';

/** The reference data the parameter screens choose from (spec §7 "Parameters"). */
export const referenceRoutes =
  (service: ParametersService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/scr-reference',
      {
        schema: {
          ...doc(
            'Référence EIOPA à la date de valorisation : chocs type 1 et type 2 (ajustement symétrique compris) et courbe de taux',
          ),
          querystring: scrReferenceQuerySchema,
          response: { 200: scrReferenceSchema },
        },
      },
      async (request) => service.scrReference(request.query.valuationDate),
    );

    app.get(
      '/yield-curves-id',
      {
        schema: {
          ...doc('Identifiants des courbes de taux EIOPA disponibles'),
          querystring: userOnlyQuerySchema,
          response: { 200: z.array(z.string()) },
        },
      },
      async () => service.yieldCurveIds(),
    );

    app.get(
      '/modified-duration-priorities',
      {
        schema: {
          ...doc('Ordres de priorité possibles des durations modifiées'),
          response: { 200: z.array(modifiedDurationPrioritySchema) },
        },
      },
      async () => service.modifiedDurationPriorities(),
    );

    app.get(
      '/currencies',
      {
        schema: {
          ...doc('Devises ISO 4217 en vigueur, triées par nom'),
          querystring: userOnlyQuerySchema,
          response: { 200: z.array(currencyOptionSchema) },
        },
      },
      async () => service.currencies(),
    );

    app.get(
      '/securities',
      {
        schema: {
          ...doc(
            'Dénomination et CIC des titres du référentiel, par code (100 codes au plus) : les inconnus sont absents de la réponse',
          ),
          querystring: securityLookupQuerySchema,
          response: { 200: z.array(knownSecuritySchema) },
        },
      },
      async (request) => service.knownSecurities(request.query.codes),
    );

    const filters = [
      [
        '/strategic-parameters-cic-filters',
        'strategicParticipations',
        'participations stratégiques',
      ],
      ['/long-term-assets-cic-filters', 'longTermAssets', 'actifs long terme (LTEI)'],
      ['/property-leverage-filters', 'propertyLeverages', 'taux d’endettement'],
    ] as const;
    for (const [path, list, label] of filters) {
      app.get(
        path,
        {
          schema: {
            ...doc(`Sous-catégories CIC admises dans la liste des ${label}`),
            response: { 200: z.array(cicFilterOptionSchema) },
          },
        },
        async () => service.cicFilters(list),
      );
    }
  };
