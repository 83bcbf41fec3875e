import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { configureApi } from '../../../api/client';
import {
  chooseClient,
  initialNavigationState,
  useClientRoleStore,
  useNavigationStore,
} from '../../../state';
import { fakeServer, on, requestsTo } from '../../../test/fake-server';
import { apiErrorBody, connectTestApi, json, renderWithQuery } from '../../../test/render';
import { anArchive, perimeterId } from '../lib/test-archives';
import { useArchiveFlags } from './use-archive-flags';

function Flags() {
  useArchiveFlags();
  return null;
}

const roles = [
  { code: 'Client.DEMO1', name: 'Démo 1' },
  { code: 'Client.DEMO2', name: 'Démo 2' },
];

describe('useArchiveFlags (spec §2 menu, §4)', () => {
  beforeEach(() => {
    connectTestApi();
    useClientRoleStore.setState({ role: roles[0]!, choices: roles, status: 'loaded' });
    useNavigationStore.setState(initialNavigationState);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    configureApi(undefined);
  });

  it('loads the role’s archives once and sets the flags of what they hold', async () => {
    const fetchMock = fakeServer([
      on('GET', '/api/archive/all', (url) =>
        json(
          url.searchParams.get('rolename') === 'Client.DEMO1'
            ? [anArchive({ scr: false, esg: true }), anArchive({ perimeterID: perimeterId(2) })]
            : [],
        ),
      ),
    ]);
    renderWithQuery(<Flags />);
    await waitFor(() => expect(useNavigationStore.getState().archives.status).toBe('loaded'));
    expect(useNavigationStore.getState().archives).toMatchObject({
      role: 'Client.DEMO1',
      exist: { transparisation: true, scr: true, esg: true, risk: false },
    });
    expect(requestsTo(fetchMock, 'GET', '/api/archive/all')).toHaveLength(1);

    // Another client: its own list, its own flags.
    chooseClient('Client.DEMO2');
    await waitFor(() =>
      expect(useNavigationStore.getState().archives).toMatchObject({
        role: 'Client.DEMO2',
        status: 'loaded',
        exist: { transparisation: false, scr: false, esg: false, risk: false },
      }),
    );
    expect(requestsTo(fetchMock, 'GET', '/api/archive/all')).toHaveLength(2);
  });

  it('a failed list offers no archive, and is not asked again in a loop', async () => {
    const fetchMock = fakeServer([
      on('GET', '/api/archive/all', () => json(apiErrorBody(500, 'INTERNAL'), 500)),
    ]);
    renderWithQuery(<Flags />);
    await waitFor(() => expect(useNavigationStore.getState().archives.status).toBe('failed'));
    expect(useNavigationStore.getState().archives.exist.transparisation).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requestsTo(fetchMock, 'GET', '/api/archive/all')).toHaveLength(1);
  });
});
