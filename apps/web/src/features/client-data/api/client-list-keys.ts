import { PARAMETER_QUERY_ROOTS } from '../../../api/query-roots';
import type { ListKey } from '../lib/list-specs';

export const clientDataKeys = {
  all: PARAMETER_QUERY_ROOTS.clientData,
  list: (list: ListKey, rolename: string) =>
    [...clientDataKeys.all, 'list', list, rolename] as const,
  cicFilters: (path: string) => [...clientDataKeys.all, 'cic-filters', path] as const,
  inPerimeter: (perimeterId: string, codes: readonly string[]) =>
    [...clientDataKeys.all, 'in-perimeter', perimeterId, codes.join(',')] as const,
  knownSecurities: (codes: readonly string[]) =>
    [...clientDataKeys.all, 'known-securities', codes.join(',')] as const,
};
