import type { Principal } from './token-verifier';

/**
 * Whether a token's holder is one of PRISME_ADMIN_SUBJECTS (issue 35 §A.1): its subject
 * exactly, or its e-mail in any case — unless the provider says that e-mail is not
 * verified (`email_verified: false`), since anyone may then claim it.
 */
export function isConfiguredAdmin(adminSubjects: readonly string[], principal: Principal): boolean {
  const email = principal.emailVerified === false ? undefined : principal.email?.toLowerCase();
  return adminSubjects.some(
    (entry) =>
      entry === principal.subject || (email !== undefined && entry.toLowerCase() === email),
  );
}
