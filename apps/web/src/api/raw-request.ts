import { authorizedTarget, safeJson, type QueryValue } from './client';
import { apiErrorFromResponse, networkError } from './api-error';

/**
 * A GET whose answer is more than its JSON body: a response header (OData-Count) or a
 * binary file. Same identity (bearer token, userID) and same ApiError as apiRequest,
 * which only hands back the parsed body.
 */
export async function apiResponse(
  path: string,
  options: {
    query?: Record<string, QueryValue>;
    withUserId?: boolean;
    accept?: string;
    signal?: AbortSignal;
  } = {},
): Promise<Response> {
  const { url, headers } = await authorizedTarget(path, options.query, options.withUserId);
  if (options.accept) headers.Accept = options.accept;
  let response: Response;
  try {
    response = await fetch(url, { method: 'GET', headers, signal: options.signal });
  } catch (cause) {
    // A cancelled request is not a failure to report.
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw networkError(cause);
  }
  if (!response.ok) {
    const text = await response.text();
    throw apiErrorFromResponse(response.status, text ? safeJson(text) : undefined);
  }
  return response;
}
