import { z } from 'zod';

/**
 * What the browser needs to sign in and to call the API, served at /app-config.json
 * (outside /api: it is read before any token exists).
 */
export const appConfigSchema = z
  .object({
    productSlug: z.string(),
    toolsSlug: z.string(),
    auth: z.object({
      mode: z.enum(['embedded', 'external']),
      authority: z.string().url(),
      clientId: z.string(),
      scope: z.string(),
      /** Resource (audience) the access token is requested for. */
      resource: z.string().optional(),
      /** Azure AD B2C password-reset authority (policy), when the provider is B2C. */
      resetPasswordAuthority: z.string().url().optional(),
    }),
  })
  .meta({ id: 'AppConfig' });
export type AppConfig = z.infer<typeof appConfigSchema>;
