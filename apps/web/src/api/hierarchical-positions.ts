import {
  COUNT_EXCEEDS_HEADER,
  hierarchicalPositionsResponseSchema,
  ODATA_NEXT_LINK_HEADER,
  type HierarchicalPosition,
} from '@prisme/domain';
import type { LinesQuery } from '../lib/odata-query';
import { parseAnswer, safeJson } from './client';
import { apiResponse } from './raw-request';

/** A look-through line as asked: the selected columns of HierarchicalPosition. */
export type LineRow = Partial<HierarchicalPosition>;

export interface LinesPage {
  rows: LineRow[];
  /** Lines matching the filter, from the OData-Count header; null when it is absent. */
  count: number | null;
  /**
   * When the server stopped counting (a filter matching more lines than it counts with a
   * page): the bound it passed; the exact count is at getHierarchicalPositionsCount.
   */
  countExceeds?: number | null;
}

const linesPath = (perimeterId: string) =>
  `inventory/${encodeURIComponent(perimeterId)}/odata/hierarchical_positions`;

const integerHeader = (response: Response, name: string): number | null => {
  const header = response.headers.get(name);
  const value = header === null || header.trim() === '' ? null : Number(header);
  return Number.isInteger(value) ? value : null;
};

/** The OData options of a next link (its userID is the session's, added again). */
function queryOfNextLink(link: string): Partial<LinesQuery> {
  const params = new URL(link, 'http://prisme.invalid').searchParams;
  params.delete('userID');
  return Object.fromEntries(params);
}

/**
 * GET /api/inventory/{perimeterId}/odata/hierarchical_positions with the OData options
 * of one grid block. The body stays an array; the total count comes in `OData-Count`.
 * The server answers a page at most (server-driven paging, OData 4.01 §11.2.6.7): its
 * next link is followed until every line asked is there.
 */
export async function getHierarchicalPositions(
  perimeterId: string,
  query: Partial<LinesQuery>,
  signal?: AbortSignal,
): Promise<LinesPage> {
  const rows: LineRow[] = [];
  let asked: Partial<LinesQuery> | undefined = query;
  let first: Response | undefined;
  while (asked) {
    const response = await apiResponse(linesPath(perimeterId), {
      query: asked,
      withUserId: true,
      signal,
    });
    first ??= response;
    const text = await response.text();
    const page = parseAnswer(
      response.status,
      text ? safeJson(text) : undefined,
      hierarchicalPositionsResponseSchema,
    ) as LineRow[];
    rows.push(...page);
    const next = response.headers.get(ODATA_NEXT_LINK_HEADER);
    asked = next && page.length > 0 ? queryOfNextLink(next) : undefined;
  }
  return {
    rows,
    count: integerHeader(first!, 'OData-Count'),
    countExceeds: integerHeader(first!, COUNT_EXCEEDS_HEADER),
  };
}

/** GET …/hierarchical_positions/$count: the exact number of lines a filter matches. */
export async function getHierarchicalPositionsCount(
  perimeterId: string,
  filter: string | undefined,
  signal?: AbortSignal,
): Promise<number> {
  const response = await apiResponse(`${linesPath(perimeterId)}/$count`, {
    query: filter ? { $filter: filter } : {},
    withUserId: true,
    accept: 'text/plain',
    signal,
  });
  const count = Number((await response.text()).trim());
  if (!Number.isInteger(count)) throw new Error('Nombre de lignes illisible');
  return count;
}
