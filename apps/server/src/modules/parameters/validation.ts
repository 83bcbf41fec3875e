import {
  clientListProblems,
  CLIENT_LIST_LABELS,
  normaliseClientListEntry,
  type ClientListEntry,
} from '@prisme/domain';
import { ApiProblem } from '../../http/errors';
import type { ListName } from './repository';

/** How many problems the message spells out; `details` carries them all. */
const SHOWN = 5;

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
  const shown = problems.slice(0, SHOWN).map((p) => p.message);
  const more =
    problems.length > SHOWN ? ` (et ${problems.length - SHOWN} autre(s) problème(s))` : '';
  throw new ApiProblem(
    'VALIDATION',
    `Liste « ${CLIENT_LIST_LABELS[list]} » non enregistrée : ${shown.join(' ')}${more}`,
    problems.map((p) => ({ path: `body.${bodyKey}.${p.index}.${p.field}`, message: p.message })),
  );
}
