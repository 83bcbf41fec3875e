import type { FastifyInstance } from 'fastify';
import { apiErrors } from '@prisme/domain';
import { ApiProblem } from './errors';

/**
 * JSON bodies, bounded before anything reads them (issue 41 §6): a body nested 10,000
 * deep parsed fine but overflowed the stack of whatever walked it next (the storable-text
 * rule, zod), a 500 « Maximum call stack size exceeded ». The depth is counted by one
 * loop over the text, never by recursion, before JSON.parse; the size is Fastify's
 * `bodyLimit`, one per route.
 */

/** Objects and lists one inside the other: the deepest body of the API has 4 levels. */
export const MAX_JSON_DEPTH = 32;

/** A route's JSON body size unless it says otherwise (Fastify's own default). */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;

/** Routes that replace a whole list (up to 100,000 entries, parameters and ESG lists). */
export const LIST_BODY_LIMIT = 5 * 1024 * 1024;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The deepest nesting this route's JSON body may have (MAX_JSON_DEPTH otherwise). */
    maxJsonDepth?: number;
  }
}

/**
 * The deepest nesting of `{` and `[` in a JSON text, stopping as soon as it passes `limit`
 * (characters inside strings, escapes included, do not count).
 */
export function jsonDepthOver(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > limit) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

/** Replaces Fastify's JSON parser by the same parser behind the depth check. */
export function boundJsonBodies(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'ignore');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string' },
    function (request, body, done) {
      const text = body as string;
      const limit = request.routeOptions.config.maxJsonDepth ?? MAX_JSON_DEPTH;
      if (jsonDepthOver(text, limit)) {
        done(
          new ApiProblem(
            'BODY_TOO_DEEP',
            `${apiErrors.BODY_TOO_DEEP.message.slice(0, -1)} : au plus ${limit} niveaux.`,
          ),
          undefined,
        );
        return;
      }
      parse(request, text, done);
    },
  );
}
