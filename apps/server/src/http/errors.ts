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

/** How many problems a refusal's message spells out; its `details` carry them all. */
const PROBLEMS_SHOWN = 5;

/**
 * A French 400 for a save refused by the domain's rules: `refused` says what was not
 * saved (« Liste « … » non enregistrée »), then the first problems, then how many more;
 * every problem is in the details with its path.
 */
export function refusedSave(
  refused: string,
  problems: readonly { path: string; message: string }[],
): ApiProblem {
  const shown = problems.slice(0, PROBLEMS_SHOWN).map((p) => p.message);
  const more =
    problems.length > PROBLEMS_SHOWN
      ? ` (et ${problems.length - PROBLEMS_SHOWN} autre(s) problème(s))`
      : '';
  return new ApiProblem('VALIDATION', `${refused} : ${shown.join(' ')}${more}`, [...problems]);
}
