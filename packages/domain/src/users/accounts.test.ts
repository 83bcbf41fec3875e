import { describe, expect, it } from 'vitest';
import { createUserBodySchema } from './api';

const NONE = { transparency: false, simulation: false, solvency: false, esg: false, risk: false };
const body = (over: Record<string, unknown>) => ({
  login: 'jean.dupont',
  displayName: 'Jean Dupont',
  email: 'jean.dupont@assureur.fr',
  isAdmin: false,
  rights: NONE,
  roles: [],
  ...over,
});
const messagesOf = (over: Record<string, unknown>) =>
  createUserBodySchema.safeParse(body(over)).error?.issues.map((issue) => issue.message) ?? [];

describe('an embedded account to create (issue 35 §A.2)', () => {
  it('keeps the login in lower case and trims the fields', () => {
    const parsed = createUserBodySchema.parse(
      body({ login: ' Jean.Dupont_2 ', email: ' jean@assureur.fr ', displayName: ' Jean ' }),
    );
    expect(parsed).toMatchObject({
      login: 'jean.dupont_2',
      email: 'jean@assureur.fr',
      displayName: 'Jean',
    });
  });

  it('refuses a login with accents, spaces or a leading sign, in French', () => {
    for (const login of ['jéan', 'jean dupont', '.jean', '-jean', 'jean@x']) {
      expect(messagesOf({ login }), login).toEqual([
        'L’identifiant ne contient que des lettres sans accent, des chiffres, « . », « - » ou « _ », et commence par une lettre ou un chiffre.',
      ]);
    }
  });

  it('bounds the login between 2 and 64 characters', () => {
    expect(messagesOf({ login: 'j' })).toEqual(['L’identifiant compte au moins 2 caractères.']);
    expect(messagesOf({ login: 'j'.repeat(64) })).toEqual([]);
    expect(messagesOf({ login: 'j'.repeat(65) })).toEqual([
      'L’identifiant compte au plus 64 caractères.',
    ]);
  });

  it('asks for a name and a valid e-mail', () => {
    expect(messagesOf({ displayName: '  ', email: 'pas-une-adresse' })).toEqual([
      'Le nom est obligatoire.',
      'L’adresse e-mail est invalide.',
    ]);
  });
});
