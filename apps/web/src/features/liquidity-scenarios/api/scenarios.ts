import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { z } from 'zod';
import { liquidityScenarioSchema, type LiquidityScenario } from '@prisme/domain';
import { apiRequest } from '../../../api/client';

export const scenarioKeys = { all: ['liquidity-scenarios'] as const };
const scenariosSchema = z.array(liquidityScenarioSchema);

/** GET /api/risk_liquidity/scenarios (spec §7): every scenario with its rules. */
export function getScenarios(signal?: AbortSignal): Promise<LiquidityScenario[]> {
  return apiRequest('risk_liquidity/scenarios', { schema: scenariosSchema, signal });
}

export const scenariosQueryOptions = () =>
  queryOptions({ queryKey: scenarioKeys.all, queryFn: ({ signal }) => getScenarios(signal) });

export function useScenarios() {
  return useQuery(scenariosQueryOptions());
}

/** Every write answers the whole list: it replaces the cached one. */
const replaceList = (client: QueryClient) => (list: LiquidityScenario[]) =>
  client.setQueryData(scenarioKeys.all, list);

/**
 * POST /api/risk_liquidity/scenarios (a new scenario) or PUT …/scenarios/{code} (its
 * rules replaced), administrators only → the scenarios as saved.
 */
export function saveScenario(scenario: LiquidityScenario, isNew: boolean) {
  return apiRequest(
    isNew
      ? 'risk_liquidity/scenarios'
      : `risk_liquidity/scenarios/${encodeURIComponent(scenario.code)}`,
    { method: isNew ? 'POST' : 'PUT', body: scenario, schema: scenariosSchema },
  );
}

export function useSaveScenario() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ scenario, isNew }: { scenario: LiquidityScenario; isNew: boolean }) =>
      saveScenario(scenario, isNew),
    onSuccess: replaceList(client),
  });
}

/** DELETE /api/risk_liquidity/scenarios/{code} (administrators) → the scenarios left. */
export function deleteScenario(code: string) {
  return apiRequest(`risk_liquidity/scenarios/${encodeURIComponent(code)}`, {
    method: 'DELETE',
    schema: scenariosSchema,
  });
}

export function useDeleteScenario() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteScenario, onSuccess: replaceList(client) });
}
