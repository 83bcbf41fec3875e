import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/databases';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loadUserScrParameters } from './load-user-parameters';
import { parameterCalls } from './test-support';

const ROLE = 'Client.DEMO1';
const TOTAL = 'FR0000120271';
const APPLE = 'US0378331005';
const BNP = 'FR0000131104';

const strategic = (over: Record<string, unknown> = {}) => ({
  code: TOTAL,
  denomination: 'TotalEnergies',
  codeCIC: '31',
  qrtAdjEqMethVal: 1250.5,
  portfolioCode: '*',
  compartmentCode: '*',
  ...over,
});

/** The lists: PUT body key, an entry, the GET shape of that entry. */
const lists = [
  {
    path: '/strategic-parameters',
    list: 'strategicParticipations',
    key: 'strategicParticipations',
    entry: strategic(),
    view: {
      roleName: ROLE,
      code: TOTAL,
      denomination: 'TotalEnergies',
      cic: { code: '31' },
      qrtAdjEqMethVal: 1250.5,
      portfolio: { code: '*' },
      compartment: { code: '*' },
    },
  },
  {
    path: '/long-term-assets',
    list: 'longTermAssets',
    key: 'longTermAssets',
    entry: {
      code: APPLE,
      denomination: 'Apple',
      codeCIC: 'US31',
      portfolioCode: 'PTF1',
      compartmentCode: '*',
      currency: 'USD',
    },
    view: {
      roleName: ROLE,
      code: APPLE,
      denomination: 'Apple',
      portfolio: { code: 'PTF1' },
      compartment: { code: '*' },
      currency: 'USD',
      cic: { code: 'US31' },
    },
  },
  {
    path: '/intra-groups',
    list: 'intraGroups',
    key: 'intraGroups',
    entry: { code: BNP, denomination: 'BNP Paribas', cic: '' },
    view: { roleName: ROLE, code: BNP, denomination: 'BNP Paribas', cic: '' },
  },
  {
    path: '/exclude-scr-concentration',
    list: 'concentrationExclusions',
    key: 'excludeSCRConcentrations',
    entry: { code: 'INTERNE-42', denomination: 'Prêt interne', cic: '81' },
    view: { roleName: ROLE, code: 'INTERNE-42', denomination: 'Prêt interne', cic: '81' },
  },
  {
    path: '/property-leverage',
    list: 'propertyLeverages',
    key: 'propertyLeverages',
    entry: {
      code: 'FR0010000000',
      denomination: 'OPCI',
      leverageRate: 0.5,
      ownUse: true,
      cic: '45',
    },
    view: {
      roleName: ROLE,
      code: 'FR0010000000',
      denomination: 'OPCI',
      leverageRate: 0.5,
      ownUse: true,
      cic: '45',
    },
  },
  {
    // Issue 37: loans in default or forborne, out of the spread risk under SII-2027.
    path: '/defaulted-loans',
    list: 'defaultedLoans',
    key: 'defaultedLoans',
    entry: { code: 'CAU/PRET-001', denomination: 'Prêt immobilier restructuré', cic: 'XT84' },
    view: {
      roleName: ROLE,
      code: 'CAU/PRET-001',
      denomination: 'Prêt immobilier restructuré',
      cic: 'XT84',
    },
  },
] as const;

/** The client-data lists (spec §3 "Client-data lists", §7). */
describe.each(testDatabaseKinds())('Client-data lists on %s', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof parameterCalls>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    api = parameterCalls(t);
  });
  afterAll(() => t.close());

  it.each(lists)('GET $path is empty before any save', async ({ path }) => {
    const response = await api.call('analyste', 'GET', `${path}?roleName=${ROLE}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it.each(lists)(
    'PUT $path saves the list, GET reads it back, one audit row',
    async ({ path, list, key, entry, view }) => {
      const before = await api.rowCounts();
      const saved = await api.call('analyste', 'PUT', path, {
        rolename: ROLE,
        userID: await t.accountIdOf('analyste'),
        [key]: [entry],
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toEqual([view]);
      expect((await api.call('analyste', 'GET', `${path}?rolename=${ROLE}`)).json()).toEqual([
        view,
      ]);
      expect(await api.rowCounts()).toEqual({
        ...before,
        entries: before.entries + 1,
        audit: before.audit + 1,
      });
      const [audit] = await api.auditOf(ROLE, list);
      expect(audit).toMatchObject({
        userId: await api.userIdOf('analyste'),
        oldValues: [],
        newValues: [{ roleName: ROLE, ...entry }],
      });
    },
  );

  it('a PUT replaces the whole list; the audit keeps the list before and after', async () => {
    const second = strategic({ code: BNP, denomination: 'BNP Paribas', portfolioCode: 'PTF1' });
    const third = strategic({ code: APPLE, denomination: 'Apple', qrtAdjEqMethVal: null });
    const response = await api.call('analyste', 'PUT', '/strategic-parameters', {
      rolename: ROLE,
      strategicParticipations: [second, third],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().map((e: { code: string }) => e.code)).toEqual([BNP, APPLE]);
    const audits = await api.auditOf(ROLE, 'strategicParticipations');
    expect(audits).toHaveLength(2);
    expect(audits[1]!.oldValues).toEqual([{ roleName: ROLE, ...strategic() }]);
    expect(audits[1]!.newValues).toEqual([
      { roleName: ROLE, ...second },
      { roleName: ROLE, ...third },
    ]);
  });

  it('pasted values are tidied: spaces, lower-case ISIN, CIC and currency', async () => {
    const response = await api.call('analyste', 'PUT', '/long-term-assets', {
      rolename: ROLE,
      longTermAssets: [
        {
          code: ' us0378331005 ',
          denomination: ' Apple ',
          codeCIC: 'us31',
          portfolioCode: ' PTF1 ',
          compartmentCode: '*',
          currency: 'usd',
        },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()[0]).toMatchObject({
      code: APPLE,
      denomination: 'Apple',
      cic: { code: 'US31' },
      portfolio: { code: 'PTF1' },
      currency: 'USD',
    });
  });

  it('an empty list is a valid save', async () => {
    const response = await api.call('analyste', 'PUT', '/intra-groups', {
      rolename: ROLE,
      intraGroups: [],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  const refused = [
    [
      'a bad ISIN check digit',
      '/strategic-parameters',
      { strategicParticipations: [strategic(), strategic({ code: 'FR0000120272' })] },
      'Participations stratégiques, ligne 2 (FR0000120272) : code ISIN invalide : chiffre de contrôle attendu 1.',
    ],
    [
      'an unknown CIC',
      '/exclude-scr-concentration',
      { excludeSCRConcentrations: [{ code: BNP, denomination: 'BNP', cic: 'XL77' }] },
      'ligne 1 (FR0000131104) : code CIC « XL77 » inconnu',
    ],
    [
      'a CIC the list does not take',
      '/strategic-parameters',
      { strategicParticipations: [strategic({ codeCIC: '21' })] },
      'le code CIC « 21 » n’est pas admis dans cette liste',
    ],
    [
      'a duplicate code',
      '/intra-groups',
      {
        intraGroups: [
          { code: BNP, denomination: 'BNP', cic: '' },
          { code: TOTAL, denomination: 'Total', cic: '' },
          { code: BNP, denomination: 'BNP bis', cic: '' },
        ],
      },
      'Actifs intra-groupe, ligne 3 (FR0000131104) : en double avec la ligne 1.',
    ],
    [
      'a duplicate strategic entry (same code and filters)',
      '/strategic-parameters',
      { strategicParticipations: [strategic(), strategic({ denomination: 'Total' })] },
      'ligne 2 (FR0000120271) : en double avec la ligne 1.',
    ],
    [
      'an unknown currency',
      '/long-term-assets',
      {
        longTermAssets: [{ ...lists[1].entry, currency: 'XYZ' }],
      },
      'devise « XYZ » inconnue',
    ],
    [
      '"*" as a security code',
      '/intra-groups',
      { intraGroups: [{ code: '*', denomination: 'Tout', cic: '' }] },
      '« * » ne peut pas remplacer le code du titre',
    ],
    [
      'an entry of another client',
      '/intra-groups',
      { intraGroups: [{ roleName: 'Client.DEMO2', code: BNP, denomination: 'BNP', cic: '' }] },
      'appartient au client « Client.DEMO2 »',
    ],
    [
      'a missing field',
      '/property-leverage',
      { propertyLeverages: [{ code: BNP, leverageRate: 0.5, ownUse: false, cic: '' }] },
      'propertyLeverages.0.denomination',
    ],
    [
      'text in a number',
      '/property-leverage',
      {
        propertyLeverages: [
          { code: BNP, denomination: 'BNP', leverageRate: 'beaucoup', ownUse: false, cic: '' },
        ],
      },
      'propertyLeverages.0.leverageRate',
    ],
  ] as const;

  it.each(refused)('%s answers a French 400 and changes nothing', async (_n, path, body, said) => {
    const before = await api.rowCounts();
    const previous = (await api.call('analyste', 'GET', path)).json();
    const response = await api.call('analyste', 'PUT', path, { rolename: ROLE, ...body });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION' });
    expect(response.json().message).toContain(said);
    expect(response.json().details.length).toBeGreaterThan(0);
    expect(await api.rowCounts()).toEqual(before);
    expect((await api.call('analyste', 'GET', path)).json()).toEqual(previous);
  });

  it('loadUserScrParameters gives the saved groups and the lists in the engine shape', async () => {
    const put = await api.call('analyste', 'PUT', '/scr-property', { propertyStress: 0.3 });
    expect(put.statusCode).toBe(200);
    const userId = await api.userIdOf('analyste');
    const { parameters, clientLists } = await loadUserScrParameters(t.db, userId, ROLE);
    expect(parameters.property.propertyStress).toBe(0.3);
    expect(parameters.equity.type1Stress).toBe(0.39);
    expect(clientLists.strategicParticipations.map((e) => e.code)).toEqual([BNP, APPLE]);
    expect(clientLists.strategicParticipations[0]).toEqual({
      roleName: ROLE,
      ...strategic({ code: BNP, denomination: 'BNP Paribas', portfolioCode: 'PTF1' }),
    });
    expect(clientLists.longTermAssets[0]).toMatchObject({ code: APPLE, currency: 'USD' });
    expect(clientLists.intraGroups).toEqual([]);
    expect(clientLists.concentrationExclusions[0]).toMatchObject({ code: 'INTERNE-42', cic: '81' });
    expect(clientLists.propertyLeverages[0]).toMatchObject({ leverageRate: 0.5, ownUse: true });
    // Another client: nothing saved there.
    const other = await loadUserScrParameters(t.db, userId, 'Client.DEMO2');
    expect(other.parameters.property.propertyStress).toBe(0.25);
    expect(other.clientLists.strategicParticipations).toEqual([]);
    // An operator without a user row: the defaults, the role's lists.
    const operator = await loadUserScrParameters(t.db, '', ROLE);
    expect(operator.parameters.property.propertyStress).toBe(0.25);
    expect(operator.clientLists.longTermAssets).toHaveLength(1);
  });
});
