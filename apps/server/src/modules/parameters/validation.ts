import {
  clientListProblems,
  CLIENT_LIST_LABELS,
  normaliseClientListEntry,
  type ClientListEntry,
} from '@prisme/domain';
import { refusedSave } from '../../http/errors';
import type { ListName } from './repository';

/**
 * A list as it will be kept: entries tidied, then checked as a whole (domain rules of
 * client-list-validation.ts). Any problem refuses the whole save with a French 400
 * naming the entries, before anything is written.
 */
export function checkedList<L extends ListName>(
  list: L,
  bodyKey: string,
  entries: readonly ClientListEntry<L>[],
  rolename: string,
): ClientListEntry<L>[] {
  const normalised = entries.map((e) => normaliseClientListEntry(e));
  const problems = clientListProblems(list, normalised, rolename);
  if (!problems.length) return normalised;
  throw refusedSave(
    `Liste « ${CLIENT_LIST_LABELS[list]} » non enregistrée`,
    problems.map((p) => ({ path: `body.${bodyKey}.${p.index}.${p.field}`, message: p.message })),
  );
}
