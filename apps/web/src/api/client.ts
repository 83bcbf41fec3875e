import { apiErrors, messages } from '@prisme/domain';
import { ApiError, apiErrorFromResponse, networkError } from './api-error';

export { ApiError } from './api-error';

/** What the client needs from the signed-in session; set once sign-in is done. */
export interface ApiSession {
  productSlug: string;
  toolsSlug: string;
  /** Read on every call so a silently renewed token is used at once. */
  getAccessToken: () => Promise<string | undefined>;
  /** The token's subject: the `userID` that spec §7 sends in most calls. */
  getUserId: () => string | undefined;
}

let session: ApiSession | undefined;

export function configureApi(next: ApiSession | undefined): void {
  session = next;
}

function requireSession(): ApiSession {
  if (!session) throw new ApiError(401, 'UNAUTHENTICATED', apiErrors.UNAUTHENTICATED.message);
  return session;
}

/** The token's subject, for the calls of spec §7 that carry `userID` in their body. */
export function currentUserId(): string | undefined {
  return requireSession().getUserId();
}

/** `/api/{productSlug}/…`: the product-scoped routes of spec §7. */
export function productPath(path: string): string {
  return `/${requireSession().productSlug}/${path.replace(/^\//, '')}`;
}

/** `/api/{toolsSlug}/…`: the tools routes of spec §7 (the collaboration-site token). */
export function toolsPath(path: string): string {
  return `/${requireSession().toolsSlug}/${path.replace(/^\//, '')}`;
}

/** The part of a zod schema the client uses: any schema of @prisme/domain fits. */
export interface AnswerSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

export type QueryValue = string | number | boolean | undefined;

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  /** Adds `userID` (the token's subject) to the query, where spec §7 says so. */
  withUserId?: boolean;
  body?: unknown;
  /** Validates the answer; without it the JSON is trusted as T. */
  schema?: AnswerSchema<T>;
  signal?: AbortSignal;
}

export function buildUrl(path: string, query: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.append(key, String(value));
  }
  const search = params.toString();
  return `/api/${path.replace(/^\//, '')}${search ? `?${search}` : ''}`;
}

/**
 * URL and headers of an authorised call: the bearer token and, where asked, the
 * userID. Shared by fetch (apiRequest) and XMLHttpRequest (apiUpload), so every
 * call identifies itself the same way.
 */
export async function authorizedTarget(
  path: string,
  query: Record<string, QueryValue> = {},
  withUserId = false,
): Promise<{ url: string; headers: Record<string, string> }> {
  const current = requireSession();
  const fullQuery = { ...query };
  if (withUserId) fullQuery.userID = current.getUserId();
  const token = await current.getAccessToken();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  return { url: buildUrl(path, fullQuery), headers };
}

/** The one fetch wrapper: bearer token, JSON in and out, typed errors. */
export async function apiRequest<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const { url, headers } = await authorizedTarget(path, options.query, options.withUserId);
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (cause) {
    // A cancelled request (TanStack Query's signal) is not a failure to report.
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw networkError(cause);
  }
  const text = await response.text();
  const body: unknown = text ? safeJson(text) : undefined;
  if (!response.ok) throw apiErrorFromResponse(response.status, body);
  return parseAnswer(response.status, body, options.schema);
}

/** Validates an answer body; without a schema the JSON is trusted as T. */
export function parseAnswer<T>(status: number, body: unknown, schema?: AnswerSchema<T>): T {
  if (!schema) return body as T;
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ApiError(status, 'INVALID_ANSWER', messages.generic.unexpected);
  return parsed.data;
}

export function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
