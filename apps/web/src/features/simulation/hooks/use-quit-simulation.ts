import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { PARAMETER_QUERY_ROOTS } from '../../../api/query-roots';
import { navigationActions } from '../../../state';
import { simulationKeys } from '../api/query-keys';
import { afterQuit } from '../lib/quit-destination';

/**
 * « Quitter la simulation » (spec §4 Simulation): transparisation, results and the
 * simulation are reset; the parameters, read for the simulation's look-through, are read
 * again; then home marks the SCR ready and the pages that showed the simulation go home.
 */
export function useQuitSimulation(): () => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(() => {
    navigationActions.simulationQuit();
    // The simulation's own reads are of no use any more; the securities search stays.
    queryClient.removeQueries({
      predicate: ({ queryKey }) =>
        queryKey[0] === simulationKeys.all[0] && queryKey[1] !== 'securities',
    });
    for (const queryKey of Object.values(PARAMETER_QUERY_ROOTS)) {
      void queryClient.invalidateQueries({ queryKey });
    }
    switch (afterQuit(pathname)) {
      case 'mark-scr-ready':
        navigationActions.scrMarkedReady();
        break;
      case 'go-home':
        void navigate('/');
        break;
      case 'stay':
        break;
    }
  }, [queryClient, navigate, pathname]);
}
