import { describe, expect, it } from 'vitest';
import { INITIAL_RIGHTS, deriveRights } from '@prisme/domain';
import {
  ROUTES,
  openableTitle,
  pageHint,
  routeAccess,
  routeByPath,
  routeTitle,
  whoCanOpen,
} from './route-table';
import { lecteurRights } from '../../test/rights';

const none = { transparency: false, simulation: false, solvency: false, esg: false, risk: false };
const all = deriveRights(false, {
  transparency: true,
  simulation: true,
  solvency: true,
  esg: true,
  risk: true,
});
const lecteur = deriveRights(false, { ...none, transparency: true });

/** Spec §2, main layout: every path with its title and the right it needs. */
const SPEC_ROUTES: Array<[string, string, string | undefined]> = [
  ['/', 'Accueil', undefined],
  ['/integration', 'Intégration', undefined],
  ['/compute', 'Calculs', 'computing'],
  ['/archives', 'Gestion des Sauvegardes', 'saving'],
  ['/help', 'Aide', undefined],
  // Added to spec §2: news management, for administrators only.
  ['/news', 'Actualités', 'isAdmin'],
  // Added (issue 20 §5-6): the accounts and the journal of changes, administrators only.
  ['/users', 'Utilisateurs', 'isAdmin'],
  ['/audit', 'Journal des modifications', 'isAdmin'],
  // Added (issue 35 §A.3): the client roles, portfolios and compartments.
  ['/clients', 'Clients et portefeuilles', 'isAdmin'],
  ['/auth/lock', 'Déconnexion', undefined],
  ['/transparisation/portfolio', 'Portefeuille/Simulation', 'transparency'],
  ['/transparisation/reporting', 'Indicateurs Transparisés', 'transparency'],
  ['/transparisation/archives/details', 'Rapports Détaillés', 'transparency'],
  ['/transparisation/archives/historical', 'Analyse Historique', 'transparency'],
  ['/transparisation/archives/comparison', 'Etude Comparative', 'transparency'],
  ['/solvency/home', 'Paramètres SCR', 'solvency'],
  ['/solvency/clientdata/strategicparticipations', 'Participations Stratégiques', 'solvency'],
  ['/solvency/clientdata/ltei', 'LTEI', 'solvency'],
  ['/solvency/clientdata/intragroup', 'Intra Groupe', 'solvency'],
  ['/solvency/clientdata/concentrationexclusion', 'Exclusion SCR Concentration', 'solvency'],
  ['/solvency/clientdata/propertyleverage', 'Taux Endettement', 'solvency'],
  // Added (issue 37): the loans in default or forborne of Art. 176(1) 2027.
  ['/solvency/clientdata/defaultedloans', 'Prêts en Défaut', 'solvency'],
  ['/esg/parameters', 'Paramètres ESG', 'esg'],
  ['/esg/noteexceptions', 'Notations Forcées', 'esg'],
  ['/risk/parameters', 'Scénarios Liquidité', 'risk'],
  ['/solvency/results', 'Résultats', 'solvency'],
  // Added to spec §2 (issue 14): the funds' SCR beside their managers' figures.
  ['/solvency/fund-reconciliation', 'Rapprochement SCR des fonds', 'solvency'],
  ['/solvency/impact-2027', 'Impact 2027', 'solvency'],
  ['/solvency/archives/details', 'Rapports Détaillés', 'solvency'],
  ['/solvency/archives/historical', 'Analyse Historique', 'solvency'],
  ['/solvency/archives/comparison', 'Etude Comparative', 'solvency'],
  ['/esg/results', 'Résultats', 'esg'],
  // Added (issue 38 §9): the SFDR statement of principal adverse impacts.
  ['/esg/pai', 'Incidences négatives (PAI)', 'esg'],
  ['/esg/archives/details', 'Rapports Détaillés', 'esg'],
  ['/esg/archives/historical', 'Analyse Historique', 'esg'],
  ['/esg/archives/comparison', 'Etude Comparative', 'esg'],
  ['/esg/archives/temperature', 'Température Implicite', 'esg'],
  ['/risk/results', 'Résultats', 'risk'],
  ['/risk/archives/details', 'Rapports Détaillés', 'risk'],
];

describe('route table (spec §2)', () => {
  it('holds exactly the routes of the spec, once each', () => {
    expect(ROUTES.map((spec) => spec.path).sort()).toEqual(
      SPEC_ROUTES.map(([path]) => path).sort(),
    );
  });

  it.each(SPEC_ROUTES)('%s is titled "%s" and needs %s', (path, title, right) => {
    const spec = routeByPath(path)!;
    expect(routeTitle(spec, all)).toBe(title);
    expect(spec.right).toBe(right);
  });

  it('renders the compute and SCR results pages with their menu rules unchanged', () => {
    expect(routeByPath('/compute')).toMatchObject({ page: 'compute', needs: ['perimeter'] });
    expect(routeByPath('/solvency/results')).toMatchObject({
      page: 'solvency-results',
      needs: ['scr-result', 'transparised'],
    });
    expect(routeByPath('/solvency/results')!.inReports).toBeUndefined();
    expect(routeByPath('/solvency/fund-reconciliation')).toMatchObject({
      page: 'solvency-fund-reconciliation',
      needs: ['scr-result', 'transparised'],
    });
  });

  it('renders the SCR parameters page for a chosen client, without data dependency', () => {
    expect(routeByPath('/solvency/home')).toMatchObject({
      page: 'scr-parameters',
      right: 'solvency',
      needsRole: true,
    });
    expect(routeByPath('/solvency/home')!.needs).toBeUndefined();
  });

  it.each([
    ['strategicparticipations', 'client-data-strategic'],
    ['ltei', 'client-data-ltei'],
    ['intragroup', 'client-data-intragroup'],
    ['concentrationexclusion', 'client-data-concentration'],
    ['propertyleverage', 'client-data-leverage'],
    ['defaultedloans', 'client-data-defaulted-loans'],
  ])('renders /solvency/clientdata/%s, which needs a client and the inventory', (path, key) => {
    expect(routeByPath(`/solvency/clientdata/${path}`)).toMatchObject({
      page: key,
      right: 'solvency',
      needsRole: true,
      needs: ['inventory'],
    });
  });

  it('titles the portfolio "Portefeuille" without the simulation right', () => {
    const spec = routeByPath('/transparisation/portfolio')!;
    expect(routeTitle(spec, lecteur)).toBe('Portefeuille');
  });

  it('serves the report children of spec §2 in the full-page layout', () => {
    const reports = ROUTES.filter((spec) => spec.inReports)
      .map((spec) => spec.path)
      .sort();
    expect(reports).toEqual(
      [
        '/transparisation/reporting',
        '/solvency/archives/details',
        '/solvency/archives/historical',
        '/solvency/archives/comparison',
        '/esg/archives/details',
        '/esg/archives/historical',
        '/esg/archives/comparison',
        '/esg/archives/temperature',
        '/risk/archives/details',
        '/transparisation/archives/details',
        '/transparisation/archives/historical',
        '/transparisation/archives/comparison',
      ].sort(),
    );
  });
});

describe('routeAccess (the guard rule)', () => {
  const access = (path: string, rights: typeof all, roleChosen = true) =>
    routeAccess(routeByPath(path)!, { rights, roleChosen });

  it('forbids a route whose right is missing', () => {
    expect(access('/solvency/results', lecteur)).toBe('forbidden');
    expect(access('/compute', lecteur)).toBe('forbidden');
  });
  it('lets the user in with the right', () => {
    expect(access('/solvency/results', all)).toBe('enter');
    expect(access('/compute', INITIAL_RIGHTS)).toBe('enter');
  });
  it('asks for a client role on integration and archives, not elsewhere', () => {
    expect(access('/integration', all, false)).toBe('needs-role');
    expect(access('/archives', all, false)).toBe('needs-role');
    expect(access('/integration', all, true)).toBe('enter');
    expect(access('/help', lecteur, false)).toBe('enter');
  });
  it('lets only an administrator manage the news', () => {
    expect(access('/news', all)).toBe('forbidden');
    expect(access('/news', lecteur)).toBe('forbidden');
    expect(access('/news', deriveRights(true, none), false)).toBe('enter');
    expect(access('/users', all)).toBe('forbidden');
    expect(access('/audit', lecteur)).toBe('forbidden');
    expect(access('/users', deriveRights(true, none), false)).toBe('enter');
    expect(access('/audit', deriveRights(true, none), false)).toBe('enter');
    // The structure is set up before any client exists: no client role is needed.
    expect(access('/clients', all)).toBe('forbidden');
    expect(access('/clients', lecteur)).toBe('forbidden');
    expect(access('/clients', deriveRights(true, none), false)).toBe('enter');
  });
  it('checks the right before the role', () => {
    const noSaving = { ...all, saving: false };
    expect(access('/archives', noSaving, false)).toBe('forbidden');
  });
});

describe('screens still to come', () => {
  it('each says what it will do, in French, under « Bientôt disponible »', () => {
    const upcoming = ROUTES.filter((spec) => spec.page === 'title');
    for (const spec of upcoming) {
      expect(spec.upcoming, spec.path).toMatch(/^[A-ZÉÀ].{20,}\.$/);
    }
    // The archive reports are built (issue 18 §3).
    expect(routeByPath('/esg/archives/comparison')!.page).toBe('esg-archives-comparison');
    expect(routeByPath('/esg/archives/comparison')!.upcoming).toBeUndefined();
    expect(routeByPath('/risk/archives/details')!.page).toBe('risk-archives-details');
    expect(routeByPath('/risk/archives/details')!.upcoming).toBeUndefined();
    // Built screens have no such sentence.
    expect(routeByPath('/solvency/results')!.upcoming).toBeUndefined();
    expect(routeByPath('/archives')!.page).toBe('archives');
    expect(routeByPath('/archives')!.upcoming).toBeUndefined();
    expect(routeByPath('/esg/archives/temperature')!.page).toBe('esg-archives-temperature');
    expect(routeByPath('/esg/archives/temperature')!.needs).toEqual(['esg-archive']);
  });
});

describe('hints follow rights (issue 40)', () => {
  const lecteur = lecteurRights;
  const analyste = all;
  it('names a page only to a user whose rights open it, else says who can', () => {
    expect(openableTitle('/compute', analyste)).toBe('« Calculs »');
    expect(openableTitle('/compute', lecteur)).toBeUndefined();
    expect(openableTitle('/archives', lecteur)).toBe('« Gestion des Sauvegardes »');
    const hint = (rights: typeof lecteur) =>
      pageHint(
        '/compute',
        rights,
        (page) => `Depuis ${page}.`,
        (who) => `Demandez à ${who}.`,
      );
    expect(hint(analyste)).toBe('Depuis « Calculs ».');
    expect(hint(lecteur)).toBe('Demandez à un analyste (droit Solvabilité II, ESG ou risque).');
    expect(whoCanOpen('/users')).toBe('un administrateur');
  });
});
