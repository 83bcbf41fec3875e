import { describe, expect, it } from 'vitest';
import { ApiProblem, problem } from '../http/errors';
import { isStatementTimeout, StatementTimeoutError } from '../db/statement-budget';
import { errorOf, failureOf } from './thread-errors';

/** Across threads by structured clone, as piscina sends a task's answer. */
const crossed = <T>(value: T): T => structuredClone(value);

describe('errors from a job thread', () => {
  it('keeps an ApiProblem’s code, status, French message and details', () => {
    const thrown = new ApiProblem('VALIDATION', 'Périmètre vide.', [
      { path: 'portfolios', message: 'aucun portefeuille' },
    ]);
    const error = errorOf(crossed(failureOf(thrown)));
    expect(error).toBeInstanceOf(ApiProblem);
    expect(error).toMatchObject({
      code: 'VALIDATION',
      statusCode: 400,
      message: 'Périmètre vide.',
      details: [{ path: 'portfolios', message: 'aucun portefeuille' }],
    });
  });

  it('keeps a statement timeout recognisable (answered 503, not 500)', () => {
    expect(
      isStatementTimeout(errorOf(crossed(failureOf(new StatementTimeoutError(900_000))))),
    ).toBe(true);
    const fromPostgres = Object.assign(new Error('canceling statement due to statement timeout'), {
      code: '57014',
    });
    expect(isStatementTimeout(errorOf(crossed(failureOf(fromPostgres))))).toBe(true);
  });

  it('keeps what an error wraps: a failed query’s reason and SQLSTATE from the driver', () => {
    const driver = Object.assign(new Error('canceling statement due to statement timeout'), {
      code: '57014',
    });
    const wrapped = new Error('Failed query: select 1', { cause: driver });
    const error = errorOf(crossed(failureOf(wrapped)));
    expect(error.message).toBe('Failed query: select 1');
    expect(error.cause).toMatchObject({ message: driver.message, code: '57014' });
    expect(isStatementTimeout(error)).toBe(true);
  });

  it('keeps any other error’s message and stack, and what is not an error as a message', () => {
    const thrown = new TypeError('boom');
    const error = errorOf(crossed(failureOf(thrown)));
    expect(error).not.toBeInstanceOf(ApiProblem);
    expect(error.message).toBe('boom');
    expect(error.stack).toBe(thrown.stack);
    expect(errorOf(failureOf('plain')).message).toBe('plain');
    expect(errorOf(failureOf(problem('NOT_FOUND'))).message).toBe(problem('NOT_FOUND').message);
  });
});
