import { useEffect } from 'react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { sameDay } from '../../lib/iso-date';
import { navigationActions, type PerimeterSelection } from '../../state';
import { compartmentsQuery, portfoliosQuery, valuationDatesQuery } from './api/inventory';

/** One list of the bar: what to offer, and its own loading and error state (spec §8). */
export interface ListState<T> {
  items: T[];
  loading: boolean;
  failed: boolean;
  retry: () => void;
}

function listState<T>(query: UseQueryResult<T[]>): ListState<T> {
  return {
    // Spec §8: a failed list load empties the list.
    items: query.isError ? [] : (query.data ?? []),
    loading: query.isFetching,
    failed: query.isError,
    retry: () => void query.refetch(),
  };
}

/**
 * The bar's lists for the current client and selection: the client's portfolios, the
 * chosen portfolios' dates, their compartments at the chosen date. When a list arrives
 * the selection is fitted to it by the pure transitions of the navigation state
 * (portfoliosReceived, datesReceived, compartmentsReceived).
 */
export function usePerimeterLists(role: string | null, perimeter: PerimeterSelection) {
  const { portfolios: codes, valuationDate } = perimeter;
  const withPortfolios = role !== null && codes.length > 0;

  const portfolios = useQuery({ ...portfoliosQuery(role ?? ''), enabled: role !== null });
  const dates = useQuery({
    ...valuationDatesQuery(role ?? '', codes),
    enabled: withPortfolios,
  });
  // The compartments wait until the date fits the dates, or they would load twice.
  const dateSettled =
    dates.isSuccess &&
    (valuationDate === null
      ? dates.data.length === 0
      : dates.data.some((date) => sameDay(date, valuationDate)));
  const compartments = useQuery({
    ...compartmentsQuery(role ?? '', codes, valuationDate),
    enabled: withPortfolios && dateSettled,
  });

  useEffect(() => {
    if (portfolios.data) navigationActions.portfoliosReceived(portfolios.data);
  }, [portfolios.data]);
  useEffect(() => {
    if (withPortfolios && dates.data) navigationActions.datesReceived(dates.data);
  }, [withPortfolios, dates.data]);
  useEffect(() => {
    if (withPortfolios && compartments.data)
      navigationActions.compartmentsReceived(compartments.data);
  }, [withPortfolios, compartments.data]);

  return {
    portfolios: listState(portfolios),
    dates: listState(dates),
    compartments: listState(compartments),
  };
}
