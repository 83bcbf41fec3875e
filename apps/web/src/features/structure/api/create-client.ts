import type { CreateClientBody } from '@prisme/domain';
import { apiRequest } from '../../../api/client';
import { CLIENTS_PATH } from '../lib/structure-paths';

/** POST /api/admin/clients: a new client role. */
export function createClient(body: CreateClientBody): Promise<unknown> {
  return apiRequest(CLIENTS_PATH, { method: 'POST', body });
}
