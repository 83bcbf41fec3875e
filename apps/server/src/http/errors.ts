import { apiErrors, type ApiErrorCode } from '@prisme/domain';

/**
 * A coded API error of the catalogue in packages/domain/src/errors.ts. Services throw
 * it; the error handler (http/error-handler.ts) turns it into the JSON answer.
 */
export class ApiProblem extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ApiErrorCode,
    message: string = apiErrors[code].message,
    readonly details?: { path: string; message: string }[],
  ) {
    super(message);
    this.name = 'ApiProblem';
    this.statusCode = apiErrors[code].status;
  }
}

export const problem = (code: ApiErrorCode, message?: string) => new ApiProblem(code, message);
