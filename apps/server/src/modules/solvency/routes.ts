import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  counterpartyLinesQuerySchema,
  counterpartyLinesSchema,
  currentScrPerimeterSchema,
  fundReconciliationQuerySchema,
  fundReconciliationSchema,
  perimeterIdQuerySchema,
  scrComparisonQuerySchema,
  scrComparisonSchema,
  scrResultSchema,
  userIdQuerySchema,
} from '@prisme/domain';
import { requireRight } from '../../auth/guards';
import type { SolvencyService } from './service';

/** The SCR results page's data (issue 6). Registered under /api/solvency. */
export const solvencyRoutes =
  (service: SolvencyService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/results',
      {
        preValidation: requireRight('solvency'),
        schema: {
          tags: ['Solvabilité II'],
          security: [{ bearer: [] }],
          summary:
            'Le SCR marché d’un périmètre calculé : total, sous-modules, scénarios, répartitions',
          querystring: perimeterIdQuerySchema,
          response: { 200: scrResultSchema },
        },
      },
      async (request) => service.result(await request.access(), request.query.perimeterID),
    );
    app.get(
      '/counterparty/lines',
      {
        preValidation: requireRight('solvency'),
        schema: {
          tags: ['Solvabilité II'],
          security: [{ bearer: [] }],
          summary:
            'Risque de contrepartie (type 1) : les expositions d’un périmètre calculé, toutes ou celles d’un nom (groupe ou contrepartie)',
          querystring: counterpartyLinesQuerySchema,
          response: { 200: counterpartyLinesSchema },
        },
      },
      async (request) => service.counterpartyLines(await request.access(), request.query),
    );
    app.get(
      '/fund-reconciliation',
      {
        preValidation: requireRight('solvency'),
        schema: {
          tags: ['Solvabilité II'],
          security: [{ bearer: [] }],
          summary:
            'Rapprochement SCR des fonds : pertes de Prisme par fonds détenu et SCR indicatif du gérant (TPT 97-105b)',
          querystring: fundReconciliationQuerySchema,
          response: { 200: fundReconciliationSchema },
        },
      },
      async (request) => service.fundReconciliation(await request.access(), request.query),
    );
    app.get(
      '/current-perimeter',
      {
        preValidation: requireRight('solvency'),
        schema: {
          tags: ['Solvabilité II'],
          security: [{ bearer: [] }],
          summary:
            'Le dernier calcul SCR de l’utilisateur sur son périmètre enregistré (null s’il n’y en a pas)',
          querystring: userIdQuerySchema,
          response: { 200: currentScrPerimeterSchema.nullable() },
        },
      },
      async (request) => service.currentPerimeter(await request.access()),
    );
    app.get(
      '/comparison',
      {
        preValidation: requireRight('solvency'),
        schema: {
          tags: ['Solvabilité II'],
          security: [{ bearer: [] }],
          summary:
            'Simulation comparée au portefeuille réel : titres dont la valeur ou la contribution au SCR change',
          querystring: scrComparisonQuerySchema,
          response: { 200: scrComparisonSchema },
        },
      },
      async (request) => service.comparison(await request.access(), request.query),
    );
  };
