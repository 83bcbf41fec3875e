import { clientListProblems, type ClientListKey } from '@prisme/domain';
import { toEntry, type ListRow } from './rows';

/**
 * The French problems of each row, by row id, from the domain's list rules (the ones the
 * server applies): ISIN check digit, known and admitted CIC, empty filters, duplicates.
 */
export function rowProblems(
  list: ClientListKey,
  rows: readonly ListRow[],
  rolename: string,
): Map<string, string[]> {
  const entries = rows.map((row) => toEntry(list, row, rolename));
  const problems = new Map<string, string[]>();
  for (const problem of clientListProblems(list, entries, rolename)) {
    const id = rows[problem.index]?.id;
    if (!id) continue;
    // The row is named by the column: keep the reason after the list's prefix.
    const reason = problem.message.replace(/^[^:]*: /, '');
    problems.set(id, [...(problems.get(id) ?? []), reason]);
  }
  return problems;
}
