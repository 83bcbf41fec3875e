import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPaiStatement } from '../../../api/pai-statement';
import { archiveReportKeys } from './archive-reports-api';

/** The PAI statement of an archived perimeter (GET /api/esg/pai), null when it has none. */
export function useArchivedPai(perimeterId: string) {
  return useQuery(
    queryOptions({
      queryKey: [...archiveReportKeys.all, 'pai', perimeterId],
      queryFn: ({ signal }) => getPaiStatement(perimeterId, signal),
      // An archive reads the same forever.
      staleTime: Infinity,
    }),
  );
}
