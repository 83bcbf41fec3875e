import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import {
  compartmentSchema,
  portfolioSchema,
  type Compartment,
  type Portfolio,
} from '@prisme/domain';
import { apiRequest } from '../../../api/client';

/**
 * The inventory lists of the perimeter bar (spec §7 "Inventory and perimeter"). The
 * start-up check of the saved perimeter fetches through the same query options, so the
 * bar then shows them from the cache instead of asking again.
 */

const portfoliosSchema = z.array(portfolioSchema);
const datesSchema = z.array(z.string());
const compartmentsSchema = z.array(compartmentSchema);

/** GET /api/inventory/portfolios?rolename=…&userID=… */
export function getPortfolios(rolename: string, signal?: AbortSignal): Promise<Portfolio[]> {
  return apiRequest('inventory/portfolios', {
    query: { rolename },
    withUserId: true,
    schema: portfoliosSchema,
    signal,
  });
}

/**
 * POST /api/inventory/valuation-dates → ISO dates, newest first. The role goes along:
 * the server accepts it so that an admin's request names its client.
 */
export function getValuationDates(
  rolename: string,
  portfolioCodes: readonly string[],
  signal?: AbortSignal,
): Promise<string[]> {
  return apiRequest('inventory/valuation-dates', {
    method: 'POST',
    body: { portfolioCodes, rolename },
    schema: datesSchema,
    signal,
  });
}

/** POST /api/inventory/compartments; with a date, only those holding positions then. */
export function getCompartments(
  rolename: string,
  portfolioCodes: readonly string[],
  valuationDate: string | null,
  signal?: AbortSignal,
): Promise<Compartment[]> {
  return apiRequest('inventory/compartments', {
    method: 'POST',
    body: { portfolioCodes, rolename, ...(valuationDate ? { valuationDate } : {}) },
    schema: compartmentsSchema,
    signal,
  });
}

// The order the user picked portfolios in does not change the lists: one cache entry.
const sorted = (codes: readonly string[]) => [...codes].sort();

export const inventoryRootKey = ['inventory'] as const;

export const portfoliosQuery = (rolename: string) =>
  queryOptions({
    queryKey: [...inventoryRootKey, 'portfolios', rolename],
    queryFn: ({ signal }) => getPortfolios(rolename, signal),
  });

export const valuationDatesQuery = (rolename: string, portfolioCodes: readonly string[]) => {
  const codes = sorted(portfolioCodes);
  return queryOptions({
    queryKey: [...inventoryRootKey, 'valuation-dates', rolename, codes],
    queryFn: ({ signal }) => getValuationDates(rolename, codes, signal),
  });
};

export const compartmentsQuery = (
  rolename: string,
  portfolioCodes: readonly string[],
  valuationDate: string | null,
) => {
  const codes = sorted(portfolioCodes);
  return queryOptions({
    queryKey: [...inventoryRootKey, 'compartments', rolename, codes, valuationDate],
    queryFn: ({ signal }) => getCompartments(rolename, codes, valuationDate, signal),
  });
};
