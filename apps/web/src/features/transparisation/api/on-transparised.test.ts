import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ComputationResponse } from '@prisme/domain';
import { onTransparised } from './on-transparised';
import { transparisationKeys } from './query-keys';

describe('onTransparised', () => {
  it('reloads the parameters of every area and the indicators (spec §4 Transparisation 3)', async () => {
    const client = new QueryClient();
    const keys = [
      ['scr-parameters', 'group', 'equity', 'Client.DEMO1'],
      ['client-data', 'list', 'strategicParticipations', 'Client.DEMO1'],
      [...transparisationKeys.summaries, 'perimetre'],
      ['integration', 'files'],
    ];
    for (const key of keys) client.setQueryData(key, { loaded: true });
    await onTransparised(client, {} as ComputationResponse);
    const stale = keys.map((key) => client.getQueryState(key)?.isInvalidated);
    expect(stale).toEqual([true, true, true, false]);
  });
});
