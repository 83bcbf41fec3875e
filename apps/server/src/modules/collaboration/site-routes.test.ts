import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  collabTokenSchema,
  integrationListItemSchema,
  newsListItemSchema,
  spListEnvelope,
} from '@prisme/domain';
import { news } from '../../db/schema';
import { testDatabaseKinds } from '../../test/databases';
import { createTestApp, type TestApp } from '../../test/test-app';
import { INTEGRATION_ITEMS, NEWS_ITEMS, seedIntegrationLog } from './test-support';

type Results = { d: { results: Record<string, unknown>[] } };

/** The built-in collaboration site (spec §7 "Collaboration site"): token and list reads. */
describe.each(testDatabaseKinds())('Built-in collaboration site on %s', (kind) => {
  let t: TestApp;
  let call: TestApp['call'];
  const read = async (login: string, url: string) => {
    const response = await call(login, 'GET', url);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as Results).d.results;
  };
  const refused = async (login: string, url: string, status = 400) => {
    const response = await call(login, 'GET', url);
    expect(response.statusCode, response.body).toBe(status);
    return response.json() as { code: string; message: string };
  };
  const titles = async (login: string, url: string) =>
    (await read(login, url)).map((item) => item['Title']);

  beforeAll(async () => {
    t = await createTestApp(kind);
    call = t.call;
    await seedIntegrationLog(t);
    await t.db.insert(news).values([
      { title: 'Première', publishedOn: '2026-09-01', intro: 'Un' },
      {
        title: 'Deuxième',
        publishedOn: '2026-11-01',
        intro: 'Deux',
        logoUrl: 'https://example.org/logo.png',
      },
      { title: 'Troisième', publishedOn: '2026-10-01', intro: 'Trois' },
    ]);
  });
  afterAll(() => t.close());

  describe('token', () => {
    it('answers the caller’s own token and the built-in site path', async () => {
      const token = await t.tokenFor('analyste');
      const response = await t.app.inject({
        url: '/api/tools/token?tokenType=sharepoint',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(collabTokenSchema.parse(response.json())).toEqual({
        data: token,
        siteUrl: '/api/collab',
        source: 'builtin',
        expiresAt: null,
      });
    });

    it('refuses another token type (400), another userID (403) and no token (401)', async () => {
      expect((await refused('analyste', '/api/tools/token?tokenType=graph')).code).toBe(
        'VALIDATION',
      );
      expect(
        (await refused('analyste', '/api/tools/token?tokenType=sharepoint&userID=x', 403)).code,
      ).toBe('USER_MISMATCH');
      expect((await refused('anonymous', '/api/tools/token?tokenType=sharepoint', 401)).code).toBe(
        'UNAUTHENTICATED',
      );
    });

    it('opens the site: the lists answer the obtained token', async () => {
      const { data, siteUrl } = collabTokenSchema.parse(
        (await call('analyste', 'GET', '/api/tools/token?tokenType=sharepoint')).json(),
      );
      const response = await t.app.inject({
        url: `${siteUrl}/_api/lists/getbytitle('Actualités')/items`,
        headers: { authorization: `Bearer ${data}` },
      });
      expect(response.statusCode).toBe(200);
    });
  });

  it('documents its routes in OpenAPI, under French tags', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { tags?: string[] }>>;
    };
    expect(doc.paths['/api/tools/token']?.['get']?.tags).toEqual(['Site collaboratif']);
    expect(doc.paths['/api/news/']?.['post']?.tags).toEqual(['Actualités']);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/news/{id}', '/api/news/logos', '/api/collab/logos/{id}']),
    );
  });

  describe('envelope and list titles', () => {
    it('answers { d: { results } } with __metadata, in the domain schemas', async () => {
      const newsAnswer = (await call('analyste', 'GET', NEWS_ITEMS)).json();
      const { d } = spListEnvelope(newsListItemSchema).parse(newsAnswer);
      expect(d.results.map((item) => item.Title)).toEqual(['Troisième', 'Deuxième', 'Première']);
      expect((newsAnswer as Results).d.results[0]!['__metadata']).toEqual({
        type: 'SP.Data.Actualit_x00e9_sListItem',
      });
      expect(d.results[1]).toMatchObject({
        Logo: { Url: 'https://example.org/logo.png' },
        DatePublication: '2026-11-01T00:00:00Z',
        LienPdf: null,
        Introduction: 'Deux',
      });
      const integration = spListEnvelope(integrationListItemSchema).parse(
        (await call('admin', 'GET', INTEGRATION_ITEMS)).json(),
      );
      expect(integration.d.results.map((item) => item.Title)).toEqual([
        'inventaire-4.csv',
        'inventaire-3.csv',
        'inventaire-2.csv',
        'inventaire-1.csv',
        'courbes-eiopa.xlsx',
      ]);
      expect(integration.d.results[2]).toMatchObject({
        Etat: 'Rejeté',
        RoleName: 'Client.DEMO1',
        Expediteur: 'Expéditeur Client.DEMO1',
        Created: '2026-10-03T08:00:00.000Z',
        NombreLignes: 10,
      });
    });

    it.each([
      ['getbytitle(%27Actualit%C3%A9s%27)', 'percent-encoded'],
      ['getbytitle("Actualités")', 'double quotes'],
      ['getbytitle(%22Actualite%CC%81s%22)', 'decomposed accent'],
      ["GetByTitle('Actualités')", 'any case'],
    ])('reads %s (%s)', async (path) => {
      expect(await read('analyste', `/api/collab/_api/lists/${path}/items`)).toHaveLength(3);
    });

    it('answers a coded 404 for another list or address', async () => {
      const unknown = await refused(
        'analyste',
        "/api/collab/_api/lists/getbytitle('Documents')/items",
        404,
      );
      expect(unknown).toMatchObject({ code: 'NOT_FOUND' });
      expect(unknown.message).toContain('« Documents » n’existe pas');
      expect((await refused('analyste', '/api/collab/_api/lists/Actualités', 404)).code).toBe(
        'NOT_FOUND',
      );
    });

    it('needs a token (401)', async () => {
      expect((await refused('anonymous', NEWS_ITEMS, 401)).code).toBe('UNAUTHENTICATED');
    });
  });

  describe('$select and $expand', () => {
    it('answers the selected fields only, with __metadata', async () => {
      const [first] = await read('analyste', `${NEWS_ITEMS}?$select=Title,Id`);
      expect(first).toEqual({
        __metadata: { type: 'SP.Data.Actualit_x00e9_sListItem' },
        Title: 'Troisième',
        Id: 3,
      });
    });

    it('expands Author to its title (the sender of a file, the creator of a news item)', async () => {
      const [file] = await read(
        'admin',
        `${INTEGRATION_ITEMS}?$select=Title,Author/Title,RoleName&$expand=Author`,
      );
      expect(file).toEqual({
        __metadata: { type: 'SP.Data.Int_x00e9_grationListItem' },
        Title: 'inventaire-4.csv',
        Author: { Title: 'Expéditeur FDLCCP' },
        RoleName: 'FDLCCP',
      });
      const [item] = await read('analyste', `${NEWS_ITEMS}?$select=Author/Title&$expand=Author`);
      expect(item!['Author']).toEqual({ Title: 'Prisme' });
    });

    it.each([
      ['$select=Title,Mot_de_passe', 'Sélection OData invalide', '« Mot_de_passe » n’existe pas'],
      ['$select=Author/Title', 'Sélection OData invalide', '$expand=Author'],
      ['$expand=Editor', 'Extension OData invalide', '« Editor »'],
    ])('refuses %s in French', async (query, label, reason) => {
      const problem = await refused('analyste', `${NEWS_ITEMS}?${query}`);
      expect(problem.code).toBe('VALIDATION');
      expect(problem.message).toContain(label);
      expect(problem.message).toContain(reason);
    });
  });

  describe('$filter', () => {
    it.each([
      ["RoleName eq 'Client.DEMO1'", ['inventaire-2.csv', 'inventaire-1.csv']],
      ["Etat eq 'Rejeté' and RoleName eq 'Client.DEMO1'", ['inventaire-2.csv']],
      [
        "(RoleName eq 'Client.DEMO2' or RoleName eq 'FDLCCP') and Categorie eq 'Inventaire'",
        ['inventaire-4.csv', 'inventaire-3.csv'],
      ],
      ['RoleName eq null', ['courbes-eiopa.xlsx']],
      ["RoleName ne null and Etat ne 'Intégré'", ['inventaire-2.csv']],
      ["Categorie ne 'Inventaire'", ['courbes-eiopa.xlsx']],
      ["'FDLCCP' eq RoleName", ['inventaire-4.csv']],
    ])('Intégration: %s', async (filter, expected) => {
      const url = `${INTEGRATION_ITEMS}?$filter=${encodeURIComponent(filter)}`;
      expect(await titles('admin', url)).toEqual(expected);
    });

    it.each([
      ['Id eq 2', ['Deuxième']],
      ["Title eq 'Première' or Id eq 3", ['Troisième', 'Première']],
      ["Title ne 'Première'", ['Troisième', 'Deuxième']],
    ])('Actualités: %s', async (filter, expected) => {
      const url = `${NEWS_ITEMS}?$filter=${encodeURIComponent(filter)}`;
      expect(await titles('analyste', url)).toEqual(expected);
    });

    it.each([
      ["Title eq 'x'", 'ne peut pas servir de filtre'],
      ['NombreLignes eq 3', 'ne peut pas servir de filtre'],
      ["Etat gt 'A'", 'l’opérateur « gt » n’est pas pris en charge'],
      ["contains(Etat, 'Int')", 'seules les comparaisons eq et ne'],
      ["not (Etat eq 'Rejeté')", 'seules les comparaisons eq et ne'],
      ['Etat eq 3', 'attend une chaîne entre apostrophes'],
      ['Etat eq Categorie', 'un champ et une valeur'],
      ["Etat eq 'Rejeté' and", 'syntaxe incorrecte'],
    ])('refuses %s in French', async (filter, reason) => {
      const url = `${INTEGRATION_ITEMS}?$filter=${encodeURIComponent(filter)}`;
      const problem = await refused('admin', url);
      expect(problem.code).toBe('VALIDATION');
      expect(problem.message).toContain('Filtre OData invalide');
      expect(problem.message).toContain(reason);
    });

    it('refuses conditions nested too deep, and takes a long chain of « or » (issue 41 §6)', async () => {
      const nots = encodeURIComponent(`${'not '.repeat(990)}(Etat eq 'Rejeté')`);
      const problem = await refused('admin', `${INTEGRATION_ITEMS}?$filter=${nots}`);
      expect(problem.message).toContain('conditions imbriquées');
      const ors = Array.from({ length: 200 }, (_, i) => `Id eq ${i}`).join(' or ');
      const url = `${NEWS_ITEMS}?$filter=${encodeURIComponent(ors)}`;
      expect((await titles('analyste', url)).sort()).toEqual(['Deuxième', 'Première', 'Troisième']);
    });

    it('keeps a value a bound parameter: a quote in it is data', async () => {
      const filter = encodeURIComponent("Title eq 'x'' or ''1''=''1'");
      expect(await read('analyste', `${NEWS_ITEMS}?$filter=${filter}`)).toEqual([]);
    });
  });

  describe('$top and $orderby', () => {
    it('limits to $top (1 to 10,000)', async () => {
      expect(await titles('admin', `${INTEGRATION_ITEMS}?$top=2`)).toEqual([
        'inventaire-4.csv',
        'inventaire-3.csv',
      ]);
      expect(await read('admin', `${INTEGRATION_ITEMS}?$top=10000`)).toHaveLength(5);
      for (const top of ['0', '10001', 'abc', '1.5']) {
        expect((await refused('admin', `${INTEGRATION_ITEMS}?$top=${top}`)).message).toContain(
          '$top',
        );
      }
    });

    it.each([
      [NEWS_ITEMS, 'Id asc', ['Première', 'Deuxième', 'Troisième']],
      [NEWS_ITEMS, 'DatePublication desc', ['Deuxième', 'Troisième', 'Première']],
      [NEWS_ITEMS, 'Title', ['Deuxième', 'Première', 'Troisième']],
      [
        INTEGRATION_ITEMS,
        'Created asc',
        [
          'courbes-eiopa.xlsx',
          'inventaire-1.csv',
          'inventaire-2.csv',
          'inventaire-3.csv',
          'inventaire-4.csv',
        ],
      ],
      [
        INTEGRATION_ITEMS,
        'Etat desc,Id asc',
        [
          'inventaire-2.csv',
          'courbes-eiopa.xlsx',
          'inventaire-1.csv',
          'inventaire-3.csv',
          'inventaire-4.csv',
        ],
      ],
    ])('%s sorted by %s', async (list, orderBy, expected) => {
      expect(await titles('admin', `${list}?$orderby=${encodeURIComponent(orderBy)}`)).toEqual(
        expected,
      );
    });

    it('refuses a field it cannot sort on, in French', async () => {
      const problem = await refused('admin', `${INTEGRATION_ITEMS}?$orderby=Expediteur`);
      expect(problem.message).toContain('Tri OData invalide');
      expect(problem.message).toContain('« Expediteur » ne peut pas servir au tri');
    });
  });

  describe('tenancy of the Intégration list', () => {
    it('gives a client user their roles’ files and the shared ones only', async () => {
      expect(await titles('analyste', INTEGRATION_ITEMS)).toEqual([
        'inventaire-2.csv',
        'inventaire-1.csv',
        'courbes-eiopa.xlsx',
      ]);
      expect(await titles('lecteur', `${INTEGRATION_ITEMS}?$top=10000`)).toEqual([
        'inventaire-3.csv',
        'courbes-eiopa.xlsx',
      ]);
    });

    it('forbids a filter naming another client’s role (403), even with ne', async () => {
      for (const filter of [
        "RoleName eq 'Client.DEMO2'",
        "RoleName ne 'Client.DEMO2'",
        "RoleName eq 'Client.DEMO1' or RoleName eq 'FDLCCP'",
        "RoleName eq 'Inconnu'",
      ]) {
        const url = `${INTEGRATION_ITEMS}?$filter=${encodeURIComponent(filter)}`;
        expect(await refused('analyste', url, 403)).toMatchObject({ code: 'ROLE_FORBIDDEN' });
      }
    });

    it('keeps an or of the client within the caller’s scope', async () => {
      const filter = encodeURIComponent("RoleName eq 'Client.DEMO1' or Etat eq 'Intégré'");
      expect(await titles('analyste', `${INTEGRATION_ITEMS}?$filter=${filter}`)).toEqual([
        'inventaire-2.csv',
        'inventaire-1.csv',
        'courbes-eiopa.xlsx',
      ]);
    });

    it('lets an administrator read any role', async () => {
      const url = `${INTEGRATION_ITEMS}?$filter=${encodeURIComponent("RoleName eq 'Client.DEMO2'")}`;
      expect(await titles('admin', url)).toEqual(['inventaire-3.csv']);
    });
  });
});
