import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRight } from '../../auth/guards';
import { groupRoutes } from './group-routes';
import { listRoutes } from './list-routes';
import { referenceRoutes } from './reference-routes';
import type { ParametersService } from './service';

/**
 * /api/parameters (spec §7 "Parameters"). Every route needs the solvency right: the hook
 * is set on this plugin so that no route added later can forget it.
 */
export const parameterRoutes =
  (service: ParametersService): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preValidation', requireRight('solvency'));
    await app.register(referenceRoutes(service));
    await app.register(groupRoutes(service));
    await app.register(listRoutes(service));
  };
