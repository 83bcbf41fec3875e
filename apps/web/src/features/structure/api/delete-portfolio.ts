import { apiRequest } from '../../../api/client';
import { portfolioPath } from '../lib/structure-paths';

/** DELETE /api/admin/clients/{client}/portfolios/{portfolio}: only while nothing refers to it. */
export function deletePortfolio({
  client,
  portfolio,
}: {
  client: string;
  portfolio: string;
}): Promise<unknown> {
  return apiRequest(portfolioPath(client, portfolio), { method: 'DELETE' });
}
