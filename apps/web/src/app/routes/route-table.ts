import type { UserRights } from '@prisme/domain';

/**
 * The rights a route can need: the five flags, the derived ones (spec §6), and the admin
 * flag for the administration pages Prisme adds (news management); the server's
 * requireAdmin is the control, the route and the menu only follow it.
 */
export type RightKey =
  'transparency' | 'simulation' | 'solvency' | 'esg' | 'risk' | 'computing' | 'saving' | 'isAdmin';

/**
 * What an item needs besides its right and the client role (spec §2, menu behaviour):
 * - perimeter: a complete perimeter (client, portfolios, date, compartments);
 * - inventory: the perimeter's look-through positions loaded (data-dependent items);
 * - transparised: in simulation mode, the simulated portfolio transparised;
 * - scr-result, esg-result, risk-result: that computation done;
 * - *-archive: an archive of that kind for the client.
 */
export type Dependency =
  | 'perimeter'
  | 'inventory'
  | 'transparised'
  | 'scr-result'
  | 'esg-result'
  | 'risk-result'
  | 'transparisation-archive'
  | 'scr-archive'
  | 'esg-archive'
  | 'risk-archive';

/** Which page component renders a route; later issues add their own keys. */
export type PageKey =
  | 'home'
  | 'help'
  | 'lock'
  | 'title'
  | 'integration'
  | 'news'
  | 'users'
  | 'audit'
  | 'structure'
  | 'transparisation-portfolio'
  | 'transparisation-reporting'
  | 'compute'
  | 'archives'
  | 'solvency-results'
  | 'solvency-fund-reconciliation'
  | 'solvency-impact-2027'
  | 'scr-parameters'
  | 'client-data-strategic'
  | 'client-data-ltei'
  | 'client-data-intragroup'
  | 'client-data-concentration'
  | 'client-data-leverage'
  | 'client-data-defaulted-loans'
  | 'esg-results'
  | 'esg-pai'
  | 'esg-parameters'
  | 'esg-note-exceptions'
  | 'risk-results'
  | 'risk-scenarios'
  | ArchiveReportPageKey;

/** The archive reports' pages (features/archive-reports): « Analyse » of each module. */
export type ArchiveReportPageKey =
  | 'transparisation-archives-details'
  | 'transparisation-archives-historical'
  | 'transparisation-archives-comparison'
  | 'solvency-archives-details'
  | 'solvency-archives-historical'
  | 'solvency-archives-comparison'
  | 'esg-archives-details'
  | 'esg-archives-historical'
  | 'esg-archives-comparison'
  | 'esg-archives-temperature'
  | 'risk-archives-details';

export interface RouteSpec {
  /** Absolute path in the main layout; also the route's id for the menu. */
  path: string;
  title: string | ((rights: UserRights) => string);
  right?: RightKey;
  /** Needs a chosen client role (spec §2): the guard and the menu ask for one. */
  needsRole?: boolean;
  /** What the menu greys the item out without, in the order the tooltip names them. */
  needs?: Dependency[];
  page: PageKey;
  /** A screen still to come (page 'title'): what it will do, shown under « Bientôt disponible ». */
  upcoming?: string;
  /** Also served full-page under /{product}-reports/ (spec §2). */
  inReports?: boolean;
}

type Module = 'transparisation' | 'solvency' | 'esg' | 'risk';

const ARCHIVE_OF: Record<Module, Dependency> = {
  transparisation: 'transparisation-archive',
  solvency: 'scr-archive',
  esg: 'esg-archive',
  risk: 'risk-archive',
};
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
    // Archives belong to a client (spec §4 Archives: "reloads the archives for the role").
    needsRole: true,
    needs: [ARCHIVE_OF[module]],
    page: `${module}-archives-${view}` as ArchiveReportPageKey,
    inReports: true,
  }));

const page = (path: string, title: string, right?: RightKey, needs?: Dependency[]): RouteSpec => ({
  path,
  title,
  page: 'title',
  ...(right ? { right } : {}),
  ...(needs ? { needs } : {}),
});

/** Parameters are kept per client role (design: "per user and client role"). */
const clientParameters = (path: string, title: string, right: RightKey, needs?: Dependency[]) => ({
  ...page(path, title, right, needs),
  needsRole: true,
});

/** The client-data lists flag their entries "in perimeter" from the look-through positions. */
const clientData = (path: string, title: string, page: PageKey): RouteSpec => ({
  ...clientParameters(path, title, 'solvency', ['inventory']),
  page,
});

/** Results exist once computed, and in simulation mode once the simulation is transparised. */
const results = (path: string, right: RightKey, result: Dependency) =>
  page(path, 'Résultats', right, [result, 'transparised']);

/** THE table of routes × titles × rights (spec §2, §6): the menu and the guard read it. */
export const ROUTES: readonly RouteSpec[] = [
  { path: '/', title: 'Accueil', page: 'home' },
  { path: '/integration', title: 'Intégration', page: 'integration', needsRole: true },
  { ...page('/compute', 'Calculs', 'computing', ['perimeter']), page: 'compute' },
  {
    ...page('/archives', 'Gestion des Sauvegardes', 'saving'),
    needsRole: true,
    page: 'archives',
  },
  { path: '/help', title: 'Aide', page: 'help' },
  // Not in spec §2: the administrators' management of the "Actualités" list of the home page.
  { path: '/news', title: 'Actualités', page: 'news', right: 'isAdmin' },
  // Issue 20 §5-6: the accounts' rights, clients and state, and the journal of changes.
  { path: '/users', title: 'Utilisateurs', page: 'users', right: 'isAdmin' },
  { path: '/audit', title: 'Journal des modifications', page: 'audit', right: 'isAdmin' },
  // Issue 35 §A.3: the client roles, portfolios and compartments; needs no client chosen,
  // since on an empty database there is none yet.
  { path: '/clients', title: 'Clients et portefeuilles', page: 'structure', right: 'isAdmin' },
  { path: '/auth/lock', title: 'Déconnexion', page: 'lock' },
  // TRANSPARISATION
  {
    ...page('/transparisation/portfolio', 'Portefeuille/Simulation', 'transparency', ['perimeter']),
    title: (rights) => (rights.simulation ? 'Portefeuille/Simulation' : 'Portefeuille'),
    page: 'transparisation-portfolio',
  },
  {
    ...page('/transparisation/reporting', 'Indicateurs Transparisés', 'transparency', [
      'inventory',
      'transparised',
    ]),
    page: 'transparisation-reporting',
    inReports: true,
  },
  ...archives('transparisation', 'transparency', ['details', 'historical', 'comparison']),
  // PARAMETRES
  { ...clientParameters('/solvency/home', 'Paramètres SCR', 'solvency'), page: 'scr-parameters' },
  clientData(
    '/solvency/clientdata/strategicparticipations',
    'Participations Stratégiques',
    'client-data-strategic',
  ),
  clientData('/solvency/clientdata/ltei', 'LTEI', 'client-data-ltei'),
  clientData('/solvency/clientdata/intragroup', 'Intra Groupe', 'client-data-intragroup'),
  clientData(
    '/solvency/clientdata/concentrationexclusion',
    'Exclusion SCR Concentration',
    'client-data-concentration',
  ),
  clientData('/solvency/clientdata/propertyleverage', 'Taux Endettement', 'client-data-leverage'),
  clientData(
    '/solvency/clientdata/defaultedloans',
    'Prêts en Défaut',
    'client-data-defaulted-loans',
  ),
  { ...clientParameters('/esg/parameters', 'Paramètres ESG', 'esg'), page: 'esg-parameters' },
  {
    ...clientParameters('/esg/noteexceptions', 'Notations Forcées', 'esg', ['inventory']),
    page: 'esg-note-exceptions',
  },
  // The liquidity scenarios are shared by every client.
  { ...page('/risk/parameters', 'Scénarios Liquidité', 'risk'), page: 'risk-scenarios' },
  // SOLVABILITE II, ESG, RISQUE
  { ...results('/solvency/results', 'solvency', 'scr-result'), page: 'solvency-results' },
  // Not in spec §2 (issue 14 §2): each fund's SCR beside its manager's indicative figures.
  {
    ...page('/solvency/fund-reconciliation', 'Rapprochement SCR des fonds', 'solvency', [
      'scr-result',
      'transparised',
    ]),
    page: 'solvency-fund-reconciliation',
  },
  // Not in spec §2 (issue 37 §3): the market SCR under both rule sets, side by side.
  {
    ...page('/solvency/impact-2027', 'Impact 2027', 'solvency', ['scr-result', 'transparised']),
    page: 'solvency-impact-2027',
  },
  ...archives('solvency', 'solvency', ['details', 'historical', 'comparison']),
  { ...results('/esg/results', 'esg', 'esg-result'), page: 'esg-results' },
  // Not in spec §2 (issue 38 §9): the SFDR statement of principal adverse impacts.
  {
    ...page('/esg/pai', 'Incidences négatives (PAI)', 'esg', ['esg-result', 'transparised']),
    page: 'esg-pai',
  },
  ...archives('esg', 'esg', ['details', 'historical', 'comparison', 'temperature']),
  { ...results('/risk/results', 'risk', 'risk-result'), page: 'risk-results' },
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

/** Who holds a right, named to a user without it (« demandez à … »). */
const RIGHT_HOLDERS: Record<RightKey, string> = {
  transparency: 'un utilisateur ayant le droit de transparisation',
  simulation: 'un utilisateur ayant le droit de simulation',
  solvency: 'un analyste ayant le droit Solvabilité II',
  esg: 'un analyste ayant le droit ESG',
  risk: 'un analyste ayant le droit risque',
  computing: 'un analyste (droit Solvabilité II, ESG ou risque)',
  saving: 'un utilisateur ayant le droit de sauvegarde',
  isAdmin: 'un administrateur',
};

/**
 * The page at `path` as a hint names it, « « Calculs » », when the user's rights open it;
 * undefined otherwise: a hint must not send a user to a page they cannot see (issue 40).
 */
export function openableTitle(path: string, rights: UserRights): string | undefined {
  const spec = routeByPath(path);
  return spec && hasRight(spec, rights) ? `« ${routeTitle(spec, rights)} »` : undefined;
}

/** Who may open the page at `path`, for a user who may not. */
export function whoCanOpen(path: string): string {
  const right = routeByPath(path)?.right;
  return right ? RIGHT_HOLDERS[right] : 'un autre utilisateur';
}

/**
 * A hint that sends the user to a page: `go(its title)` when their rights open it, else
 * `ask(who can)`, from the route table's rights rather than page by page.
 */
export function pageHint(
  path: string,
  rights: UserRights,
  go: (title: string) => string,
  ask: (who: string) => string,
): string {
  const title = openableTitle(path, rights);
  return title ? go(title) : ask(whoCanOpen(path));
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
