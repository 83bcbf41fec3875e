import { apiRequest } from '../../../api/client';
import { clientPath } from '../lib/structure-paths';

/** DELETE /api/admin/clients/{client}: refused (409 STRUCTURE_IN_USE) while data refers to it. */
export function deleteClient({ client }: { client: string }): Promise<unknown> {
  return apiRequest(clientPath(client), { method: 'DELETE' });
}
