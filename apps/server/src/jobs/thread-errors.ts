import type { ApiErrorCode } from '@prisme/domain';
import { ApiProblem } from '../http/errors';

/**
 * An error thrown in a job thread, as plain data. Crossing threads by structured clone
 * keeps an error's message and stack but drops its own fields: an ApiProblem would lose
 * its code and status (a French 4xx answered 500), a statement timeout its SQLSTATE
 * (answered 500 instead of 503 QUERY_TIMEOUT).
 */
export interface ThreadFailure {
  name: string;
  message: string;
  stack: string | undefined;
  /** A driver's SQLSTATE, or a Node error's code. */
  code: string | undefined;
  problem?: { code: ApiErrorCode; details: { path: string; message: string }[] | undefined };
  /** What it wraps (Drizzle wraps the driver's error: the reason and the SQLSTATE are there). */
  cause?: ThreadFailure;
}

/** Causes kept, at most: enough for a query's wrapper and its driver's error. */
const CAUSES_KEPT = 4;

export function failureOf(error: unknown, depth = 0): ThreadFailure {
  const thrown = error instanceof Error ? error : new Error(String(error));
  const code = (thrown as { code?: unknown }).code;
  const { cause } = thrown as { cause?: unknown };
  return {
    name: thrown.name,
    message: thrown.message,
    stack: thrown.stack,
    code: typeof code === 'string' ? code : undefined,
    ...(thrown instanceof ApiProblem && {
      problem: { code: thrown.code, details: thrown.details },
    }),
    ...(cause !== undefined && depth < CAUSES_KEPT && { cause: failureOf(cause, depth + 1) }),
  };
}

/** The error again, in the thread that handles it: an ApiProblem is one again. */
export function errorOf(failure: ThreadFailure): Error {
  const error = failure.problem
    ? new ApiProblem(failure.problem.code, failure.message, failure.problem.details)
    : Object.assign(new Error(failure.message), { name: failure.name, code: failure.code });
  if (failure.stack) error.stack = failure.stack;
  if (failure.cause) error.cause = errorOf(failure.cause);
  return error;
}
