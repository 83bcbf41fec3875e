import { ApiError } from '../../../api/client';

/**
 * What to tell the user when a change is refused: the server's own French reason for a
 * 4xx (« Le compartiment … n’est pas détenu par la simulation »), else the catalogue's.
 */
export function refusalOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    return error.serverMessage || error.message || fallback;
  }
  return fallback;
}
