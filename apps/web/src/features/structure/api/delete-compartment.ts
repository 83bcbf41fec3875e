import { apiRequest } from '../../../api/client';
import { compartmentPath } from '../lib/structure-paths';

/** DELETE …/compartments/{compartment}: only while nothing refers to it. */
export function deleteCompartment({
  client,
  portfolio,
  compartment,
}: {
  client: string;
  portfolio: string;
  compartment: string;
}): Promise<unknown> {
  return apiRequest(compartmentPath(client, portfolio, compartment), { method: 'DELETE' });
}
