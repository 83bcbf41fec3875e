import { ApiError } from '../../../api/client';

/** Why a change was refused, and whether the code field is the one to blame. */
export interface Refusal {
  message: string;
  /** A duplicate code (409 CONFLICT): shown under the code field. */
  onCode: boolean;
}

export const LOAD_FAILURE =
  'Une erreur est survenue pendant le chargement des clients et portefeuilles.';
export const SAVE_FAILURE = 'Une erreur est survenue pendant l’enregistrement. Veuillez réessayer.';

/**
 * A refusal the server words (a 4xx other than 401) in its own French sentence: it says
 * which code exists or what still refers to the item (STRUCTURE_IN_USE), which the
 * catalogue's generic wording does not; anything else is the fallback.
 */
export function refusalOf(error: unknown): Refusal {
  if (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 401
  ) {
    return { message: error.serverMessage || error.message, onCode: error.code === 'CONFLICT' };
  }
  return { message: SAVE_FAILURE, onCode: false };
}
