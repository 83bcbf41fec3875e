import { configureApi } from '../api/client';

/** The API client of a test: user u1, bearer token tok-1 (undo with configureApi(undefined)). */
export function configureTestApi(): void {
  configureApi({
    productSlug: 'prisme',
    toolsSlug: 'tools',
    getAccessToken: async () => 'tok-1',
    getUserId: () => 'u1',
  });
}
