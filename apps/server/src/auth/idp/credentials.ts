import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { idpCredentials, idpPasswordResets, users } from '../../db/schema';
import { hashPassword, verifyPassword } from '../password';

/** Failures allowed before each further attempt must wait (then 2, 4, 8… seconds). */
export const FREE_ATTEMPTS = 5;
const MAX_LOCK_SECONDS = 15 * 60;
/**
 * A reset or first-password link: single-use, valid one hour
 * (docs/decisions/identity/0037-password-links-handed-over.md).
 */
export const RESET_LINK_TTL_MS = 60 * 60 * 1000;
/** The shortest password the reset page accepts (and `npm run admin -- create --password-stdin`). */
export const PASSWORD_MIN_LENGTH = 10;

/**
 * Writes a reset link to the server log, where an embedded deployment (no mail server)
 * finds it; the forgot-password page's and the administrator's alike.
 */
export function logResetLink(
  log: { warn: (fields: object, message: string) => void },
  login: string,
  resetLink: string,
): void {
  log.warn(
    { login, resetLink },
    `Lien de réinitialisation du mot de passe de ${login} : ${resetLink}`,
  );
}

/** The page where a reset link's holder chooses a password. */
export const resetLinkOf = (publicUrl: string, token: string) =>
  `${publicUrl}/idp/password/reset/${token}`;

export type SignInOutcome =
  | { kind: 'ok'; accountId: string }
  | { kind: 'invalid' }
  | { kind: 'locked'; retryAfterSeconds: number }
  /** The right password of an account an administrator disabled (issue 20 §5). */
  | { kind: 'disabled' };

export function lockSecondsAfter(failedAttempts: number): number {
  if (failedAttempts < FREE_ATTEMPTS) return 0;
  return Math.min(2 ** (failedAttempts - FREE_ATTEMPTS + 1), MAX_LOCK_SECONDS);
}

/**
 * Checks a sign-in. Repeated failures on an account slow it down: after FREE_ATTEMPTS,
 * each failure locks the account for a doubling delay. The lock lives in the database,
 * so it holds across processes and restarts.
 */
export async function checkCredentials(
  db: Database,
  login: string,
  password: string,
  now = new Date(),
): Promise<SignInOutcome> {
  const [account] = await db
    .select()
    .from(idpCredentials)
    .where(eq(sql`lower(${idpCredentials.login})`, login.trim().toLowerCase()));
  if (!account) {
    // Same cost as a real check, so timing does not tell which logins exist.
    await verifyPassword(password, await dummyHash());
    return { kind: 'invalid' };
  }
  if (account.lockedUntil && account.lockedUntil > now) {
    return {
      kind: 'locked',
      retryAfterSeconds: Math.ceil((account.lockedUntil.getTime() - now.getTime()) / 1000),
    };
  }
  if (await verifyPassword(password, account.passwordHash)) {
    if (account.failedAttempts > 0) {
      await db
        .update(idpCredentials)
        .set({ failedAttempts: 0, lockedUntil: null })
        .where(eq(idpCredentials.accountId, account.accountId));
    }
    const [user] = await db
      .select({ disabledAt: users.disabledAt })
      .from(users)
      .where(eq(users.accountId, account.accountId));
    if (user?.disabledAt) return { kind: 'disabled' };
    return { kind: 'ok', accountId: account.accountId };
  }
  const failedAttempts = account.failedAttempts + 1;
  const lockSeconds = lockSecondsAfter(failedAttempts);
  await db
    .update(idpCredentials)
    .set({
      failedAttempts,
      lockedUntil: lockSeconds ? new Date(now.getTime() + lockSeconds * 1000) : null,
    })
    .where(eq(idpCredentials.accountId, account.accountId));
  return { kind: 'invalid' };
}

let dummy: Promise<string> | undefined;
const dummyHash = () => (dummy ??= hashPassword('dummy password for timing equalisation'));

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * Creates a one-hour reset token for the account matching a login or e-mail. Answers
 * undefined when nothing matches; the caller says the same thing either way.
 */
export async function createPasswordReset(
  db: Database,
  loginOrEmail: string,
): Promise<{ token: string; login: string; expiresAt: Date } | undefined> {
  const needle = loginOrEmail.trim().toLowerCase();
  const [account] = await db
    .select({ accountId: idpCredentials.accountId })
    .from(idpCredentials)
    .innerJoin(users, eq(users.accountId, idpCredentials.accountId))
    .where(
      or(eq(sql`lower(${idpCredentials.login})`, needle), eq(sql`lower(${users.email})`, needle)),
    )
    .limit(1);
  return account ? createPasswordResetFor(db, account.accountId) : undefined;
}

/**
 * Creates a one-hour, single-use reset token for an account of the embedded sign-in:
 * the forgot-password page's, and the first-password or reset link an administrator
 * hands over (one rule). Only its SHA-256 is kept. Undefined when the account has no
 * login here.
 */
export async function createPasswordResetFor(
  db: Executor,
  accountId: string,
  now = new Date(),
): Promise<{ token: string; login: string; expiresAt: Date } | undefined> {
  const [account] = await db
    .select({ login: idpCredentials.login })
    .from(idpCredentials)
    .where(eq(idpCredentials.accountId, accountId));
  if (!account) return undefined;
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + RESET_LINK_TTL_MS);
  await db.insert(idpPasswordResets).values({ tokenHash: sha256(token), accountId, expiresAt });
  return { token, login: account.login, expiresAt };
}

/**
 * A password no one knows, for an account whose holder sets theirs through a link: the
 * credential row needs a hash, and this one matches nothing that can be typed.
 */
export async function unusablePasswordHash(): Promise<string> {
  return hashPassword(randomBytes(32).toString('base64url'));
}

/** True when the token is known, unused and not expired. */
export async function isResetTokenValid(db: Database, token: string): Promise<boolean> {
  const [row] = await db
    .select({ accountId: idpPasswordResets.accountId })
    .from(idpPasswordResets)
    .where(activeReset(token));
  return row !== undefined;
}

const activeReset = (token: string) =>
  and(
    eq(idpPasswordResets.tokenHash, sha256(token)),
    isNull(idpPasswordResets.usedAt),
    gt(idpPasswordResets.expiresAt, new Date()),
  );

/**
 * Sets a new password with a reset token, in one transaction: the token is spent, the
 * hash replaced, the failure counter and lock cleared. False when the token is not valid.
 */
export async function resetPassword(
  db: Database,
  token: string,
  password: string,
): Promise<boolean> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [spent] = await tx
      .update(idpPasswordResets)
      .set({ usedAt: new Date() })
      .where(activeReset(token))
      .returning({ accountId: idpPasswordResets.accountId });
    if (!spent) return false;
    await tx
      .update(idpCredentials)
      .set({ passwordHash, failedAttempts: 0, lockedUntil: null, passwordChangedAt: new Date() })
      .where(eq(idpCredentials.accountId, spent.accountId));
    return true;
  });
}
