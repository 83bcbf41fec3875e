import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountIdParamsSchema,
  apiErrorSchema,
  createdUserSchema,
  createUserBodySchema,
  managedUserSchema,
  passwordLinkSchema,
  managedUsersSchema,
  updateUserBodySchema,
} from '@prisme/domain';
import { requireAdmin } from '../../auth/guards';
import type { UserAdministrationService } from './service';

const doc = (summary: string) => ({ tags: ['Utilisateurs'], security: [{ bearer: [] }], summary });

/** /api/admin/users (issue 20 §5; not in the spec): administrators only. */
export const userAdministrationRoutes =
  (service: UserAdministrationService): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preValidation', requireAdmin);

    app.get(
      '/users',
      {
        schema: {
          ...doc('Les comptes connus de Prisme, avec leurs droits, clients et état'),
          response: { 200: managedUsersSchema, 403: apiErrorSchema },
        },
      },
      async () => service.list(),
    );

    app.post(
      '/users',
      {
        schema: {
          ...doc(
            'Crée un compte de la connexion intégrée (identifiant, nom, e-mail, droits, clients) et répond son lien de premier mot de passe',
          ),
          body: createUserBodySchema,
          response: {
            201: createdUserSchema,
            400: apiErrorSchema,
            403: apiErrorSchema,
            409: apiErrorSchema,
          },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await service.create(await request.access(), request.body)),
    );

    app.post(
      '/users/:accountId/password-link',
      {
        schema: {
          ...doc(
            'Crée un lien de mot de passe (premier mot de passe ou réinitialisation), à usage unique et valable une heure, inscrit au journal du serveur et répondu à l’administrateur',
          ),
          params: accountIdParamsSchema,
          response: {
            200: passwordLinkSchema,
            403: apiErrorSchema,
            404: apiErrorSchema,
            409: apiErrorSchema,
          },
        },
      },
      async (request) => service.passwordLink(await request.access(), request.params.accountId),
    );

    app.put(
      '/users/:accountId',
      {
        schema: {
          ...doc(
            'Remplace les droits, les clients et l’état (actif ou désactivé) d’un compte ; effet à sa prochaine requête',
          ),
          params: accountIdParamsSchema,
          body: updateUserBodySchema,
          response: {
            200: managedUserSchema,
            400: apiErrorSchema,
            403: apiErrorSchema,
            404: apiErrorSchema,
          },
        },
      },
      async (request) =>
        service.update(await request.access(), request.params.accountId, request.body),
    );
  };
