import type { SavedPerimeter } from '@prisme/domain';
import { queryClient } from '../../api/query-client';
import {
  clientRoleActions,
  emptySelection,
  navigationActions,
  useClientRoleStore,
} from '../../state';
import { compartmentsQuery, portfoliosQuery, valuationDatesQuery } from './api/inventory';
import { getSavedPerimeter } from '../../api/saved-perimeter';
import { loadClientRoles } from './load-client-roles';
import { checkSavedPerimeter, type PerimeterLookups } from './lib/check-saved-perimeter';

export interface RestoreFetchers {
  getSavedPerimeter: () => Promise<SavedPerimeter | null>;
  lookups: PerimeterLookups;
}

/** Through the query cache: the bar then shows these lists without asking again. */
const cachedLookups: PerimeterLookups = {
  portfolios: (role) => queryClient.fetchQuery(portfoliosQuery(role)),
  dates: (role, portfolios) => queryClient.fetchQuery(valuationDatesQuery(role, portfolios)),
  compartments: (role, portfolios, date) =>
    queryClient.fetchQuery(compartmentsQuery(role, portfolios, date)),
};

const defaultFetchers: RestoreFetchers = { getSavedPerimeter, lookups: cachedLookups };

/** Each restore's number: a retry overtakes an earlier restore still under way. */
let latestRestore = 0;

/**
 * The start-up step after the roles (spec §2): fetch the saved perimeter, check it
 * (spec §4) and apply it, or the empty perimeter when it is invalid. An admin's client
 * comes from the saved perimeter too. It never throws: a failure leaves an empty
 * perimeter with the bar's "Réessayer" (spec §8), not a failed start.
 */
export async function restoreSavedPerimeter(
  isAdmin: boolean,
  fetchers: RestoreFetchers = defaultFetchers,
): Promise<void> {
  const restore = ++latestRestore;
  navigationActions.perimeterLoadStarted();
  const { role, choices, status } = useClientRoleStore.getState();
  // Without the roles the saved perimeter cannot be checked: it is not invalid for that.
  if (status === 'failed') return navigationActions.perimeterLoadFailed();
  try {
    const saved = await fetchers.getSavedPerimeter();
    const check = await checkSavedPerimeter(
      saved,
      { isAdmin, role: role?.code ?? null, choices: choices.map((choice) => choice.code) },
      fetchers.lookups,
    );
    if (restore !== latestRestore) return;
    if (check.kind === 'valid') {
      // Restoring the client is not a client change: nothing was computed for another.
      if (isAdmin) clientRoleActions.choose(check.role ?? '');
      navigationActions.perimeterRestored(check.selection);
      return;
    }
    if (check.kind === 'invalid' && isAdmin) clientRoleActions.choose('');
    navigationActions.perimeterRestored(emptySelection);
  } catch {
    if (restore === latestRestore) navigationActions.perimeterLoadFailed();
  }
}

/**
 * "Réessayer" on the roles or on the perimeter: the roles again when they failed, then
 * the saved perimeter, as at start-up.
 */
export async function reloadPerimeter(isAdmin: boolean): Promise<void> {
  if (useClientRoleStore.getState().status !== 'loaded') await loadClientRoles(isAdmin);
  await restoreSavedPerimeter(isAdmin);
}
