import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManagedClient } from '@prisme/domain';
import { parameterAudit } from '../../db/schema';
import { testDatabaseKinds } from '../../test/databases';
import {
  FIXTURE_PERIMETER as perimeter,
  insertLookThroughFixture,
} from '../../test/fixtures/look-through';
import { createTestApp, type TestApp } from '../../test/test-app';

const URL = '/api/admin/clients/Client.DEMO1/undertaking';
/** data-standards §4.2: a valid LEI, and the same with a wrong check digit. */
const LEI = '969500UP76J52A9OXU27';
const WRONG = '969500UP76J52A9OXU28';
const body = { lei: LEI, name: 'Mutuelle Démo SA', reportingCurrency: 'eur' };

/**
 * The undertaking that files a client's QRTs (issue 36 §5): set by an administrator on
 * « Clients et portefeuilles », its LEI checked (ISO 17442), audited; the QRT exports are
 * refused in French (409, never 500) until it is set.
 */
describe.each(testDatabaseKinds())('undertaking data on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await insertLookThroughFixture(t.db, { apple: 0.6, bond: 0.4 });
    const computed = await t.call('analyste', 'POST', '/api/inventory/computation', perimeter);
    expect(computed.statusCode, computed.body).toBe(200);
  });
  afterAll(() => t.close());

  it('refuses both QRT exports while the undertaking is not set, in French, 409', async () => {
    for (const path of ['/api/reporting/qrt', '/api/reporting/qrt-xbrl-csv']) {
      const refused = await t.call('analyste', 'GET', path);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().code).toBe('UNDERTAKING_MISSING');
      expect(refused.json().message).toContain('Clients et portefeuilles');
    }
  });

  it('refuses a wrong LEI check digit, a short LEI and a bad currency, 400 in French', async () => {
    for (const [bad, words] of [
      [{ ...body, lei: WRONG }, 'chiffres de contrôle'],
      [{ ...body, lei: '969500UP76' }, '20 caractères'],
      [{ ...body, reportingCurrency: 'EURO' }, 'ISO 4217'],
    ] as const) {
      const response = await t.call('admin', 'PUT', URL, bad);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.body).toContain(words);
    }
    expect((await t.call('analyste', 'PUT', URL, body)).statusCode).toBe(403);
    expect(
      (await t.call('admin', 'PUT', '/api/admin/clients/NOPE/undertaking', body)).statusCode,
    ).toBe(404);
  });

  it('sets the LEI, name and reporting currency, audited, shown in the client tree', async () => {
    const set = await t.call('admin', 'PUT', URL, { ...body, lei: LEI.toLowerCase() });
    expect(set.statusCode, set.body).toBe(200);
    expect((set.json() as ManagedClient).undertaking).toEqual({
      lei: LEI,
      name: 'Mutuelle Démo SA',
      reportingCurrency: 'EUR',
    });
    const tree = (await t.call('admin', 'GET', '/api/admin/clients')).json() as ManagedClient[];
    expect(tree.find((c) => c.code === 'Client.DEMO1')!.undertaking?.lei).toBe(LEI);
    const audit = await t.db
      .select()
      .from(parameterAudit)
      .where(eq(parameterAudit.groupName, 'structure'));
    expect(audit.at(-1)).toMatchObject({
      roleCode: 'Client.DEMO1',
      oldValues: { undertaking: null },
      newValues: { undertaking: { lei: LEI } },
    });
  });

  it('then exports the QRTs under the LEI', async () => {
    const workbook = await t.call('analyste', 'GET', '/api/reporting/qrt?module=quarterly');
    expect(workbook.statusCode, workbook.body).toBe(200);
    expect(workbook.headers['content-disposition']).toContain('QRT_actifs_Client.DEMO1_');
    const pkg = await t.call('analyste', 'GET', '/api/reporting/qrt-xbrl-csv?module=quarterly');
    expect(pkg.statusCode, pkg.body).toBe(200);
    expect(pkg.headers['content-disposition']).toContain('_QES_20241231');
  });
});
