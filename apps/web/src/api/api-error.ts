import { apiErrors, apiErrorSchema, messages, type ApiErrorCode } from '@prisme/domain';

type Detail = { path: string; message: string };

/**
 * Every failed call becomes an ApiError, whatever went wrong (HTTP status, network,
 * unreadable body), so screens handle one shape. `status` 0 means no answer.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: Detail[] = [],
    /** The server's own French message (a refused save says what and why), if any. */
    readonly serverMessage = '',
  ) {
    super(message);
  }
}

function isCatalogued(code: string): code is ApiErrorCode {
  return Object.hasOwn(apiErrors, code);
}

/** Builds the ApiError of a non-2xx answer from its body when it follows the contract. */
export function apiErrorFromResponse(status: number, body: unknown): ApiError {
  const parsed = apiErrorSchema.safeParse(body);
  if (!parsed.success) {
    return new ApiError(status, `HTTP_${status}`, messages.generic.unexpected);
  }
  const { code, message, details } = parsed.data;
  // Prefer the catalogue's French wording; the server's own message is the fallback.
  const text = isCatalogued(code) ? apiErrors[code].message : message;
  return new ApiError(status, code, text, details ?? [], message);
}

export function networkError(cause: unknown): ApiError {
  const error = new ApiError(0, 'NETWORK', messages.generic.unexpected);
  error.cause = cause;
  return error;
}
