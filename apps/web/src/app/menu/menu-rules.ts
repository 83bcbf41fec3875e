import type { UserRights } from '@prisme/domain';
import { busyWith, isPerimeterValid, type BusyWith, type NavigationState } from '../../state';
import { ROLE_NEEDED_HINT, hasRight, type Dependency, type RouteSpec } from '../routes/route-table';

/** What the menu's availability depends on besides the rights. */
export interface MenuState {
  /** The chosen client role's code. */
  role: string | null;
  navigation: NavigationState;
}

/** One item's rule: hidden without its right; otherwise greyed out with a reason, or not. */
export interface ItemRule {
  hidden: boolean;
  disabled: boolean;
  /** Why it is greyed out: the item's tooltip. */
  reason?: string;
}

export const BUSY_REASONS: Record<BusyWith, string> = {
  parameters: 'Enregistrement des paramètres en cours…',
  scr: 'Calcul du SCR en cours…',
  inventory: "Chargement de l'inventaire en cours…",
};

export const DEPENDENCY_REASONS: Record<Dependency, string> = {
  perimeter: "Complétez d'abord le périmètre : portefeuilles, date de valorisation, compartiments",
  inventory: "Transparisez d'abord le périmètre : l'inventaire n'est pas chargé",
  transparised: "Transparisez d'abord le portefeuille simulé",
  'scr-result': "Lancez d'abord le calcul du SCR (Calculs)",
  'esg-result': "Lancez d'abord le calcul ESG (Calculs)",
  'risk-result': "Lancez d'abord le calcul du risque de liquidité (Calculs)",
  'transparisation-archive': 'Aucune sauvegarde pour ce client',
  'scr-archive': 'Aucune sauvegarde de résultats SCR pour ce client',
  'esg-archive': 'Aucune sauvegarde de résultats ESG pour ce client',
  'risk-archive': 'Aucune sauvegarde de résultats de risque pour ce client',
};

function lacks(dependency: Dependency, { role, navigation: nav }: MenuState): boolean {
  // Archive flags describe the role they were loaded for, and only that one.
  const archive = (kind: keyof NavigationState['archives']['exist']) =>
    !(nav.archives.role === role && nav.archives.exist[kind]);
  switch (dependency) {
    case 'perimeter':
      return !isPerimeterValid(nav.perimeter, role !== null);
    case 'inventory':
      return nav.lookThrough.status !== 'loaded';
    case 'transparised':
      return nav.simulation.simulationMode && !nav.simulation.transparised;
    case 'scr-result':
      return !nav.results.scr.done;
    case 'esg-result':
      return !nav.results.esg.done;
    case 'risk-result':
      return !nav.results.risk.done;
    case 'transparisation-archive':
      return archive('transparisation');
    case 'scr-archive':
      return archive('scr');
    case 'esg-archive':
      return archive('esg');
    case 'risk-archive':
      return archive('risk');
  }
}

const greyed = (reason: string): ItemRule => ({ hidden: false, disabled: true, reason });

/**
 * The menu behaviour of spec §2 for one item, a pure function of the rights and the
 * navigation state: hidden without its right; every item greyed out while parameters
 * save, the SCR loads or the inventory loads; then greyed out while the client role or
 * a dependency of the route table is missing, saying which.
 */
export function menuItemRule(spec: RouteSpec, rights: UserRights, state: MenuState): ItemRule {
  if (!hasRight(spec, rights)) return { hidden: true, disabled: true };
  const busy = busyWith(state.navigation);
  if (busy) return greyed(BUSY_REASONS[busy]);
  const needs = spec.needs ?? [];
  if ((spec.needsRole || needs.includes('perimeter')) && state.role === null) {
    return greyed(ROLE_NEEDED_HINT);
  }
  const missing = needs.find((dependency) => lacks(dependency, state));
  return missing ? greyed(DEPENDENCY_REASONS[missing]) : { hidden: false, disabled: false };
}
