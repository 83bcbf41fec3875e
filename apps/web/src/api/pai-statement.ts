import { paiStatementSchema, type PaiStatement } from '@prisme/domain';
import { ApiError, apiRequest } from './client';

/**
 * GET /api/esg/pai?perimeterID=… → the PAI statement of a computed or archived perimeter,
 * or null when it has none (404). Read by the PAI page and by the archives' details.
 */
export async function getPaiStatement(
  perimeterId: string,
  signal?: AbortSignal,
): Promise<PaiStatement | null> {
  try {
    return await apiRequest('esg/pai', {
      query: { perimeterID: perimeterId },
      withUserId: true,
      schema: paiStatementSchema,
      signal,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
