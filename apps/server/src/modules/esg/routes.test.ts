import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultThemeWeights, ESG_SUM_MESSAGE, type EsgThemeWeight } from '@prisme/domain';
import {
  esgNoteExceptions,
  esgPillarWeights,
  esgThemeWeights,
  parameterAudit,
  sectors,
} from '../../db/schema';
import { testDatabaseKinds } from '../../test/databases';
import { createTestApp, type TestApp } from '../../test/test-app';

const CLIENT = 'Client.DEMO1';

const defaults = defaultThemeWeights;
/** Reference §1.4.4: the energy sector's own E themes. */
const energyE: EsgThemeWeight[] = [
  { pilierID: 'E', themeID: 'CLIMATE_CHANGE', codificationID: '10', ratios: 0.6 },
  { pilierID: 'E', themeID: 'NATURAL_CAPITAL', codificationID: '10', ratios: 0.1 },
  { pilierID: 'E', themeID: 'POLLUTION_WASTE', codificationID: '10', ratios: 0.25 },
  { pilierID: 'E', themeID: 'ENV_OPPORTUNITIES', codificationID: '10', ratios: 0.05 },
];
const forced = (code: string, note = 2) => ({
  code,
  denomination: 'Titre forcé',
  codeCIC: '*',
  note,
});

describe.each(testDatabaseKinds())('ESG parameters on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await t.db.insert(sectors).values([
      { codificationType: 'GICS', codificationId: '10', labelFr: 'Énergie', labelEn: 'Energy' },
      { codificationType: 'NACE', codificationId: 'D35', labelFr: 'Électricité', labelEn: 'Power' },
    ]);
  });
  afterAll(() => t.close());

  const call = (login: string, method: 'GET' | 'PUT', url: string, payload?: object) =>
    t.call(login, method, `/api/esg${url}`, payload);
  const rows = async () => ({
    pillars: (await t.db.select({ n: count() }).from(esgPillarWeights))[0]!.n,
    themes: (await t.db.select({ n: count() }).from(esgThemeWeights))[0]!.n,
    notes: (await t.db.select({ n: count() }).from(esgNoteExceptions))[0]!.n,
    audit: (await t.db.select({ n: count() }).from(parameterAudit))[0]!.n,
  });

  it('lists the sectors with « Par défaut » first', async () => {
    const response = await call('analyste', 'GET', '/sectors');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { codificationType: '*', codificationID: '*', libelleFR: 'Par défaut', libelleEN: 'Default' },
      { codificationType: 'GICS', codificationID: '10', libelleFR: 'Énergie', libelleEN: 'Energy' },
      {
        codificationType: 'NACE',
        codificationID: 'D35',
        libelleFR: 'Électricité',
        libelleEN: 'Power',
      },
    ]);
  });

  it('answers the default pillar weights, then saves the user’s own with its audit row', async () => {
    expect((await call('analyste', 'GET', '/param-piliers')).json()).toEqual([
      { pilierID: 'E', ratios: 0.4 },
      { pilierID: 'S', ratios: 0.3 },
      { pilierID: 'G', ratios: 0.3 },
    ]);
    const piliers = [
      { pilierID: 'E', ratios: 0.5 },
      { pilierID: 'S', ratios: 0.25 },
      { pilierID: 'G', ratios: 0.25 },
    ];
    const saved = await call('analyste', 'PUT', '/param-piliers', { piliers });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call('analyste', 'GET', '/param-piliers')).json()).toEqual(piliers);
    const [audit] = await t.db
      .select()
      .from(parameterAudit)
      .where(eq(parameterAudit.groupName, 'esgPillars'));
    expect(audit).toMatchObject({ roleCode: '*', displayName: expect.any(String) });
    expect(audit!.newValues).toEqual(piliers);
  });

  it('refuses pillars that do not sum to 1 with the French message, and changes nothing', async () => {
    const before = await rows();
    const response = await call('analyste', 'PUT', '/param-piliers', {
      piliers: [
        { pilierID: 'E', ratios: 0.5 },
        { pilierID: 'S', ratios: 0.3 },
        { pilierID: 'G', ratios: 0.3 },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(ESG_SUM_MESSAGE);
    expect(await rows()).toEqual(before);
  });

  it('saves theme weights with a sector of its own, per client', async () => {
    const themes = [...defaults(), ...energyE];
    const saved = await call('analyste', 'PUT', '/param-themes', { roleName: CLIENT, themes });
    expect(saved.statusCode, saved.body).toBe(200);
    const read = await call('analyste', 'GET', `/param-themes?roleName=${CLIENT}`);
    expect(read.json()).toHaveLength(themes.length);
    expect(read.json()).toEqual(expect.arrayContaining(energyE));
  });

  it('refuses a bad sum, an unknown sector and a partial override, changing nothing', async () => {
    const before = await rows();
    for (const [themes, message] of [
      [[...defaults(), { ...energyE[0]!, ratios: 0.7 }, ...energyE.slice(1)], ESG_SUM_MESSAGE],
      [
        [...defaults(), ...energyE.map((e) => ({ ...e, codificationID: 'ZZ' }))],
        'Le secteur « ZZ » est inconnu.',
      ],
      [[...defaults(), ...energyE.slice(1)], 'doivent couvrir tous ses thèmes'],
    ] as const) {
      const response = await call('analyste', 'PUT', '/param-themes', { roleName: CLIENT, themes });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(message);
    }
    expect(await rows()).toEqual(before);
  });

  it('keeps forced ratings per client: tidied, checked, replaced whole', async () => {
    const response = await call('analyste', 'PUT', '/note-exceptions', {
      rolename: CLIENT,
      noteExceptions: [
        forced(' fr0000120271 ', 2),
        { ...forced('US0378331005', 8.5), codeCIC: 'us31' },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const list = (await call('analyste', 'GET', `/note-exceptions?rolename=${CLIENT}`)).json();
    expect(list.map((n: { code: string; note: number }) => [n.code, n.note])).toEqual([
      ['FR0000120271', 2],
      ['US0378331005', 8.5],
    ]);
    expect(list[0].cic).toEqual({
      code: '*',
      mainCategory: 'Non défini',
      subCategory: 'Non défini',
    });
    expect(list[1].cic.code).toBe('US31');
  });

  it('refuses a bad ISIN and a note out of the scale, changing nothing', async () => {
    const before = await rows();
    const badIsin = await call('analyste', 'PUT', '/note-exceptions', {
      rolename: CLIENT,
      noteExceptions: [forced('FR0000120272')],
    });
    expect(badIsin.statusCode).toBe(400);
    expect(badIsin.json().message).toMatch(
      /^Notations forcées non enregistré\(e\)s : Notations forcées, ligne 1 \(FR0000120272\)/,
    );
    const outOfScale = await call('analyste', 'PUT', '/note-exceptions', {
      rolename: CLIENT,
      noteExceptions: [forced('FR0000120271', 11)],
    });
    expect(outOfScale.statusCode).toBe(400);
    expect(outOfScale.json().message).toContain('la note doit être comprise entre 0 et 10.');
    expect(await rows()).toEqual(before);
  });

  it('keeps another client’s parameters out of reach, and the whole API from users without the ESG right', async () => {
    for (const url of [
      `/note-exceptions?rolename=Client.DEMO2`,
      `/param-themes?roleName=Client.DEMO2`,
    ]) {
      const response = await call('analyste', 'GET', url);
      expect(response.statusCode).toBe(403);
      expect(response.body).not.toContain('FR0000');
    }
    const foreign = await call('analyste', 'PUT', '/note-exceptions', {
      rolename: 'Client.DEMO2',
      noteExceptions: [forced('FR0000120271')],
    });
    expect(foreign.statusCode).toBe(403);
    for (const url of ['/sectors', '/param-piliers', `/note-exceptions?rolename=Client.DEMO2`]) {
      expect((await call('lecteur', 'GET', url)).statusCode).toBe(403);
    }
  });
});
