import { z } from 'zod';

export const healthSchema = z
  .object({
    status: z.enum(['ok', 'degraded']),
    database: z.object({
      kind: z.enum(['pglite', 'postgres']),
      /** busy: at work and not answering at once (the embedded database runs one statement at a time). */
      status: z.enum(['up', 'busy', 'down']),
      latencyMs: z.number().nonnegative().optional(),
    }),
    version: z.string(),
  })
  .meta({ id: 'Health' });
export type Health = z.infer<typeof healthSchema>;
