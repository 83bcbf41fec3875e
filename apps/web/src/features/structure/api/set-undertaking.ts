import type { UndertakingBody } from '@prisme/domain';
import { apiRequest } from '../../../api/client';
import { clientPath } from '../lib/structure-paths';

export interface SetUndertakingVariables {
  client: string;
  body: UndertakingBody;
}

/**
 * PUT /api/admin/clients/{client}/undertaking (issue 36 §5): the undertaking that files the
 * client's QRTs — LEI, legal name, reporting currency.
 */
export function setUndertaking({ client, body }: SetUndertakingVariables): Promise<unknown> {
  return apiRequest(`${clientPath(client)}/undertaking`, { method: 'PUT', body });
}
