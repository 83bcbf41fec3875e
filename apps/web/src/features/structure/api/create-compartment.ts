import type { CreateCompartmentBody } from '@prisme/domain';
import { apiRequest } from '../../../api/client';
import { compartmentsPath } from '../lib/structure-paths';

export interface CreateCompartmentVariables {
  client: string;
  portfolio: string;
  body: CreateCompartmentBody;
}

/** POST /api/admin/clients/{client}/portfolios/{portfolio}/compartments. */
export function createCompartment({
  client,
  portfolio,
  body,
}: CreateCompartmentVariables): Promise<unknown> {
  return apiRequest(compartmentsPath(client, portfolio), { method: 'POST', body });
}
