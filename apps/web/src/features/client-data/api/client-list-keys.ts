import { PARAMETER_QUERY_ROOTS } from '../../../api/query-roots';
import type { ClientListKey } from '@prisme/domain';

export const clientDataKeys = {
  all: PARAMETER_QUERY_ROOTS.clientData,
  list: (list: ClientListKey, rolename: string) =>
    [...clientDataKeys.all, 'list', list, rolename] as const,
  cicFilters: (path: string) => [...clientDataKeys.all, 'cic-filters', path] as const,
  inPerimeter: (perimeterId: string, codes: readonly string[]) =>
    [...clientDataKeys.all, 'in-perimeter', perimeterId, codes.join(',')] as const,
};
