import { hierarchicalPositionsResponseSchema, type HierarchicalPosition } from '@prisme/domain';
import type { LinesQuery } from '../lib/odata-query';
import { parseAnswer, safeJson } from './client';
import { apiResponse } from './raw-request';

/** A look-through line as asked: the selected columns of HierarchicalPosition. */
export type LineRow = Partial<HierarchicalPosition>;

export interface LinesPage {
  rows: LineRow[];
  /** Lines matching the filter, from the OData-Count header; null when it is absent. */
  count: number | null;
}

/**
 * GET /api/inventory/{perimeterId}/odata/hierarchical_positions with the OData options
 * of one grid block. The body stays an array; the total count comes in `OData-Count`.
 */
export async function getHierarchicalPositions(
  perimeterId: string,
  query: LinesQuery,
  signal?: AbortSignal,
): Promise<LinesPage> {
  const response = await apiResponse(
    `inventory/${encodeURIComponent(perimeterId)}/odata/hierarchical_positions`,
    { query, withUserId: true, signal },
  );
  const text = await response.text();
  const rows = parseAnswer(
    response.status,
    text ? safeJson(text) : undefined,
    hierarchicalPositionsResponseSchema,
  ) as LineRow[];
  const header = response.headers.get('OData-Count');
  const count = header === null || header.trim() === '' ? null : Number(header);
  return { rows, count: Number.isInteger(count) ? count : null };
}
