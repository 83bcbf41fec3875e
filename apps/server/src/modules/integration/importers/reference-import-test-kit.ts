import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { ImportKind } from '@prisme/domain';
import { queryRows } from '../../../db/client';
import { multipartBody } from '../../../test/multipart';
import type { TestApp } from '../../../test/test-app';

/** What the tests of the reference-data importers share: upload, count, expect a refusal. */

export interface ExpectedError {
  line: number;
  column: string;
  message: RegExp;
}

/** A CSV file as French Excel writes it: semicolons, CRLF. */
export const csvFile = (header: string, lines: readonly string[]) =>
  [header, ...lines].join('\r\n') + '\r\n';

/** Uploads a reference file as the administrator (reference data needs the admin flag). */
export async function uploadReference(
  t: TestApp,
  kind: ImportKind,
  name: string,
  content: Buffer | string,
  fields: Record<string, string> = {},
) {
  const body = multipartBody({ kind, ...fields }, { name, content });
  return t.app.inject({
    method: 'POST',
    url: '/api/integration/files',
    headers: { ...body.headers, authorization: `Bearer ${await t.tokenFor('admin')}` },
    payload: body.payload,
  });
}

/** Uploads and expects the file to be integrated, showing the report if it was not. */
export async function uploadAccepted(
  t: TestApp,
  kind: ImportKind,
  name: string,
  content: Buffer | string,
  fields: Record<string, string> = {},
) {
  const response = await uploadReference(t, kind, name, content, fields);
  expect(response.json().errors).toEqual([]);
  expect(response.statusCode).toBe(200);
  return response;
}

/** Row counts of tables (names from the tests only) and of the integration log. */
export async function tableCounts(t: TestApp, tables: readonly string[]) {
  const columns = [...tables, 'integration_log']
    .map((table) => `(select count(*) from "${table}")::int as "${table}"`)
    .join(', ');
  const [counts] = await queryRows<Record<string, number>>(t.db, sql.raw(`select ${columns}`));
  return counts!;
}

/**
 * Uploads a faulty file and checks that it is refused with the expected French error
 * and that no table changed but the log, which gained the refused entry.
 */
export async function expectRefused(
  t: TestApp,
  tables: readonly string[],
  upload: () => ReturnType<typeof uploadReference>,
  expected: ExpectedError,
) {
  const before = await tableCounts(t, tables);
  const response = await upload();
  const body = response.json();
  expect(body.errors).toContainEqual({
    line: expected.line,
    column: expected.column,
    message: expect.stringMatching(expected.message),
  });
  expect(response.statusCode).toBe(422);
  expect(body.entry.Etat).toBe('Rejeté');
  const after = await tableCounts(t, tables);
  expect(after).toEqual({ ...before, integration_log: before['integration_log']! + 1 });
}

/**
 * The refusal cases of a reference importer: after a good file, each faulty one is
 * refused with its French error and changes no table but the log.
 */
export function itRejectsEach(
  app: () => TestApp,
  kind: ImportKind,
  tables: readonly string[],
  goodFile: string,
  badFiles: [what: string, content: string, expected: ExpectedError][],
) {
  it.each(badFiles)('rejects %s, in French, writing nothing', async (_what, content, expected) => {
    const t = app();
    await uploadAccepted(t, kind, 'bon.csv', goodFile);
    await expectRefused(
      t,
      tables,
      () => uploadReference(t, kind, 'mauvais.csv', content),
      expected,
    );
  });
}
