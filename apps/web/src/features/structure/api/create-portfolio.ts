import type { CreatePortfolioBody } from '@prisme/domain';
import { apiRequest } from '../../../api/client';
import { portfoliosPath } from '../lib/structure-paths';

export interface CreatePortfolioVariables {
  client: string;
  body: CreatePortfolioBody;
}

/** POST /api/admin/clients/{client}/portfolios: a new portfolio of the client. */
export function createPortfolio({ client, body }: CreatePortfolioVariables): Promise<unknown> {
  return apiRequest(portfoliosPath(client), { method: 'POST', body });
}
