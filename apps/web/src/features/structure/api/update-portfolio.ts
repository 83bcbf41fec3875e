import type { UpdatePortfolioBody } from '@prisme/domain';
import { apiRequest } from '../../../api/client';
import { portfolioPath } from '../lib/structure-paths';

export interface UpdatePortfolioVariables {
  client: string;
  portfolio: string;
  body: UpdatePortfolioBody;
}

/** PUT /api/admin/clients/{client}/portfolios/{portfolio}: its fields and state. */
export function updatePortfolio({
  client,
  portfolio,
  body,
}: UpdatePortfolioVariables): Promise<unknown> {
  return apiRequest(portfolioPath(client, portfolio), { method: 'PUT', body });
}
