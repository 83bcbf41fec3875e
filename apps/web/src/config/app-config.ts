import { appConfigSchema, type AppConfig } from '@prisme/domain';

export class AppConfigError extends Error {
  override readonly name = 'AppConfigError';
}

/**
 * Reads /app-config.json, served by the API server outside /api because it is
 * needed before any token exists. Validated with the shared schema so a
 * misconfigured server fails here, loudly, rather than deep inside sign-in.
 */
export async function loadAppConfig(fetchImpl: typeof fetch = fetch): Promise<AppConfig> {
  let response: Response;
  try {
    response = await fetchImpl('/app-config.json', {
      headers: { Accept: 'application/json' },
      cache: 'no-store',
    });
  } catch (cause) {
    throw new AppConfigError('Le serveur de Prisme est injoignable.', { cause });
  }
  if (!response.ok) {
    throw new AppConfigError(`La configuration est indisponible (HTTP ${response.status}).`);
  }
  const parsed = appConfigSchema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) {
    throw new AppConfigError('La configuration de l’application est invalide.', {
      cause: parsed.error,
    });
  }
  return parsed.data;
}
