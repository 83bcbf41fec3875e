import { z } from 'zod';

/**
 * Every zod message in French, on the server and in the browser alike: a 400 or a
 * form error reads in the user's language. Call once at start-up.
 */
export function installFrenchValidationMessages(): void {
  z.config(z.locales.fr());
}
