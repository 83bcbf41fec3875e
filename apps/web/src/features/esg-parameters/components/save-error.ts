import { ApiError } from '../../../api/api-error';

/**
 * What a refused save says: the server's own French explanation of a 400 (which sum,
 * which sector), else the catalogue's message for the resource.
 */
export const saveErrorMessage = (error: unknown, fallback: string): string =>
  error instanceof ApiError && error.status === 400 && error.serverMessage
    ? error.serverMessage
    : fallback;
