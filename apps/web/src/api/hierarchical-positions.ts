import {
  COUNT_EXCEEDS_HEADER,
  hierarchicalPositionsResponseSchema,
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

/**
 * GET /api/inventory/{perimeterId}/odata/hierarchical_positions with the OData options
 * of one grid block. The body stays an array; the total count comes in `OData-Count`.
 */
export async function getHierarchicalPositions(
  perimeterId: string,
  query: LinesQuery,
  signal?: AbortSignal,
): Promise<LinesPage> {
  const response = await apiResponse(linesPath(perimeterId), {
    query,
    withUserId: true,
    signal,
  });
  const text = await response.text();
  const rows = parseAnswer(
    response.status,
    text ? safeJson(text) : undefined,
    hierarchicalPositionsResponseSchema,
  ) as LineRow[];
  return {
    rows,
    count: integerHeader(response, 'OData-Count'),
    countExceeds: integerHeader(response, COUNT_EXCEEDS_HEADER),
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
