import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../../api/client';
import { resetAllStores, useClientRoleStore } from '../../state';
import { apiErrorBody, connectTestApi, json } from '../../test/render';
import { loadClientRoles } from './load-client-roles';

const role = (code: string) => ({ code, name: `Nom ${code}` });
const own = [role('Solvency'), role('Client.DEMO2'), role('Client.DEMO1')];
const all = [role('Solvency'), role('Interne'), role('Client.DEMO1'), role('fdlc-retraite')];

describe('loadClientRoles (spec §4, §8)', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    resetAllStores();
    vi.stubGlobal('fetch', fetchMock);
    connectTestApi();
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    configureApi(undefined);
  });

  it('gives a non-admin the first of their roles other than Solvency', async () => {
    fetchMock.mockResolvedValue(json(own));
    await loadClientRoles(false);
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/inventory/rolenames?userID=u1');
    expect(useClientRoleStore.getState()).toMatchObject({
      role: role('Client.DEMO2'),
      status: 'loaded',
    });
  });

  it('starts an admin with no role and the list of every active role', async () => {
    fetchMock.mockResolvedValue(json(all));
    await loadClientRoles(true);
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/inventory/all-rolenames?userID=u1');
    expect(useClientRoleStore.getState()).toEqual({
      role: null,
      choices: all,
      status: 'loaded',
    });
  });

  it('empties the role when the load fails, without throwing', async () => {
    fetchMock.mockResolvedValueOnce(json(own));
    await loadClientRoles(false);
    fetchMock.mockResolvedValueOnce(json(apiErrorBody(500, 'INTERNAL'), 500));
    await expect(loadClientRoles(false)).resolves.toBeUndefined();
    expect(useClientRoleStore.getState()).toEqual({ role: null, choices: [], status: 'failed' });
  });

  it('ignores an answer that a newer load overtook', async () => {
    let answerFirst: (roles: typeof own) => void = () => {};
    const first = loadClientRoles(false, {
      getRoleNames: () => new Promise((resolve) => (answerFirst = resolve)),
      getAllRoleNames: async () => [],
    });
    await loadClientRoles(false, {
      getRoleNames: async () => [role('Client.DEMO1')],
      getAllRoleNames: async () => [],
    });
    answerFirst(own);
    await first;
    expect(useClientRoleStore.getState().role).toEqual(role('Client.DEMO1'));
  });
});
