import { describe, expect, it, vi } from 'vitest';
import { loadAppConfig } from './app-config';

const valid = {
  productSlug: 'prisme',
  toolsSlug: 'tools',
  auth: {
    mode: 'embedded',
    authority: 'http://localhost:8080/idp',
    clientId: 'web',
    scope: 'openid',
  },
};
const answer = (body: unknown, status = 200) =>
  vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status }));

describe('loadAppConfig', () => {
  it('returns a valid config read from /app-config.json', async () => {
    const fetchImpl = answer(valid);
    await expect(loadAppConfig(fetchImpl)).resolves.toEqual(valid);
    expect(fetchImpl.mock.calls[0]![0]).toBe('/app-config.json');
  });
  it('rejects a config that does not follow the schema', async () => {
    await expect(loadAppConfig(answer({ ...valid, auth: { mode: 'other' } }))).rejects.toThrow(
      'La configuration de l’application est invalide.',
    );
  });
  it('rejects an HTTP error and an unreachable server', async () => {
    await expect(loadAppConfig(answer({}, 503))).rejects.toThrow('HTTP 503');
    await expect(
      loadAppConfig(vi.fn<typeof fetch>().mockRejectedValue(new TypeError('x'))),
    ).rejects.toThrow('injoignable');
  });
});
