import { vi } from 'vitest';
import { apiErrorBody, json } from './render';

/** Client.DEMO1's inventory as the server of spec §7 gives it, for the perimeter bar. */
export const PORTFOLIOS = [
  {
    codePortefeuille: 'P-RET',
    libellePortefeuille: 'Retraite',
    rolename: 'Client.DEMO1',
    indice: null,
  },
  {
    codePortefeuille: 'P-UC',
    libellePortefeuille: 'Unités de compte',
    rolename: 'Client.DEMO1',
    indice: null,
  },
  {
    codePortefeuille: 'P-VIE',
    libellePortefeuille: 'Actif général vie',
    rolename: 'Client.DEMO1',
    indice: 'CAC 40',
  },
];

/** Valuation dates by portfolio, newest first. */
const DATES: Record<string, string[]> = {
  'P-RET': ['2025-01-31', '2024-12-31'],
  'P-UC': ['2023-12-31'],
  'P-VIE': ['2024-12-31', '2024-11-30'],
};

const COMPARTMENTS = [
  { codeCompartiment: 'GEN', libelleCompartiment: 'Actif général', codePortefeuille: 'P-RET' },
  { codeCompartiment: 'GEN', libelleCompartiment: 'Actif général', codePortefeuille: 'P-VIE' },
  { codeCompartiment: 'UC', libelleCompartiment: 'Unités de compte', codePortefeuille: 'P-VIE' },
];

type Resource = 'portfolios' | 'valuation-dates' | 'compartments' | 'perimeter';

/**
 * A fetch stand-in serving that inventory and the saved perimeter. `failing` holds the
 * resources that answer 500 until removed from it, for the error and retry tests.
 */
export function serveInventory(failing = new Set<Resource>()) {
  const saves: unknown[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const resource = url.pathname.split('/').pop() as Resource;
    if (failing.has(resource)) return json(apiErrorBody(500, 'INTERNAL'), 500);
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : {};
    const codes: string[] = body.portfolioCodes ?? [];
    switch (resource) {
      case 'portfolios':
        return json(PORTFOLIOS);
      case 'valuation-dates': {
        const dates = new Set(codes.flatMap((code) => DATES[code] ?? []));
        return json([...dates].sort().reverse());
      }
      case 'compartments':
        return json(COMPARTMENTS.filter((c) => codes.includes(c.codePortefeuille)));
      case 'perimeter':
        if (init?.method === 'PUT') saves.push(body);
        return json(init?.method === 'PUT' ? body : null);
    }
    return json(apiErrorBody(404, 'NOT_FOUND'), 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, saves, failing };
}
