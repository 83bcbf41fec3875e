import { parseArgs } from 'node:util';
import { accountEmailSchema, accountLoginSchema } from '@prisme/domain';

export const ADMIN_USAGE = [
  'Usage :',
  '  npm run admin -- create <identifiant> --email <e-mail> [--name "Prénom Nom"] [--password-stdin]',
  '      crée un compte administrateur de la connexion intégrée ; sans --password-stdin, un',
  '      lien de premier mot de passe (usage unique, une heure) est affiché.',
  '  npm run admin -- promote <identifiant|sujet|e-mail>',
  '      rend administrateur un compte existant (connexion intégrée ou fournisseur externe).',
].join('\n');

export type AdminCommand =
  | { command: 'create'; login: string; email: string; name: string; passwordStdin: boolean }
  | { command: 'promote'; name: string };

/** `npm run admin` arguments, read without side effect: a command, or why not (in French). */
export function parseAdminArgs(
  args: readonly string[],
): { ok: true; value: AdminCommand } | { ok: false; error: string } {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...args],
      options: {
        email: { type: 'string' },
        name: { type: 'string' },
        'password-stdin': { type: 'boolean', default: false },
      },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    const option = /'(--?[^']+)'/.exec(error instanceof Error ? error.message : '')?.[1];
    return { ok: false, error: `Option inconnue ou incomplète${option ? ` : ${option}` : ''}.` };
  }
  const { values, positionals } = parsed;
  const [command, subject, ...extra] = positionals;
  if (extra.length > 0) return { ok: false, error: `Argument en trop : ${extra.join(' ')}.` };
  if (command === 'promote') {
    if (!subject?.trim()) return { ok: false, error: 'Indiquez le compte à promouvoir.' };
    if (values.email || values.name || values['password-stdin'])
      return { ok: false, error: 'promote ne prend que le compte : identifiant, sujet ou e-mail.' };
    return { ok: true, value: { command: 'promote', name: subject.trim() } };
  }
  if (command !== 'create')
    return {
      ok: false,
      error: command ? `Commande inconnue : ${command}.` : 'Indiquez une commande.',
    };
  if (!subject) return { ok: false, error: 'Indiquez l’identifiant du compte à créer.' };
  const login = accountLoginSchema.safeParse(subject);
  if (!login.success) return { ok: false, error: login.error.issues[0]!.message };
  if (!values.email) return { ok: false, error: 'L’adresse e-mail (--email) est obligatoire.' };
  const email = accountEmailSchema.safeParse(values.email);
  if (!email.success) return { ok: false, error: email.error.issues[0]!.message };
  const name = values.name?.trim() || login.data;
  if (name.length > 200) return { ok: false, error: 'Le nom compte au plus 200 caractères.' };
  return {
    ok: true,
    value: {
      command: 'create',
      login: login.data,
      email: email.data,
      name,
      passwordStdin: values['password-stdin'] ?? false,
    },
  };
}
