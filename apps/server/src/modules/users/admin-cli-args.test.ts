import { describe, expect, it } from 'vitest';
import { parseAdminArgs } from './admin-cli-args';

describe('npm run admin arguments (issue 35 §A.1)', () => {
  it('reads create with its login, e-mail, name and password flag', () => {
    expect(
      parseAdminArgs([
        'create',
        'Marie.Durand',
        '--email',
        'marie@assureur.fr',
        '--name',
        'Marie Durand',
        '--password-stdin',
      ]),
    ).toEqual({
      ok: true,
      value: {
        command: 'create',
        login: 'marie.durand',
        email: 'marie@assureur.fr',
        name: 'Marie Durand',
        passwordStdin: true,
      },
    });
    expect(parseAdminArgs(['create', 'dsi', '--email=dsi@assureur.fr'])).toEqual({
      ok: true,
      value: {
        command: 'create',
        login: 'dsi',
        email: 'dsi@assureur.fr',
        name: 'dsi',
        passwordStdin: false,
      },
    });
  });

  it('reads promote with a login, a subject or an e-mail', () => {
    expect(parseAdminArgs(['promote', 'rssi@assureur.fr'])).toEqual({
      ok: true,
      value: { command: 'promote', name: 'rssi@assureur.fr' },
    });
  });

  it('says in French what is wrong', () => {
    const error = (args: string[]) => {
      const parsed = parseAdminArgs(args);
      return parsed.ok ? undefined : parsed.error;
    };
    expect(error([])).toBe('Indiquez une commande.');
    expect(error(['delete', 'x'])).toBe('Commande inconnue : delete.');
    expect(error(['create'])).toBe('Indiquez l’identifiant du compte à créer.');
    expect(error(['create', 'dsi'])).toBe('L’adresse e-mail (--email) est obligatoire.');
    expect(error(['create', 'dsi', '--email', 'pas-une-adresse'])).toBe(
      'L’adresse e-mail est invalide.',
    );
    expect(error(['create', 'jean dupont', '--email', 'j@a.fr'])).toMatch(
      /^L’identifiant ne contient que des lettres sans accent/,
    );
    expect(error(['create', 'dsi', '--email', 'd@a.fr', '--admin'])).toBe(
      'Option inconnue ou incomplète : --admin.',
    );
    expect(error(['create', 'dsi', 'autre', '--email', 'd@a.fr'])).toBe(
      'Argument en trop : autre.',
    );
    expect(error(['promote'])).toBe('Indiquez le compte à promouvoir.');
    expect(error(['promote', 'dsi', '--password-stdin'])).toBe(
      'promote ne prend que le compte : identifiant, sujet ou e-mail.',
    );
  });
});
