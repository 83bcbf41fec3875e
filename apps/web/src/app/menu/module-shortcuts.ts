import type { UserRights } from '@prisme/domain';
import { routeByPath, routeTitle, type RouteSpec } from '../routes/route-table';
import type { ModuleShortcut, ShortcutLink } from '../../features/home/HomePage';
import { menuItemRule, type MenuState } from './menu-rules';

/** The modules the shortcuts cover, each with its parameters page and its results. */
const MODULES: ReadonlyArray<Omit<ModuleShortcut, 'links'> & { paths: readonly string[] }> = [
  {
    id: 'solvency',
    label: 'Solvabilité II',
    description: 'SCR marché en formule standard : paramètres, calcul et résultats.',
    paths: ['/solvency/home', '/solvency/results'],
  },
  {
    id: 'esg',
    label: 'ESG',
    description: 'Notation ESG du portefeuille transparisé : pondérations et résultats.',
    paths: ['/esg/parameters', '/esg/results'],
  },
  {
    id: 'risk',
    label: 'Risque',
    description: 'Risque de liquidité : scénarios et résultats.',
    paths: ['/risk/parameters', '/risk/results'],
  },
];

function linkOf(spec: RouteSpec, rights: UserRights, state: MenuState): ShortcutLink | null {
  const rule = menuItemRule(spec, rights, state);
  if (rule.hidden) return null;
  return {
    path: spec.path,
    title: routeTitle(spec, rights),
    disabled: rule.disabled,
    ...(rule.reason ? { reason: rule.reason } : {}),
  };
}

/**
 * The home page's module shortcuts: one per module whose pages the rights show, each page
 * greyed out exactly as the menu greys it (menuItemRule). Their number counts the
 * solvency, ESG and risk rights (spec §6, moduleShortcutCount).
 */
export function moduleShortcuts(rights: UserRights, state: MenuState): ModuleShortcut[] {
  return MODULES.flatMap(({ paths, ...module }) => {
    const links = paths
      .map((path) => linkOf(routeByPath(path)!, rights, state))
      .filter((link): link is ShortcutLink => link !== null);
    return links.length > 0 ? [{ ...module, links }] : [];
  });
}
