import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  esgNoteExceptionSchema,
  esgNoteExceptionsQuerySchema,
  esgNoteExceptionsRequestSchema,
  esgPillarWeightSchema,
  esgResultQuerySchema,
  esgResultSchema,
  esgPillarsQuerySchema,
  esgPillarsRequestSchema,
  esgSectorSchema,
  esgThemeWeightSchema,
  esgThemesQuerySchema,
  esgThemesRequestSchema,
} from '@prisme/domain';
import { requireRight } from '../../auth/guards';
import type { EsgResultsService } from './results-service';
import type { EsgParametersService } from './service';
import { LIST_BODY_LIMIT } from '../../http/json-body';

const doc = (summary: string) => ({
  tags: ['ESG'],
  security: [{ bearer: [] }],
  summary,
});

/**
 * /api/esg (spec §7 "ESG and risk"). Every route needs the ESG right: the hook is set on
 * the plugin so that no route added later can forget it; the client role of each call is
 * checked by the service.
 */
export const esgRoutes =
  (service: EsgParametersService, results: EsgResultsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preValidation', requireRight('esg'));

    app.get(
      '/results',
      {
        schema: {
          ...doc('Analyse ESG d’un périmètre calculé : score, couverture, carbone, température'),
          querystring: esgResultQuerySchema,
          response: { 200: esgResultSchema },
        },
      },
      async (request) => results.result(await request.access(), request.query.perimeterID),
    );

    app.get(
      '/sectors',
      {
        schema: {
          ...doc('Secteurs des poids de thèmes, « Par défaut » (*) en tête'),
          response: { 200: z.array(esgSectorSchema) },
        },
      },
      async () => service.sectors(),
    );

    app.get(
      '/param-piliers',
      {
        schema: {
          ...doc('Poids des piliers E, S et G de l’utilisateur'),
          querystring: esgPillarsQuerySchema,
          response: { 200: z.array(esgPillarWeightSchema) },
        },
      },
      async (request) => service.pillars(await request.access()),
    );
    app.put(
      '/param-piliers',
      {
        schema: {
          ...doc('Enregistre les poids des piliers (somme égale à 1)'),
          body: esgPillarsRequestSchema,
          response: { 200: z.array(esgPillarWeightSchema) },
        },
      },
      async (request) => service.savePillars(await request.access(), request.body),
    );

    app.get(
      '/param-themes',
      {
        schema: {
          ...doc('Poids des thèmes par pilier et par secteur de l’utilisateur pour un client'),
          querystring: esgThemesQuerySchema,
          response: { 200: z.array(esgThemeWeightSchema) },
        },
      },
      async (request) => service.themes(await request.access(), request.query.roleName),
    );
    app.put(
      '/param-themes',
      {
        bodyLimit: LIST_BODY_LIMIT,
        schema: {
          ...doc('Enregistre les poids des thèmes (chaque pilier de chaque secteur égal à 1)'),
          body: esgThemesRequestSchema,
          response: { 200: z.array(esgThemeWeightSchema) },
        },
      },
      async (request) => service.saveThemes(await request.access(), request.body),
    );

    app.get(
      '/note-exceptions',
      {
        schema: {
          ...doc('Notations forcées du client'),
          querystring: esgNoteExceptionsQuerySchema,
          response: { 200: z.array(esgNoteExceptionSchema) },
        },
      },
      async (request) => service.noteExceptions(await request.access(), request.query.rolename),
    );
    app.put(
      '/note-exceptions',
      {
        bodyLimit: LIST_BODY_LIMIT,
        schema: {
          ...doc('Remplace les notations forcées du client'),
          body: esgNoteExceptionsRequestSchema,
          response: { 200: z.array(esgNoteExceptionSchema) },
        },
      },
      async (request) => service.saveNoteExceptions(await request.access(), request.body),
    );
  };
