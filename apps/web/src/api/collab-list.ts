import type { QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { spListEnvelope, type CollabToken } from '@prisme/domain';
import { odataString } from '../lib/odata-query';
import { apiErrorFromResponse, networkError } from './api-error';
import { parseAnswer, safeJson } from './client';
import { ensureCollabToken } from './collab-token';

/** The OData options of a SharePoint list read (REST `_api/lists/getbytitle(…)/items`). */
export interface CollabListOptions {
  select: readonly string[];
  expand?: readonly string[];
  filter?: string;
  top?: number;
  orderBy?: string;
}

/** Encoded as a URL component, but keeping the characters OData reads plainly. */
const encode = (value: string) =>
  encodeURIComponent(value).replace(/%2C/g, ',').replace(/%24/g, '$');

/**
 * `{siteUrl}/_api/lists/getbytitle('Actualités')/items?$select=…`: the path and query
 * string of a list read, in the order SharePoint documents them.
 */
export function collabListUrl(siteUrl: string, title: string, options: CollabListOptions): string {
  const parts: string[] = [`$select=${encode(options.select.join(','))}`];
  if (options.expand?.length) parts.push(`$expand=${encode(options.expand.join(','))}`);
  if (options.filter) parts.push(`$filter=${encode(options.filter)}`);
  if (options.top !== undefined) parts.push(`$top=${options.top}`);
  if (options.orderBy) parts.push(`$orderby=${encode(options.orderBy)}`);
  const list = encode(odataString(title));
  return `${siteUrl.replace(/\/+$/, '')}/_api/lists/getbytitle(${list})/items?${parts.join('&')}`;
}

async function fetchList(url: string, token: CollabToken, signal?: AbortSignal): Promise<Response> {
  try {
    // The site may be another origin (SharePoint): its own bearer, not the API client's.
    return await fetch(url, {
      method: 'GET',
      headers: {
        Accept: 'application/json;odata=verbose',
        Authorization: `Bearer ${token.data}`,
      },
      signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw networkError(cause);
  }
}

/**
 * Reads one list of the collaboration site (spec §7): the site token first (cached until a
 * minute before it expires), then the items, validated as the `odata=verbose` envelope
 * `{ d: { results } }` of `itemSchema`. A token the site refuses (401) is renewed once.
 */
export async function readCollabList<S extends z.ZodType>(
  client: QueryClient,
  title: string,
  options: CollabListOptions,
  itemSchema: S,
  signal?: AbortSignal,
): Promise<z.output<S>[]> {
  let token = await ensureCollabToken(client);
  let response = await fetchList(collabListUrl(token.siteUrl, title, options), token, signal);
  if (response.status === 401) {
    token = await ensureCollabToken(client, true);
    response = await fetchList(collabListUrl(token.siteUrl, title, options), token, signal);
  }
  const text = await response.text();
  const body: unknown = text ? safeJson(text) : undefined;
  if (!response.ok) throw apiErrorFromResponse(response.status, body);
  const envelope = parseAnswer(response.status, body, spListEnvelope(itemSchema));
  return envelope.d.results as z.output<S>[];
}
