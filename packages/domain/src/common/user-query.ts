import { z } from 'zod';

/**
 * Most calls of spec §7 carry the caller's account identifier as `userID`. The
 * server never trusts it: it answers 403 when it differs from the token's subject.
 */
export const userIdQuerySchema = z.object({
  userID: z.string().min(1).max(200).optional(),
});
export type UserIdQuery = z.infer<typeof userIdQuerySchema>;
