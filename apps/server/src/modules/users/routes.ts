import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountIdParamsSchema,
  apiErrorSchema,
  managedUserSchema,
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
