import type { UpdateClientBody } from '@prisme/domain';
import { apiRequest } from '../../../api/client';
import { clientPath } from '../lib/structure-paths';

export interface UpdateClientVariables {
  client: string;
  body: UpdateClientBody;
}

/** PUT /api/admin/clients/{client}: renames, deactivates or reactivates a client role. */
export function updateClient({ client, body }: UpdateClientVariables): Promise<unknown> {
  return apiRequest(clientPath(client), { method: 'PUT', body });
}
