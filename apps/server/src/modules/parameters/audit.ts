import type { UserAccess } from '../../auth/user-access';
import type { Executor } from '../../db/client';
import { parameterAudit } from '../../db/schema';
import type { GroupName, ListName } from './repository';

/**
 * One audit row per save, written in the save's transaction: who (user id, account and
 * name as they were), which role and group or list, and the whole values before and
 * after. "Before" is what applied: the defaults (or an empty list) when nothing was saved
 * yet, so each row reads on its own.
 */
export async function recordChange(
  db: Executor,
  entry: {
    access: UserAccess;
    roleCode: string;
    /**
     * The group, list, or parameter set saved ('esgPillars', 'esgThemes'…), 'archives',
     * 'users' (an account's rights, roles and state, under the role '(administration)'),
     * 'simulations' (a change of a user's simulation) or 'imports' (a file taken in or
     * refused: its name, kind, line count and outcome, not its lines) or 'structure' (a
     * client role, portfolio or compartment created, changed or deleted, issue 35 §A.3).
     */
    group:
      | GroupName
      | ListName
      | 'esgPillars'
      | 'esgThemes'
      | 'esgNoteExceptions'
      | 'liquidityScenarios'
      | 'archives'
      | 'users'
      | 'simulations'
      | 'imports'
      | 'structure';
    oldValues: unknown;
    newValues: unknown;
  },
): Promise<void> {
  const { access } = entry;
  await db.insert(parameterAudit).values({
    roleCode: entry.roleCode,
    // An operator (command line) has no user row: its id is empty.
    userId: access.userId || null,
    accountId: access.accountId,
    displayName: access.displayName,
    groupName: entry.group,
    oldValues: entry.oldValues,
    newValues: entry.newValues,
  });
}
