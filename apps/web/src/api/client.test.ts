import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiErrors, memberAnswerSchema, messages } from '@prisme/domain';
import { ApiError, apiRequest, buildUrl, configureApi, productPath } from './client';
import { shouldRetry } from './query-client';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('apiRequest', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    configureApi({
      productSlug: 'prisme',
      toolsSlug: 'tools',
      getAccessToken: async () => 'tok-1',
      getUserId: () => 'user 1',
    });
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    configureApi(undefined);
  });

  it('calls /api with the bearer token and the userID query when asked', async () => {
    fetchMock.mockResolvedValue(json(200, true));
    await expect(
      apiRequest(productPath('admin'), { withUserId: true, schema: memberAnswerSchema }),
    ).resolves.toBe(true);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/prisme/admin?userID=user+1');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer tok-1');
  });

  it('sends JSON bodies', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await apiRequest('archive', { method: 'PUT', body: { name: 'a' } });
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.method).toBe('PUT');
    expect(init.body).toBe('{"name":"a"}');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('turns an error answer into an ApiError with the catalogue message', async () => {
    fetchMock.mockResolvedValue(
      json(403, { statusCode: 403, code: 'FORBIDDEN', error: 'Forbidden', message: 'nope' }),
    );
    const error = await apiRequest('x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
      message: apiErrors.FORBIDDEN.message,
    });
  });

  it('keeps field details and unknown codes', async () => {
    const details = [{ path: 'name', message: 'Obligatoire' }];
    fetchMock.mockResolvedValue(
      json(400, { statusCode: 400, code: 'X_NEW', error: 'Bad', message: 'Nouveau', details }),
    );
    await expect(apiRequest('x')).rejects.toMatchObject({
      code: 'X_NEW',
      message: 'Nouveau',
      details,
    });
  });

  it('handles bodies outside the contract, network failures and invalid answers', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>', { status: 502 }));
    await expect(apiRequest('x')).rejects.toMatchObject({
      status: 502,
      code: 'HTTP_502',
      message: messages.generic.unexpected,
    });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(apiRequest('x')).rejects.toMatchObject({ status: 0, code: 'NETWORK' });
    fetchMock.mockResolvedValueOnce(json(200, 'yes'));
    await expect(apiRequest('x', { schema: memberAnswerSchema })).rejects.toMatchObject({
      code: 'INVALID_ANSWER',
    });
  });

  it('refuses to call without a session', async () => {
    configureApi(undefined);
    await expect(apiRequest('x')).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('helpers', () => {
  it('buildUrl drops undefined query values', () => {
    expect(buildUrl('/a/b', { x: 1, y: undefined, z: false })).toBe('/api/a/b?x=1&z=false');
  });
  it('retries network and server failures twice, never a 4xx', () => {
    expect(shouldRetry(0, new ApiError(404, 'NOT_FOUND', 'x'))).toBe(false);
    expect(shouldRetry(0, new ApiError(503, 'DATABASE_UNAVAILABLE', 'x'))).toBe(true);
    expect(shouldRetry(2, new ApiError(0, 'NETWORK', 'x'))).toBe(false);
  });
});
