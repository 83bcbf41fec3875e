import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  concentrationExclusionListSchema,
  concentrationExclusionsRequestSchema,
  defaultedLoanListSchema,
  defaultedLoansRequestSchema,
  intraGroupListSchema,
  intraGroupsRequestSchema,
  longTermAssetListSchema,
  longTermAssetsRequestSchema,
  parameterRoleQuerySchema,
  propertyLeverageListSchema,
  propertyLeveragesRequestSchema,
  strategicParticipationListSchema,
  strategicParticipationsRequestSchema,
} from '@prisme/domain';
import { LIST_BODY_LIMIT } from '../../http/json-body';
import { doc, roleOf } from './openapi';
import type { ParametersService } from './service';

/**
 * GET and PUT of the client-data lists of a client role (spec §3, §7; the loans in default
 * or forborne of Art. 176(1) 2027, issue 37). A PUT
 * replaces the role's whole list and answers it as saved; one bad entry refuses it all.
 */
export const listRoutes =
  (service: ParametersService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/strategic-parameters',
      {
        schema: {
          ...doc('Participations stratégiques du client'),
          querystring: parameterRoleQuerySchema,
          response: { 200: strategicParticipationListSchema },
        },
      },
      async (request) =>
        service.list(await request.access(), 'strategicParticipations', roleOf(request.query)),
    );
    app.put(
      '/strategic-parameters',
      {
        bodyLimit: LIST_BODY_LIMIT,
        schema: {
          ...doc('Remplace les participations stratégiques du client'),
          body: strategicParticipationsRequestSchema,
          response: { 200: strategicParticipationListSchema },
        },
      },
      async (request) =>
        service.saveList(await request.access(), 'strategicParticipations', {
          rolename: request.body.rolename,
          bodyKey: 'strategicParticipations',
          entries: request.body.strategicParticipations,
        }),
    );

    app.get(
      '/long-term-assets',
      {
        schema: {
          ...doc('Actifs long terme (LTEI) du client'),
          querystring: parameterRoleQuerySchema,
          response: { 200: longTermAssetListSchema },
        },
      },
      async (request) =>
        service.list(await request.access(), 'longTermAssets', roleOf(request.query)),
    );
    app.put(
      '/long-term-assets',
      {
        bodyLimit: LIST_BODY_LIMIT,
        schema: {
          ...doc('Remplace les actifs long terme (LTEI) du client'),
          body: longTermAssetsRequestSchema,
          response: { 200: longTermAssetListSchema },
        },
      },
      async (request) =>
        service.saveList(await request.access(), 'longTermAssets', {
          rolename: request.body.rolename,
          bodyKey: 'longTermAssets',
          entries: request.body.longTermAssets,
        }),
    );

    app.get(
      '/intra-groups',
      {
        schema: {
          ...doc('Actifs intra-groupe du client'),
          querystring: parameterRoleQuerySchema,
          response: { 200: intraGroupListSchema },
        },
      },
      async (request) => service.list(await request.access(), 'intraGroups', roleOf(request.query)),
    );
    app.put(
      '/intra-groups',
      {
        bodyLimit: LIST_BODY_LIMIT,
        schema: {
          ...doc('Remplace les actifs intra-groupe du client'),
          body: intraGroupsRequestSchema,
          response: { 200: intraGroupListSchema },
        },
      },
      async (request) =>
        service.saveList(await request.access(), 'intraGroups', {
          rolename: request.body.rolename,
          bodyKey: 'intraGroups',
          entries: request.body.intraGroups,
        }),
    );

    app.get(
      '/exclude-scr-concentration',
      {
        schema: {
          ...doc('Titres exclus du SCR concentration pour le client'),
          querystring: parameterRoleQuerySchema,
          response: { 200: concentrationExclusionListSchema },
        },
      },
      async (request) =>
        service.list(await request.access(), 'concentrationExclusions', roleOf(request.query)),
    );
    app.put(
      '/exclude-scr-concentration',
      {
        bodyLimit: LIST_BODY_LIMIT,
        schema: {
          ...doc('Remplace les titres exclus du SCR concentration pour le client'),
          body: concentrationExclusionsRequestSchema,
          response: { 200: concentrationExclusionListSchema },
        },
      },
      async (request) =>
        service.saveList(await request.access(), 'concentrationExclusions', {
          rolename: request.body.rolename,
          bodyKey: 'excludeSCRConcentrations',
          entries: request.body.excludeSCRConcentrations,
        }),
    );

    app.get(
      '/property-leverage',
      {
        schema: {
          ...doc('Taux d’endettement des véhicules immobiliers du client'),
          querystring: parameterRoleQuerySchema,
          response: { 200: propertyLeverageListSchema },
        },
      },
      async (request) =>
        service.list(await request.access(), 'propertyLeverages', roleOf(request.query)),
    );
    app.put(
      '/property-leverage',
      {
        bodyLimit: LIST_BODY_LIMIT,
        schema: {
          ...doc('Remplace les taux d’endettement des véhicules immobiliers du client'),
          body: propertyLeveragesRequestSchema,
          response: { 200: propertyLeverageListSchema },
        },
      },
      async (request) =>
        service.saveList(await request.access(), 'propertyLeverages', {
          rolename: request.body.rolename,
          bodyKey: 'propertyLeverages',
          entries: request.body.propertyLeverages,
        }),
    );

    app.get(
      '/defaulted-loans',
      {
        schema: {
          ...doc('Prêts en défaut ou restructurés du client (hors risque de spread en 2027)'),
          querystring: parameterRoleQuerySchema,
          response: { 200: defaultedLoanListSchema },
        },
      },
      async (request) =>
        service.list(await request.access(), 'defaultedLoans', roleOf(request.query)),
    );
    app.put(
      '/defaulted-loans',
      {
        bodyLimit: LIST_BODY_LIMIT,
        schema: {
          ...doc('Remplace les prêts en défaut ou restructurés du client'),
          body: defaultedLoansRequestSchema,
          response: { 200: defaultedLoanListSchema },
        },
      },
      async (request) =>
        service.saveList(await request.access(), 'defaultedLoans', {
          rolename: request.body.rolename,
          bodyKey: 'defaultedLoans',
          entries: request.body.defaultedLoans,
        }),
    );
  };
