import {
  clientListProblems,
  ESG_NOTE_SCALE,
  noteExceptionProblems,
  type ClientListKey,
} from '@prisme/domain';
import { FIELD_LABELS, type ListKey } from './list-specs';
import { toEntry, toNoteException, type ListRow } from './rows';

/** Each row's problems as {index, message}, by the domain's rules of its list. */
function listProblems(list: ListKey, rows: readonly ListRow[], rolename: string) {
  if (list !== 'noteExceptions') {
    const entries = rows.map((row) => toEntry(list as ClientListKey, row, rolename));
    return clientListProblems(list as ClientListKey, entries, rolename);
  }
  const entries = rows.map((row) => toNoteException(row, rolename));
  const problems = noteExceptionProblems(entries, rolename).map((problem) => ({
    index: Number(/\[(\d+)\]/.exec(problem.path)?.[1] ?? -1),
    message: problem.message,
  }));
  // The note's scale is the request schema's (the server answers 400 likewise).
  entries.forEach((entry, index) => {
    if (!(entry.note >= ESG_NOTE_SCALE.min && entry.note <= ESG_NOTE_SCALE.max))
      problems.push({
        index,
        message: `Notations forcées, ligne ${index + 1} : la note doit être comprise entre ${ESG_NOTE_SCALE.min} et ${ESG_NOTE_SCALE.max}.`,
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
