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

export const updateUserBodySchema = z
  .object({
    isAdmin: z.boolean(),
    rights: rightFlagsSchema,
    /** Client role codes, first one first; each must exist. */
    roles: z
      .array(z.string().trim().min(1).max(100))
      .max(200)
      .refine((roles) => new Set(roles).size === roles.length, {
        message: 'Un client figure deux fois dans la liste.',
      }),
    disabled: z.boolean(),
  })
  .meta({ id: 'UpdateUser' });
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;
