import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiErrors } from '@prisme/domain';
import { FakeXhr } from '../test/fake-xhr';
import { configureTestApi } from '../test/api-session';
import { configureApi } from './client';
import { apiUpload, multipartBody } from './upload';

const file = new File(['a;b\n1;2\n'], 'inventaire.csv', { type: 'text/csv' });
const answer = z.object({ ok: z.boolean() });

describe('apiUpload', () => {
  beforeEach(() => {
    FakeXhr.reset();
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    configureTestApi();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    configureApi(undefined);
  });

  it('posts the fields then the file, with the bearer token and userID, reporting progress', async () => {
    const progress: number[] = [];
    const onSent = vi.fn();
    const pending = apiUpload('integration/files', {
      fields: { kind: 'inventory', rolename: 'Client.A', tptVersion: undefined },
      file,
      withUserId: true,
      schema: answer,
      onProgress: (f) => progress.push(f),
      onSent,
    });
    await vi.waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    const xhr = FakeXhr.last();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/integration/files?userID=u1');
    expect(xhr.headers.Authorization).toBe('Bearer tok-1');
    expect(xhr.headers['Content-Type']).toBeUndefined();
    expect([...xhr.body!.keys()]).toEqual(['kind', 'rolename', 'file']);
    xhr.progress(50, 200);
    xhr.sent();
    xhr.reply(200, { ok: true });
    await expect(pending).resolves.toEqual({ status: 200, body: { ok: true } });
    expect(progress).toEqual([0.25]);
    expect(onSent).toHaveBeenCalledOnce();
  });

  it('reads the listed error statuses as answers and the others as ApiError', async () => {
    const options = { fields: {}, file, schema: answer, answerStatuses: [422] };
    const rejected = apiUpload('x', options);
    await vi.waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    FakeXhr.last().reply(422, { ok: false });
    await expect(rejected).resolves.toEqual({ status: 422, body: { ok: false } });

    const tooLarge = apiUpload('x', options);
    await vi.waitFor(() => expect(FakeXhr.instances).toHaveLength(2));
    FakeXhr.last().reply(413, {
      statusCode: 413,
      code: 'PAYLOAD_TOO_LARGE',
      error: 'Payload Too Large',
      message: 'too large',
    });
    await expect(tooLarge).rejects.toMatchObject({
      status: 413,
      message: apiErrors.PAYLOAD_TOO_LARGE.message,
    });

    const lost = apiUpload('x', options);
    await vi.waitFor(() => expect(FakeXhr.instances).toHaveLength(3));
    FakeXhr.last().fail();
    await expect(lost).rejects.toMatchObject({ status: 0, code: 'NETWORK' });
  });

  it('drops empty fields from the multipart body', () => {
    const form = multipartBody({ kind: 'esg', rolename: '', referenceDate: undefined }, file);
    expect([...form.keys()]).toEqual(['kind', 'file']);
    expect((form.get('file') as File).name).toBe('inventaire.csv');
  });
});
