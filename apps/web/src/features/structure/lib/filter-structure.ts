import type { ManagedClient } from '@prisme/domain';
import { foldText } from '../../../lib/fold-text';

const matches = (item: { code: string; label: string }, words: string[]) => {
  const text = foldText(`${item.code} ${item.label}`);
  return words.every((word) => text.includes(word));
};

/**
 * The tree as the filter box leaves it: a client, portfolio or compartment whose code or
 * label holds every word (accents and case ignored) is kept with all it contains; its
 * parents are kept to show where it is, with only the branches that lead to a match.
 */
export function filterStructure(
  clients: readonly ManagedClient[],
  filter: string,
): ManagedClient[] {
  const words = foldText(filter).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...clients];
  return clients.flatMap((client) => {
    if (matches(client, words)) return [client];
    const portfolios = client.portfolios.flatMap((portfolio) => {
      if (matches(portfolio, words)) return [portfolio];
      const compartments = portfolio.compartments.filter((c) => matches(c, words));
      return compartments.length > 0 ? [{ ...portfolio, compartments }] : [];
    });
    return portfolios.length > 0 ? [{ ...client, portfolios }] : [];
  });
}
