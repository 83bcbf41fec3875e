import { RIGHTS, type RightFlags } from '@prisme/domain';
import { PASSWORD_MIN_LENGTH } from '../../auth/idp/credentials';
import type { UserAccess } from '../../auth/user-access';
import type { Database } from '../../db/client';
import { ApiProblem } from '../../http/errors';
import { createEmbeddedAccount, promoteToAdmin, type SignInMode } from './accounts';
import type { AdminCommand } from './admin-cli-args';

const NO_RIGHTS = Object.fromEntries(RIGHTS.map((right) => [right, false])) as RightFlags;
const dateTime = (iso: string) =>
  new Date(iso).toLocaleString('fr-FR', { dateStyle: 'short', timeStyle: 'short' });

export interface AdminCommandDeps {
  db: Database;
  mode: SignInMode;
  publicUrl: string;
  operator: UserAccess;
  /** The password piped in (`--password-stdin`), read only when asked. */
  readPassword: () => Promise<string>;
}

/**
 * Runs `npm run admin -- create|promote` through the same service functions as the API
 * (accounts.ts). Answers the exit code and the lines to print: 0 done, 1 refused.
 */
export async function runAdminCommand(
  deps: AdminCommandDeps,
  command: AdminCommand,
): Promise<{ code: number; out: string[]; err: string[] }> {
  try {
    if (command.command === 'promote') {
      const { user, alreadyAdmin } = await promoteToAdmin(deps.db, deps.operator, command.name);
      const who = `« ${user.displayName} » (${user.accountId})`;
      const out = [
        alreadyAdmin
          ? `Le compte ${who} est déjà administrateur.`
          : `Le compte ${who} est maintenant administrateur.`,
      ];
      if (user.disabled)
        out.push('Attention : ce compte est désactivé ; réactivez-le depuis « Utilisateurs ».');
      return { code: 0, out, err: [] };
    }
    if (deps.mode === 'external')
      return {
        code: 1,
        out: [],
        err: [
          'Connexion par un fournisseur externe : les comptes y sont créés. Nommez le premier administrateur dans PRISME_ADMIN_SUBJECTS (sujet ou e-mail), ou promouvez-le après sa première connexion : npm run admin -- promote <sujet|e-mail>.',
        ],
      };
    let password: string | undefined;
    if (command.passwordStdin) {
      password = (await deps.readPassword()).replace(/\r?\n$/, '');
      if (password.length < PASSWORD_MIN_LENGTH || password.length > 500)
        return {
          code: 1,
          out: [],
          err: [`Le mot de passe doit compter de ${PASSWORD_MIN_LENGTH} à 500 caractères.`],
        };
    }
    const { user, passwordLink } = await createEmbeddedAccount(
      deps.db,
      deps,
      deps.operator,
      {
        login: command.login,
        displayName: command.name,
        email: command.email,
        isAdmin: true,
        rights: NO_RIGHTS,
        roles: [],
      },
      password,
    );
    const out = [
      `Compte administrateur « ${command.login} » créé (${user.displayName}, ${user.email}).`,
    ];
    if (passwordLink)
      out.push(
        `Lien de premier mot de passe, à usage unique, valable jusqu’au ${dateTime(passwordLink.expiresAt)} :`,
        passwordLink.link,
      );
    else out.push(`Connectez-vous sur ${deps.publicUrl} avec ce mot de passe.`);
    return { code: 0, out, err: [] };
  } catch (error) {
    if (error instanceof ApiProblem) return { code: 1, out: [], err: [error.message] };
    throw error;
  }
}
