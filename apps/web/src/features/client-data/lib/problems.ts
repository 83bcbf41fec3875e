import {
  clientListProblems,
  ESG_SCALE_MAXES,
  noteExceptionProblems,
  type ClientListKey,
} from '@prisme/domain';
import { FRENCH_DAY_ERROR, isIsoDay } from '../../../lib/iso-date';
import { FIELD_LABELS, type ListKey } from './list-specs';
import { toEntry, toNoteException, type ListRow } from './rows';

/** Each row's problems as {index, message}, by the domain's rules of its list. */
function listProblems(list: ListKey, rows: readonly ListRow[], rolename: string) {
  if (list !== 'noteExceptions') {
    const entries = rows.map((row) => toEntry(list as ClientListKey, row, rolename));
    return clientListProblems(list as ClientListKey, entries, rolename);
  }
  const entries = rows.map((row) => toNoteException(row, rolename));
  // The deployment's scale (10 or 100) is the server's: the page bounds the notes by the
  // highest, the server by its own (a 400 in French).
  const problems = noteExceptionProblems(entries, rolename, Math.max(...ESG_SCALE_MAXES)).map(
    (problem) => ({
      index: Number(/\[(\d+)\]/.exec(problem.path)?.[1] ?? -1),
      message: problem.message,
    }),
  );
  entries.forEach((entry, index) => {
    for (const day of [entry.validFrom, entry.validTo])
      if (day && !isIsoDay(day))
        problems.push({
          index,
          message: `Notations forcées, ligne ${index + 1} : date de validité « ${day} » illisible. ${FRENCH_DAY_ERROR}`,
        });
    if (rows[index]!.letter && !entry.letter)
      problems.push({
        index,
        message: `Notations forcées, ligne ${index + 1} : lettre « ${rows[index]!.letter} » inconnue (AAA, AA, A, BBB, BB, B ou CCC).`,
      });
  });
  return problems;
}

/**
 * The French problems of each row, by row id, from the domain's list rules (the ones the
 * server applies): ISIN check digit, known and admitted CIC, empty filters, duplicates,
 * a forced note on the scale.
 */
export function rowProblems(
  list: ListKey,
  rows: readonly ListRow[],
  rolename: string,
): Map<string, string[]> {
  const problems = new Map<string, string[]>();
  const add = (id: string, reason: string) =>
    problems.set(id, [...(problems.get(id) ?? []), reason]);
  // Text that reads as no number (setNumberCell), before the list's own rules.
  for (const row of rows)
    for (const [field, text] of Object.entries(row.unreadable ?? {}))
      add(
        row.id,
        `« ${text} » n'est pas un nombre (${FIELD_LABELS[field as keyof typeof FIELD_LABELS]}).`,
      );
  for (const problem of listProblems(list, rows, rolename)) {
    const id = rows[problem.index]?.id;
    if (!id) continue;
    // The row is named by the column: keep the reason after the list's prefix.
    add(id, problem.message.replace(/^[^:]*: /, ''));
  }
  return problems;
}
