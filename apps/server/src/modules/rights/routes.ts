import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MEMBER_ENDPOINTS, RIGHTS, memberAnswerSchema, userIdQuerySchema } from '@prisme/domain';
import { hasRight } from '../../auth/user-access';

/**
 * Spec §7 "Rights": each endpoint answers a boolean for the signed-in user. The web app
 * logs out when any of them fails. Registered under /api/{product}.
 */
export const rightsRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = (summary: string) => ({
    tags: ['Droits'],
    summary,
    querystring: userIdQuerySchema,
    response: { 200: memberAnswerSchema },
    security: [{ bearer: [] }],
  });

  app.get(
    '/admin',
    { schema: schema("L'utilisateur est-il administrateur ?") },
    async (request) => {
      return (await request.access()).isAdmin;
    },
  );

  for (const right of RIGHTS) {
    app.get(
      `/${MEMBER_ENDPOINTS[right]}`,
      { schema: schema(`L'utilisateur a-t-il le droit « ${right} » ?`) },
      async (request) => hasRight(await request.access(), right),
    );
  }
};
