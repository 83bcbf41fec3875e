import { z } from 'zod';

/**
 * The catalogue of coded API errors: one code, one HTTP status, one French message.
 * The server throws these (apps/server/src/http/errors.ts builds Fastify errors from
 * them) and the web app reads the code to choose what to show.
 */
export const apiErrors = {
  VALIDATION: { status: 400, message: 'La requête est invalide.' },
  UNAUTHENTICATED: { status: 401, message: 'Authentification requise.' },
  INVALID_TOKEN: { status: 401, message: 'Le jeton d’accès est invalide ou a expiré.' },
  FORBIDDEN: { status: 403, message: 'Vous n’avez pas les droits nécessaires.' },
  USER_MISMATCH: {
    status: 403,
    message: 'L’identifiant utilisateur ne correspond pas à l’utilisateur connecté.',
  },
  ACCOUNT_DISABLED: {
    status: 401,
    message: 'Votre compte est désactivé. Contactez votre administrateur Prisme.',
  },
  UNKNOWN_USER: { status: 403, message: 'Utilisateur inconnu de Prisme.' },
  ROLE_FORBIDDEN: { status: 403, message: 'Ce client ne fait pas partie de votre périmètre.' },
  NOT_FOUND: { status: 404, message: 'Ressource introuvable.' },
  CONFLICT: { status: 409, message: 'Cette ressource existe déjà.' },
  STRUCTURE_IN_USE: {
    status: 409,
    message: 'Des données s’y rapportent : désactivez-le plutôt que de le supprimer.',
  },
  UNDERTAKING_MISSING: {
    status: 409,
    message:
      'Les données de l’entreprise déclarante (LEI, raison sociale, devise de déclaration) ne sont pas renseignées pour ce client : un administrateur les saisit sur la page « Clients et portefeuilles ».',
  },
  COMPUTATION_UNAVAILABLE: {
    status: 400,
    message: 'Ce calcul n’est pas encore disponible dans Prisme.',
  },
  JOB_CANCELLED: {
    status: 409,
    message: 'Travail annulé à votre demande : rien n’a été enregistré.',
  },
  JOB_ABANDONED: {
    status: 503,
    message:
      'Le serveur s’est arrêté deux fois pendant ce travail : il n’a pas abouti. Relancez-le.',
  },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'Le fichier dépasse la taille autorisée.' },
  BODY_TOO_LARGE: {
    status: 413,
    message: 'Le corps de la requête dépasse la taille autorisée pour cette opération.',
  },
  BODY_TOO_DEEP: {
    status: 400,
    message: 'Le corps de la requête est trop imbriqué (objets ou listes les uns dans les autres).',
  },
  TOO_MANY_REQUESTS: {
    status: 429,
    message: 'Trop de requêtes. Veuillez patienter avant de réessayer.',
  },
  INTERNAL: { status: 500, message: 'Une erreur interne est survenue. Veuillez réessayer.' },
  DATABASE_UNAVAILABLE: { status: 503, message: 'La base de données est indisponible.' },
  QUERY_TIMEOUT: {
    status: 503,
    message:
      'La requête a pris trop de temps et a été interrompue. Affinez le filtre ou le tri, puis réessayez.',
  },
  COLLAB_SITE_UNAVAILABLE: {
    status: 502,
    message:
      'Le site collaboratif est indisponible : son jeton d’accès n’a pas pu être obtenu. Veuillez réessayer.',
  },
} as const satisfies Record<string, { status: number; message: string }>;

export type ApiErrorCode = keyof typeof apiErrors;

/** The body of every error answer. `details` lists field problems for a 400. */
export const apiErrorSchema = z
  .object({
    statusCode: z.number().int(),
    code: z.string(),
    error: z.string(),
    message: z.string(),
    details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  })
  .meta({ id: 'ApiError' });
export type ApiError = z.infer<typeof apiErrorSchema>;
