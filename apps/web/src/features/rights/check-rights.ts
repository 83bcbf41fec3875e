import { RIGHTS, type Right, type RightFlags } from '@prisme/domain';

export interface RightsFetchers {
  fetchIsAdmin: () => Promise<boolean>;
  fetchMemberFlag: (right: Right) => Promise<boolean>;
}

export type LogoutReason =
  'admin-failed' | 'transparency-failed' | 'transparency-denied' | 'member-failed';

export type RightsOutcome =
  | { kind: 'granted'; isAdmin: boolean; flags: RightFlags }
  | { kind: 'logout'; reason: LogoutReason; error?: unknown };

/**
 * The rights check of spec §6: the admin flag, then the five member checks. A failed
 * admin check, a failed or negative transparency check, or any failed member call
 * means logout. An admin is not logged out for a negative transparency answer: the
 * admin flag overrides every right to true.
 */
export async function checkRights(fetchers: RightsFetchers): Promise<RightsOutcome> {
  let isAdmin: boolean;
  try {
    isAdmin = await fetchers.fetchIsAdmin();
  } catch (error) {
    return { kind: 'logout', reason: 'admin-failed', error };
  }

  const answers = await Promise.allSettled(RIGHTS.map((right) => fetchers.fetchMemberFlag(right)));
  const byRight = new Map(RIGHTS.map((right, i) => [right, answers[i]] as const));

  const transparency = byRight.get('transparency');
  if (transparency?.status !== 'fulfilled') {
    return { kind: 'logout', reason: 'transparency-failed', error: transparency?.reason };
  }
  if (!transparency.value && !isAdmin) return { kind: 'logout', reason: 'transparency-denied' };

  const flags = {} as RightFlags;
  for (const right of RIGHTS) {
    const answer = byRight.get(right);
    if (answer?.status !== 'fulfilled') {
      return { kind: 'logout', reason: 'member-failed', error: answer?.reason };
    }
    flags[right] = answer.value;
  }
  return { kind: 'granted', isAdmin, flags };
}
