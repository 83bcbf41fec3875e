import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { liquidityRedemptionSchema, type LiquidityRedemption } from '@prisme/domain';
import { apiRequest } from '../../../api/client';
import { liquidityResultKeys } from './get-liquidity-result';

export type OutflowUnit = 'percent' | 'amount';

/**
 * GET /api/risk_liquidity/redemption?perimeterID&outflow&unit → how each scenario meets
 * an outflow (a % of the long value, or an amount): slice, waterfall, coverage.
 */
export function getRedemption(
  perimeterId: string,
  outflow: number,
  unit: OutflowUnit,
  signal?: AbortSignal,
): Promise<LiquidityRedemption> {
  return apiRequest('risk_liquidity/redemption', {
    query: { perimeterID: perimeterId, outflow: String(outflow), unit },
    withUserId: true,
    schema: liquidityRedemptionSchema,
    signal,
  });
}

export const redemptionQueryOptions = (perimeterId: string, outflow: number, unit: OutflowUnit) =>
  queryOptions({
    queryKey: liquidityResultKeys.redemption(perimeterId, outflow, unit),
    queryFn: ({ signal }) => getRedemption(perimeterId, outflow, unit, signal),
    // The figures of the last outflow stay on screen while the next one is asked.
    placeholderData: keepPreviousData,
    retry: false,
  });

/** The redemption analysis of a valid outflow; idle while there is none. */
export function useRedemption(perimeterId: string, outflow: number | null, unit: OutflowUnit) {
  return useQuery({
    ...redemptionQueryOptions(perimeterId, outflow ?? 0, unit),
    enabled: outflow !== null,
  });
}
