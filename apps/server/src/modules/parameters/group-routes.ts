import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  parameterRoleQuerySchema,
  scrCurrencyParametersSchema,
  scrCurrencySaveSchema,
  scrEquityParametersSchema,
  scrEquitySaveSchema,
  scrInterestRateParametersSchema,
  scrInterestRateSaveSchema,
  scrPropertyParametersSchema,
  scrPropertySaveSchema,
} from '@prisme/domain';
import { doc, roleOf } from './openapi';
import type { ParametersService } from './service';

/**
 * GET and PUT of the four SCR parameter groups of the caller for a client role. GET
 * answers the saved group, else the regulatory defaults; PUT saves the group's fields
 * (numbers are fractions as floats) and answers the group as saved.
 */
export const groupRoutes =
  (service: ParametersService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/scr-equity',
      {
        schema: {
          ...doc(
            'Paramètres action de l’utilisateur pour le client (défauts réglementaires sinon)',
          ),
          querystring: parameterRoleQuerySchema,
          response: { 200: scrEquityParametersSchema },
        },
      },
      async (request) => service.group(await request.access(), 'equity', roleOf(request.query)),
    );
    app.put(
      '/scr-equity',
      {
        schema: {
          ...doc('Enregistre les paramètres action de l’utilisateur pour le client'),
          body: scrEquitySaveSchema,
          response: { 200: scrEquityParametersSchema },
        },
      },
      async (request) => service.saveGroup(await request.access(), 'equity', request.body),
    );

    app.get(
      '/scr-interest-rate',
      {
        schema: {
          ...doc(
            'Paramètres de taux de l’utilisateur pour le client (défauts réglementaires sinon)',
          ),
          querystring: parameterRoleQuerySchema,
          response: { 200: scrInterestRateParametersSchema },
        },
      },
      async (request) =>
        service.group(await request.access(), 'interestRate', roleOf(request.query)),
    );
    app.put(
      '/scr-interest-rate',
      {
        schema: {
          ...doc('Enregistre les paramètres de taux de l’utilisateur pour le client'),
          body: scrInterestRateSaveSchema,
          response: { 200: scrInterestRateParametersSchema },
        },
      },
      async (request) => service.saveGroup(await request.access(), 'interestRate', request.body),
    );

    app.get(
      '/scr-property',
      {
        schema: {
          ...doc(
            'Paramètres immobilier de l’utilisateur pour le client (défauts réglementaires sinon)',
          ),
          querystring: parameterRoleQuerySchema,
          response: { 200: scrPropertyParametersSchema },
        },
      },
      async (request) => service.group(await request.access(), 'property', roleOf(request.query)),
    );
    app.put(
      '/scr-property',
      {
        schema: {
          ...doc('Enregistre les paramètres immobilier de l’utilisateur pour le client'),
          body: scrPropertySaveSchema,
          response: { 200: scrPropertyParametersSchema },
        },
      },
      async (request) => service.saveGroup(await request.access(), 'property', request.body),
    );

    app.get(
      '/scr-currency',
      {
        schema: {
          ...doc(
            'Paramètres de change de l’utilisateur pour le client (défauts réglementaires sinon)',
          ),
          querystring: parameterRoleQuerySchema,
          response: { 200: scrCurrencyParametersSchema },
        },
      },
      async (request) => service.group(await request.access(), 'currency', roleOf(request.query)),
    );
    app.put(
      '/scr-currency',
      {
        schema: {
          ...doc('Enregistre les paramètres de change de l’utilisateur pour le client'),
          body: scrCurrencySaveSchema,
          response: { 200: scrCurrencyParametersSchema },
        },
      },
      async (request) => service.saveGroup(await request.access(), 'currency', request.body),
    );
  };
