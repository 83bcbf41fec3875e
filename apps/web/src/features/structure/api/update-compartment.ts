import type { UpdateCompartmentBody } from '@prisme/domain';
import { apiRequest } from '../../../api/client';
import { compartmentPath } from '../lib/structure-paths';

export interface UpdateCompartmentVariables {
  client: string;
  portfolio: string;
  compartment: string;
  body: UpdateCompartmentBody;
}

/** PUT /api/admin/clients/{client}/portfolios/{portfolio}/compartments/{compartment}. */
export function updateCompartment({
  client,
  portfolio,
  compartment,
  body,
}: UpdateCompartmentVariables): Promise<unknown> {
  return apiRequest(compartmentPath(client, portfolio, compartment), { method: 'PUT', body });
}
