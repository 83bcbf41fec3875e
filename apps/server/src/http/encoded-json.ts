import type { FastifyReply } from 'fastify';

/**
 * Sends JSON text already encoded by the route's response schema (e.g. kept in a cache) as
 * it is: Fastify serialises only payloads that are not strings, so the schema's encoding
 * does not run twice. The route keeps its response schema for the OpenAPI document; the
 * text's type is the caller's to guarantee (hence the one cast, here).
 */
export function sendEncodedJson(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json as never);
}
