import { z } from 'zod';
import { RIGHTS, type Right } from '../rights/rights';

/**
 * User administration (issue 20 §5, not in the spec): an administrator lists the accounts
 * Prisme knows, and changes one's rights, client roles or disabled state. Every change
 * takes effect at the account's next request (the server reads the account on each).
 */

const rightFlagsSchema = z.object(
  Object.fromEntries(RIGHTS.map((right) => [right, z.boolean()])) as Record<Right, z.ZodBoolean>,
);

export const accountIdParamsSchema = z.object({
  accountId: z.string().trim().min(1).max(200),
});

export const managedUserSchema = z
  .object({
    accountId: z.string(),
    displayName: z.string(),
    email: z.string().nullable(),
    isAdmin: z.boolean(),
    rights: rightFlagsSchema,
    /** Client role codes, in the order they were granted. */
    roles: z.array(z.string()),
    disabled: z.boolean(),
    /** When the account was disabled, ISO; null when active. */
    disabledAt: z.string().nullable(),
  })
  .meta({ id: 'ManagedUser' });
export type ManagedUser = z.infer<typeof managedUserSchema>;

export const managedUsersSchema = z.array(managedUserSchema).meta({ id: 'ManagedUsers' });

/** Client role codes, first one first; each must exist. */
const rolesSchema = z
  .array(z.string().trim().min(1).max(100))
  .max(200)
  .refine((roles) => new Set(roles).size === roles.length, {
    message: 'Un client figure deux fois dans la liste.',
  });

export const updateUserBodySchema = z
  .object({
    isAdmin: z.boolean(),
    rights: rightFlagsSchema,
    roles: rolesSchema,
    disabled: z.boolean(),
  })
  .meta({ id: 'UpdateUser' });
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;

/**
 * Accounts of the embedded sign-in (issue 35 §A.2). A login is what the user types on the
 * sign-in page: letters without accents, digits, « . », « - » or « _ », starting with a
 * letter or a digit, kept in lower case (the sign-in compares it so), 2 to 64 characters.
 */
export const LOGIN_MIN_LENGTH = 2;
export const LOGIN_MAX_LENGTH = 64;
export const LOGIN_PATTERN = /^[a-z0-9][a-z0-9._-]*$/;

export const accountLoginSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(LOGIN_MIN_LENGTH, `L’identifiant compte au moins ${LOGIN_MIN_LENGTH} caractères.`)
  .max(LOGIN_MAX_LENGTH, `L’identifiant compte au plus ${LOGIN_MAX_LENGTH} caractères.`)
  .regex(
    LOGIN_PATTERN,
    'L’identifiant ne contient que des lettres sans accent, des chiffres, « . », « - » ou « _ », et commence par une lettre ou un chiffre.',
  );

export const accountEmailSchema = z
  .string()
  .trim()
  .max(254, 'L’adresse e-mail compte au plus 254 caractères.')
  .pipe(z.email('L’adresse e-mail est invalide.'));

export const createUserBodySchema = z
  .object({
    login: accountLoginSchema,
    displayName: z
      .string()
      .trim()
      .min(1, 'Le nom est obligatoire.')
      .max(200, 'Le nom compte au plus 200 caractères.'),
    email: accountEmailSchema,
    isAdmin: z.boolean(),
    rights: rightFlagsSchema,
    roles: rolesSchema,
  })
  .meta({ id: 'CreateUser' });
export type CreateUserBody = z.infer<typeof createUserBodySchema>;

/**
 * A first-password or reset link for an administrator to hand over: single-use, valid
 * until `expiresAt` (ISO). There is no mail server: the administrator passes it on.
 */
export const passwordLinkSchema = z
  .object({
    accountId: z.string(),
    login: z.string(),
    link: z.string().url(),
    expiresAt: z.string(),
  })
  .meta({ id: 'PasswordLink' });
export type PasswordLink = z.infer<typeof passwordLinkSchema>;

export const createdUserSchema = z
  .object({ user: managedUserSchema, passwordLink: passwordLinkSchema })
  .meta({ id: 'CreatedUser' });
export type CreatedUser = z.infer<typeof createdUserSchema>;

/** Why account creation and password links are refused with an external provider. */
export const EXTERNAL_SIGN_IN_ACCOUNTS =
  'Les comptes viennent du fournisseur d’identité externe : créez-les et réinitialisez leurs mots de passe chez ce fournisseur. Prisme les connaît dès leur première connexion.';
