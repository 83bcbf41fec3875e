import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { IntegrationEntry, NewsListItem } from '@prisme/domain';

/**
 * A local stand-in for a SharePoint Online site and its OAuth2 token endpoint, for the
 * server tests and the e2e tests of the "sharepoint" collaboration source:
 *
 * - POST {tokenUrl}: the client-credentials grant; the right client id and secret get
 *   `{ token_type, access_token, expires_in }`, anything else a 401 `invalid_client`.
 * - GET {siteUrl}/_api/lists/getbytitle('…')/items: with a token it issued, the list's
 *   items in the verbose envelope `{ d: { results } }` (`$top` and a
 *   `RoleName eq '…'` filter are honoured); without, a 401 as SharePoint answers.
 * - CORS for any origin, so that a browser page can read it as it would read SharePoint.
 */
export interface SharePointDouble {
  /** http://127.0.0.1:{port} */
  origin: string;
  /** The site root: {origin}/sites/prisme */
  siteUrl: string;
  /** The token endpoint: {origin}/tenant/tokens/OAuth/2 */
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  /** The environment of a Prisme server reading this double. */
  env: Record<string, string>;
  /** Every form posted to the token endpoint, oldest first. */
  tokenRequests: URLSearchParams[];
  /** Every list read, with its query (whether authorised or not). */
  listRequests: { title: string; query: URLSearchParams; authorised: boolean }[];
  /** The items of each list, by title; tests may change them. */
  lists: Record<string, Record<string, unknown>[]>;
  /** Makes the token endpoint answer this status (and no token) until set back to undefined. */
  failTokens(status: number | undefined): void;
  close(): Promise<void>;
}

export const DOUBLE_CLIENT_ID = 'prisme-app@tenant-id';
export const DOUBLE_CLIENT_SECRET = 'secret-de-test';

export const DOUBLE_NEWS_ITEMS: NewsListItem[] = [
  {
    Id: 2,
    Title: 'EIOPA : paramètres de la formule standard mis à jour',
    Logo: { Url: 'https://www.eiopa.europa.eu/logo.png', Description: 'EIOPA' },
    DatePublication: '2026-10-31T00:00:00Z',
    LienPdf: { Url: 'https://www.eiopa.europa.eu/document.pdf', Description: null },
    LienSource: { Url: 'https://www.eiopa.europa.eu/', Description: 'EIOPA' },
    Introduction: 'Nouvelles courbes de taux sans risque et ajustement symétrique.',
  },
  {
    Id: 1,
    Title: 'Prisme : nouvelle version',
    Logo: null,
    DatePublication: '2026-09-15T00:00:00Z',
    LienPdf: null,
    LienSource: null,
    Introduction: null,
  },
];

export const DOUBLE_INTEGRATION_ITEMS: IntegrationEntry[] = [
  {
    Id: 11,
    Title: 'inventaire-demo1.xlsx',
    Categorie: 'Inventaire',
    Etat: 'Intégré',
    Expediteur: 'Claire Analyste',
    Created: '2026-11-02T09:30:00Z',
    NombreLignes: 1250,
    RoleName: 'Client.DEMO1',
    NombreErreurs: 0,
  },
  {
    Id: 10,
    Title: 'inventaire-demo2.csv',
    Categorie: 'Inventaire',
    Etat: 'Rejeté',
    Expediteur: 'Louis Lecteur',
    Created: '2026-11-01T08:00:00Z',
    NombreLignes: 0,
    RoleName: 'Client.DEMO2',
    NombreErreurs: 3,
  },
];

const METADATA_TYPES: Record<string, string> = {
  Actualités: 'SP.Data.Actualit_x00e9_sListItem',
  Intégration: 'SP.Data.Int_x00e9_grationListItem',
};

export async function startSharePointDouble(
  options: { expiresIn?: number } = {},
): Promise<SharePointDouble> {
  const expiresIn = options.expiresIn ?? 3599;
  const issued = new Set<string>();
  let tokenFailure: number | undefined;

  const double: Omit<SharePointDouble, 'origin' | 'siteUrl' | 'tokenUrl' | 'env' | 'close'> = {
    clientId: DOUBLE_CLIENT_ID,
    clientSecret: DOUBLE_CLIENT_SECRET,
    tokenRequests: [],
    listRequests: [],
    lists: {
      Actualités: structuredClone(DOUBLE_NEWS_ITEMS),
      Intégration: structuredClone(DOUBLE_INTEGRATION_ITEMS),
    },
    failTokens: (status) => {
      tokenFailure = status;
    },
  };

  const json = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json;odata=verbose;charset=utf-8' });
    response.end(JSON.stringify(body));
  };

  const token = async (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
    double.tokenRequests.push(form);
    if (tokenFailure !== undefined) {
      return json(response, tokenFailure, { error: 'temporarily_unavailable' });
    }
    const valid =
      form.get('grant_type') === 'client_credentials' &&
      form.get('client_id') === DOUBLE_CLIENT_ID &&
      form.get('client_secret') === DOUBLE_CLIENT_SECRET;
    if (!valid) {
      return json(response, 401, {
        error: 'invalid_client',
        error_description: 'AADSTS7000215: Invalid client secret provided.',
      });
    }
    const accessToken = `sp-${randomBytes(16).toString('hex')}`;
    issued.add(accessToken);
    return json(response, 200, {
      token_type: 'Bearer',
      access_token: accessToken,
      expires_in: String(expiresIn), // ACS answers a string; Entra ID a number
    });
  };

  const items = (title: string, url: URL, response: ServerResponse, authorised: boolean) => {
    double.listRequests.push({ title, query: url.searchParams, authorised });
    if (!authorised) {
      return json(response, 401, {
        error: {
          code: '-2147024891, System.UnauthorizedAccessException',
          message: { value: 'Access denied.' },
        },
      });
    }
    const list = double.lists[title];
    if (!list) {
      return json(response, 404, {
        error: {
          code: '-1, System.ArgumentException',
          message: { value: `List '${title}' does not exist.` },
        },
      });
    }
    const role = /RoleName eq '([^']*)'/.exec(url.searchParams.get('$filter') ?? '')?.[1];
    const top = Number(url.searchParams.get('$top') ?? 100);
    const results = list
      .filter((item) => role === undefined || item['RoleName'] === role)
      .slice(0, top)
      .map((item) => ({ __metadata: { type: METADATA_TYPES[title] ?? 'SP.ListItem' }, ...item }));
    return json(response, 200, { d: { results } });
  };

  const server = createServer((request, response) => {
    response.setHeader('access-control-allow-origin', '*');
    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        'access-control-allow-methods': 'GET, POST, OPTIONS',
        'access-control-allow-headers': 'authorization, accept, content-type',
      });
      return response.end();
    }
    const url = new URL(request.url ?? '/', 'http://double');
    if (request.method === 'POST' && url.pathname === TOKEN_PATH) {
      void token(request, response);
      return;
    }
    const list = /^\/sites\/prisme\/_api\/lists\/getbytitle\((['"])(.*)\1\)\/items\/?$/i.exec(
      decodeURIComponent(url.pathname),
    );
    if (request.method === 'GET' && list) {
      const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
      return items(
        list[2]!.normalize('NFC'),
        url,
        response,
        bearer !== undefined && issued.has(bearer),
      );
    }
    return json(response, 404, { error: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const siteUrl = `${origin}/sites/prisme`;
  const tokenUrl = `${origin}${TOKEN_PATH}`;
  return {
    ...double,
    origin,
    siteUrl,
    tokenUrl,
    env: {
      PRISME_COLLAB_SOURCE: 'sharepoint',
      SHAREPOINT_SITE_URL: siteUrl,
      SHAREPOINT_TOKEN_URL: tokenUrl,
      SHAREPOINT_CLIENT_ID: DOUBLE_CLIENT_ID,
      SHAREPOINT_CLIENT_SECRET: DOUBLE_CLIENT_SECRET,
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

const TOKEN_PATH = '/tenant/tokens/OAuth/2';
