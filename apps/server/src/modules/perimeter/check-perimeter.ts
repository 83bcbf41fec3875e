import {
  selectedCompartments,
  unknownCompartmentEntries,
  type SavedPerimeter,
} from '@prisme/domain';
import { assertRoleAccess } from '../../auth/guards';
import type { UserAccess } from '../../auth/user-access';
import type { Executor } from '../../db/client';
import { ApiProblem, problem } from '../../http/errors';
import {
  findCompartments,
  findDeactivatedRoles,
  findPortfolioOwners,
} from '../inventory/repository';
import type { PerimeterScope } from '../lookthrough/input-repository';

/** Where a deactivated item is reactivated, as the refusals say (issue 35 §A.3). */
const REACTIVATE = 'réactivez-le sur la page Clients et portefeuilles pour le calculer';

/**
 * Checks a perimeter against the caller's rights and the client's data: the role is the
 * caller's, every portfolio is the role's, every compartment belongs to a chosen
 * portfolio. Another client's codes answer 403 without saying whether they exist. A
 * deactivated client, portfolio or compartment (issue 35 §A.3) is refused in French:
 * no new computation or saved perimeter takes it; existing results keep it.
 */
export async function checkPerimeter(
  db: Executor,
  access: UserAccess,
  perimeter: SavedPerimeter,
): Promise<void> {
  if (perimeter.rolename) {
    assertRoleAccess(access, perimeter.rolename);
    if ((await findDeactivatedRoles(db, [perimeter.rolename])).size > 0)
      throw refused(`le client « ${perimeter.rolename} » est désactivé ; ${REACTIVATE}.`);
  }
  if (perimeter.portfolios.length) {
    if (!perimeter.rolename) {
      throw new ApiProblem(
        'VALIDATION',
        'La requête est invalide : choisissez un client avant ses portefeuilles.',
      );
    }
    const owned = await findPortfolioOwners(db, perimeter.portfolios, [perimeter.rolename]);
    if (owned.length !== perimeter.portfolios.length) throw problem('ROLE_FORBIDDEN');
    const deactivated = owned.filter((p) => !p.active).map((p) => p.code);
    if (deactivated.length)
      throw refused(`portefeuille(s) désactivé(s) : ${deactivated.join(', ')} ; ${REACTIVATE}.`);
  }
  if (perimeter.compartments.length) {
    const known =
      perimeter.rolename && perimeter.portfolios.length
        ? await findCompartments(db, perimeter.rolename, perimeter.portfolios)
        : [];
    const unknown = unknownCompartmentEntries(perimeter.compartments, known);
    if (unknown.length) {
      throw new ApiProblem(
        'VALIDATION',
        `La requête est invalide : compartiment(s) hors des portefeuilles choisis : ${unknown.join(', ')}.`,
      );
    }
    // A bare code selects it in every chosen portfolio: a deactivated one among them is refused.
    const deactivated = selectedCompartments(
      perimeter.compartments,
      known.filter((c) => !c.active),
    ).map((c) => `${c.portfolio} / ${c.code}`);
    if (deactivated.length)
      throw refused(`compartiment(s) désactivé(s) : ${deactivated.join(', ')} ; ${REACTIVATE}.`);
  }
}

const refused = (why: string) =>
  new ApiProblem('VALIDATION', `Le périmètre n’est pas accepté : ${why}`);

/** A perimeter with every field chosen, as a computation needs it. */
export interface CompletePerimeter {
  rolename: string;
  valuationDate: string;
  portfolios: string[];
  compartments: string[];
  lookThroughLevel: NonNullable<SavedPerimeter['lookThroughLevel']>;
}

/**
 * The fields a computation cannot do without
 * (docs/decisions/perimeter/0059-perimeter-null-and-validity.md).
 */
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
