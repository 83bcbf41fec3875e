import type { UserRights } from '@prisme/domain';

/** The rights a route can need: the five flags and the derived ones (spec §6). */
export type RightKey =
  'transparency' | 'simulation' | 'solvency' | 'esg' | 'risk' | 'computing' | 'saving';

/** Which page component renders a route; later issues add their own keys. */
export type PageKey = 'home' | 'help' | 'lock' | 'title' | 'integration';

export interface RouteSpec {
  /** Absolute path in the main layout; also the route's id for the menu. */
  path: string;
  title: string | ((rights: UserRights) => string);
  right?: RightKey;
  /** Needs a chosen client role (spec §2): the guard and the menu ask for one. */
  needsRole?: boolean;
  page: PageKey;
  /** Also served full-page under /{product}-reports/ (spec §2). */
  inReports?: boolean;
}

type Module = 'transparisation' | 'solvency' | 'esg' | 'risk';
export type ArchiveView = 'details' | 'historical' | 'comparison' | 'temperature';

export const ARCHIVE_TITLES: Record<ArchiveView, string> = {
  details: 'Rapports Détaillés',
  historical: 'Analyse Historique',
  comparison: 'Etude Comparative',
  temperature: 'Température Implicite',
};

const archives = (module: Module, right: RightKey, views: ArchiveView[]): RouteSpec[] =>
  views.map((view) => ({
    path: `/${module}/archives/${view}`,
    title: ARCHIVE_TITLES[view],
    right,
    page: 'title',
    inReports: true,
  }));

const page = (path: string, title: string, right?: RightKey): RouteSpec => ({
  path,
  title,
  page: 'title',
  ...(right ? { right } : {}),
});

/** THE table of routes × titles × rights (spec §2, §6): the menu and the guard read it. */
export const ROUTES: readonly RouteSpec[] = [
  { path: '/', title: 'Accueil', page: 'home' },
  { path: '/integration', title: 'Intégration', page: 'integration', needsRole: true },
  page('/compute', 'Calculs', 'computing'),
  { ...page('/archives', 'Gestion des Sauvegardes', 'saving'), needsRole: true },
  { path: '/help', title: 'Aide', page: 'help' },
  { path: '/auth/lock', title: 'Déconnexion', page: 'lock' },
  // TRANSPARISATION
  {
    ...page('/transparisation/portfolio', 'Portefeuille/Simulation', 'transparency'),
    title: (rights) => (rights.simulation ? 'Portefeuille/Simulation' : 'Portefeuille'),
  },
  {
    ...page('/transparisation/reporting', 'Indicateurs Transparisés', 'transparency'),
    inReports: true,
  },
  ...archives('transparisation', 'transparency', ['details', 'historical', 'comparison']),
  // PARAMETRES
  page('/solvency/home', 'Paramètres SCR', 'solvency'),
  page('/solvency/clientdata/strategicparticipations', 'Participations Stratégiques', 'solvency'),
  page('/solvency/clientdata/ltei', 'LTEI', 'solvency'),
  page('/solvency/clientdata/intragroup', 'Intra Groupe', 'solvency'),
  page('/solvency/clientdata/concentrationexclusion', 'Exclusion SCR Concentration', 'solvency'),
  page('/solvency/clientdata/propertyleverage', 'Taux Endettement', 'solvency'),
  page('/esg/parameters', 'Paramètres ESG', 'esg'),
  page('/esg/noteexceptions', 'Notations Forcées', 'esg'),
  page('/risk/parameters', 'Scénarios Liquidité', 'risk'),
  // SOLVABILITE II, ESG, RISQUE
  page('/solvency/results', 'Résultats', 'solvency'),
  ...archives('solvency', 'solvency', ['details', 'historical', 'comparison']),
  page('/esg/results', 'Résultats', 'esg'),
  ...archives('esg', 'esg', ['details', 'historical', 'comparison', 'temperature']),
  page('/risk/results', 'Résultats', 'risk'),
  ...archives('risk', 'risk', ['details']),
];

const byPath = new Map(ROUTES.map((spec) => [spec.path, spec]));

export function routeByPath(path: string): RouteSpec | undefined {
  return byPath.get(path);
}

export function routeTitle(spec: RouteSpec, rights: UserRights): string {
  return typeof spec.title === 'function' ? spec.title(rights) : spec.title;
}

export function hasRight(spec: RouteSpec, rights: UserRights): boolean {
  return spec.right === undefined || rights[spec.right];
}

/** Shown instead of a page, and beside a greyed menu item, that needs a client role. */
export const ROLE_NEEDED_MESSAGE = "Choisissez d'abord un client.";
export const ROLE_NEEDED_HINT = "Choisissez d'abord un client";

export type RouteAccess = 'enter' | 'forbidden' | 'needs-role';

/**
 * The guard's rule, run on every navigation (spec §2): a missing right sends the user
 * to /; a missing client role keeps the user on the route, which asks for one, since
 * choosing a client in the bar then opens the page where the user meant to go.
 */
export function routeAccess(
  spec: RouteSpec,
  context: { rights: UserRights; roleChosen: boolean },
): RouteAccess {
  if (!hasRight(spec, context.rights)) return 'forbidden';
  if (spec.needsRole && !context.roleChosen) return 'needs-role';
  return 'enter';
}

/** The full-page report layout's base path (spec §2). */
export const reportsBasePath = (productSlug: string) => `/${productSlug}-reports`;
