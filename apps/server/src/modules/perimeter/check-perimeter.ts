import { unknownCompartmentEntries, type SavedPerimeter } from '@prisme/domain';
import { assertRoleAccess } from '../../auth/guards';
import type { UserAccess } from '../../auth/user-access';
import type { Executor } from '../../db/client';
import { ApiProblem, problem } from '../../http/errors';
import { findPortfolioOwners, listCompartments } from '../inventory/repository';
import type { PerimeterScope } from '../lookthrough/input-repository';

/**
 * Checks a perimeter against the caller's rights and the client's data: the role is the
 * caller's, every portfolio is the role's, every compartment belongs to a chosen
 * portfolio. Another client's codes answer 403 without saying whether they exist.
 */
export async function checkPerimeter(
  db: Executor,
  access: UserAccess,
  perimeter: SavedPerimeter,
): Promise<void> {
  if (perimeter.rolename) assertRoleAccess(access, perimeter.rolename);
  if (perimeter.portfolios.length) {
    if (!perimeter.rolename) {
      throw new ApiProblem(
        'VALIDATION',
        'La requête est invalide : choisissez un client avant ses portefeuilles.',
      );
    }
    const owned = await findPortfolioOwners(db, perimeter.portfolios, [perimeter.rolename]);
    if (owned.length !== perimeter.portfolios.length) throw problem('ROLE_FORBIDDEN');
  }
  if (perimeter.compartments.length) {
    const known =
      perimeter.rolename && perimeter.portfolios.length
        ? await listCompartments(db, perimeter.rolename, perimeter.portfolios, undefined)
        : [];
    const unknown = unknownCompartmentEntries(
      perimeter.compartments,
      known.map((c) => ({ portfolio: c.codePortefeuille, code: c.codeCompartiment })),
    );
    if (unknown.length) {
      throw new ApiProblem(
        'VALIDATION',
        `La requête est invalide : compartiment(s) hors des portefeuilles choisis : ${unknown.join(', ')}.`,
      );
    }
  }
}

/** A perimeter with every field chosen, as a computation needs it. */
export interface CompletePerimeter {
  rolename: string;
  valuationDate: string;
  portfolios: string[];
  compartments: string[];
  lookThroughLevel: NonNullable<SavedPerimeter['lookThroughLevel']>;
}

/** The fields a computation cannot do without (docs/decisions.md: a valid perimeter). */
export function requireCompletePerimeter(perimeter: SavedPerimeter): CompletePerimeter {
  const { rolename, valuationDate, lookThroughLevel, portfolios, compartments } = perimeter;
  const missing = [
    !rolename && 'le client',
    !portfolios.length && 'au moins un portefeuille',
    !valuationDate && 'la date de valorisation',
    !compartments.length && 'au moins un compartiment',
    !lookThroughLevel && 'le niveau de transparisation',
  ].filter(Boolean);
  if (!rolename || !valuationDate || !lookThroughLevel || missing.length) {
    throw new ApiProblem(
      'VALIDATION',
      `Le périmètre est incomplet : choisissez ${missing.join(', ')}.`,
    );
  }
  return { rolename, valuationDate, portfolios, compartments, lookThroughLevel };
}

/** The saved-perimeter form of a request: codes deduplicated, userID dropped. */
export const perimeterOfRequest = (request: SavedPerimeter): SavedPerimeter => ({
  valuationDate: request.valuationDate,
  rolename: request.rolename,
  portfolios: [...new Set(request.portfolios)],
  compartments: [...new Set(request.compartments)],
  lookThroughLevel: request.lookThroughLevel,
});

/** The scope a look-through or a computation runs on, of a perimeter already checked. */
export function scopeOfPerimeter(perimeter: SavedPerimeter): {
  scope: PerimeterScope;
  level: CompletePerimeter['lookThroughLevel'];
} {
  const complete = requireCompletePerimeter(perimeter);
  return {
    scope: {
      roleCode: complete.rolename,
      valuationDate: complete.valuationDate,
      portfolios: complete.portfolios,
      compartments: complete.compartments,
    },
    level: complete.lookThroughLevel,
  };
}

/**
 * A request's perimeter, checked against the caller's rights and the client's data, and
 * complete: the scope a look-through or a computation runs on.
 */
export async function resolvePerimeterScope(
  db: Executor,
  access: UserAccess,
  request: SavedPerimeter,
): Promise<ReturnType<typeof scopeOfPerimeter>> {
  const perimeter = perimeterOfRequest(request);
  await checkPerimeter(db, access, perimeter);
  return scopeOfPerimeter(perimeter);
}
