import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SavedPerimeter } from '@prisme/domain';
import { configureApi } from '../../api/client';
import { queryClient } from '../../api/query-client';
import {
  clientRoleActions,
  emptySelection,
  resetAllStores,
  useClientRoleStore,
  useNavigationStore,
} from '../../state';
import { connectTestApi, json } from '../../test/render';
import { restoreSavedPerimeter } from './restore-saved-perimeter';

const roles = [
  { code: 'Client.DEMO1', name: 'Démo 1' },
  { code: 'Client.DEMO2', name: 'Démo 2' },
];
const saved: SavedPerimeter = {
  rolename: 'Client.DEMO1',
  portfolios: ['P-VIE'],
  valuationDate: '2024-12-31',
  compartments: ['GEN'],
  lookThroughLevel: '1',
};
const portfolios = [
  { codePortefeuille: 'P-VIE', libellePortefeuille: 'Vie', rolename: 'Client.DEMO1', indice: null },
];
const compartments = [
  { codeCompartiment: 'GEN', libelleCompartiment: 'Général', codePortefeuille: 'P-VIE' },
];

/** The server of spec §7 for these calls; `perimeter` is what GET perimeter answers. */
function serve(perimeter: unknown, portfolioList = portfolios) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path === '/api/prisme/perimeter') return json(perimeter);
    if (path === '/api/inventory/portfolios') return json(portfolioList);
    if (path === '/api/inventory/valuation-dates') return json(['2024-12-31', '2024-11-30']);
    if (path === '/api/inventory/compartments') return json(compartments);
    return json({}, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const navigation = () => useNavigationStore.getState();

describe('restoreSavedPerimeter (spec §2, §4)', () => {
  beforeEach(() => {
    resetAllStores();
    queryClient.clear();
    connectTestApi();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    configureApi(undefined);
  });

  it("restores a user's valid saved perimeter and caches the lists for the bar", async () => {
    clientRoleActions.received(roles, false);
    const fetchMock = serve(saved);
    await restoreSavedPerimeter(false);
    expect(navigation()).toMatchObject({
      perimeterLoaded: true,
      perimeterLoadFailed: false,
      perimeter: { portfolios: ['P-VIE'], valuationDate: '2024-12-31', compartments: ['GEN'] },
    });
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/prisme/perimeter?userID=u1');
    const [, init] = fetchMock.mock.calls.find(([u]) => String(u).includes('compartments'))!;
    expect(JSON.parse(String(init?.body))).toEqual({
      portfolioCodes: ['P-VIE'],
      rolename: 'Client.DEMO1',
      valuationDate: '2024-12-31',
    });
    expect(queryClient.getQueryData(['inventory', 'portfolios', 'Client.DEMO1'])).toEqual(
      portfolios,
    );
  });

  it('empties the perimeter when a saved portfolio no longer exists', async () => {
    clientRoleActions.received(roles, false);
    serve({ ...saved, portfolios: ['P-VIE', 'P-OLD'] });
    await restoreSavedPerimeter(false);
    expect(navigation().perimeter).toEqual(emptySelection);
    expect(navigation().perimeterLoaded).toBe(true);
  });

  it("gives an admin the saved perimeter's client, and none when it is invalid", async () => {
    clientRoleActions.received(roles, true);
    serve(saved);
    await restoreSavedPerimeter(true);
    expect(useClientRoleStore.getState().role?.code).toBe('Client.DEMO1');
    expect(navigation().perimeter.portfolios).toEqual(['P-VIE']);

    queryClient.clear();
    serve(saved, []);
    await restoreSavedPerimeter(true);
    expect(useClientRoleStore.getState().role).toBeNull();
    expect(navigation().perimeter).toEqual(emptySelection);
  });

  it("keeps an admin's pick of this session when nothing was saved", async () => {
    clientRoleActions.received(roles, true);
    clientRoleActions.choose('Client.DEMO2');
    serve(null);
    await restoreSavedPerimeter(true);
    expect(useClientRoleStore.getState().role?.code).toBe('Client.DEMO2');
    expect(navigation().perimeter).toEqual(emptySelection);
  });

  it('flags the load error, with an empty perimeter, without throwing', async () => {
    clientRoleActions.received(roles, false);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({}, 400)),
    );
    await expect(restoreSavedPerimeter(false)).resolves.toBeUndefined();
    expect(navigation()).toMatchObject({ perimeterLoaded: true, perimeterLoadFailed: true });
  });

  it('ignores a restore that a newer one overtook', async () => {
    clientRoleActions.received(roles, false);
    let answerFirst: (value: SavedPerimeter | null) => void = () => {};
    const lookups = {
      portfolios: async () => portfolios,
      dates: async () => ['2024-12-31'],
      compartments: async () => compartments,
    };
    const first = restoreSavedPerimeter(false, {
      getSavedPerimeter: () => new Promise((resolve) => (answerFirst = resolve)),
      lookups,
    });
    await restoreSavedPerimeter(false, { getSavedPerimeter: async () => saved, lookups });
    answerFirst(null);
    await first;
    expect(navigation().perimeter.portfolios).toEqual(['P-VIE']);
  });
});
