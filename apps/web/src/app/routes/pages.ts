import type { PageKey } from './route-table';
import { lazyPage, type LazyPage } from './lazy-page';

/** The page of each PageKey; each is its own chunk (imported by path, not via an index). */
export const PAGES: Record<PageKey, LazyPage> = {
  home: lazyPage(() => import('./HomeRoute').then((m) => m.HomeRoute)),
  news: lazyPage(() => import('../../features/news/NewsAdminPage').then((m) => m.NewsAdminPage)),
  users: lazyPage(() => import('../../features/users/UsersPage').then((m) => m.UsersPage)),
  structure: lazyPage(() => import('./ClientsRoute').then((m) => m.ClientsRoute)),
  audit: lazyPage(() => import('../../features/audit/AuditPage').then((m) => m.AuditPage)),
  help: lazyPage(() => import('../../features/help/HelpPage').then((m) => m.HelpPage)),
  lock: lazyPage(() => import('../../features/auth/LockPage').then((m) => m.LockPage)),
  integration: lazyPage(() =>
    import('../../features/integration/IntegrationPage').then((m) => m.IntegrationPage),
  ),
  'transparisation-portfolio': lazyPage(() =>
    import('./PortfolioRoute').then((m) => m.PortfolioRoute),
  ),
  'transparisation-reporting': lazyPage(() =>
    import('../../features/transparisation/ReportingPage').then((m) => m.ReportingPage),
  ),
  compute: lazyPage(() => import('./ComputeRoute').then((m) => m.ComputeRoute)),
  archives: lazyPage(() =>
    import('../../features/archives/ArchivesPage').then((m) => m.ArchivesPage),
  ),
  'solvency-results': lazyPage(() =>
    import('../../features/solvency/ResultsPage').then((m) => m.ResultsPage),
  ),
  'solvency-fund-reconciliation': lazyPage(() =>
    import('../../features/solvency/FundReconciliationPage').then((m) => m.FundReconciliationPage),
  ),
  'solvency-impact-2027': lazyPage(() =>
    import('../../features/solvency/ImpactPage').then((m) => m.ImpactPage),
  ),
  'scr-parameters': lazyPage(() =>
    import('../../features/scr-parameters/ScrParametersPage').then((m) => m.ScrParametersPage),
  ),
  'client-data-strategic': lazyPage(() =>
    import('../../features/client-data/pages').then((m) => m.StrategicParticipationsPage),
  ),
  'client-data-ltei': lazyPage(() =>
    import('../../features/client-data/pages').then((m) => m.LongTermAssetsPage),
  ),
  'client-data-intragroup': lazyPage(() =>
    import('../../features/client-data/pages').then((m) => m.IntraGroupsPage),
  ),
  'client-data-concentration': lazyPage(() =>
    import('../../features/client-data/pages').then((m) => m.ConcentrationExclusionsPage),
  ),
  'client-data-leverage': lazyPage(() =>
    import('../../features/client-data/pages').then((m) => m.PropertyLeveragesPage),
  ),
  'client-data-defaulted-loans': lazyPage(() =>
    import('../../features/client-data/pages').then((m) => m.DefaultedLoansPage),
  ),
  'esg-results': lazyPage(() =>
    import('../../features/esg-results/EsgResultsPage').then((m) => m.EsgResultsPage),
  ),
  'esg-pai': lazyPage(() => import('../../features/esg-pai/EsgPaiPage').then((m) => m.EsgPaiPage)),
  'esg-parameters': lazyPage(() =>
    import('../../features/esg-parameters/EsgParametersPage').then((m) => m.EsgParametersPage),
  ),
  'esg-note-exceptions': lazyPage(() =>
    import('../../features/client-data/pages').then((m) => m.NoteExceptionsPage),
  ),
  'risk-results': lazyPage(() =>
    import('../../features/liquidity-results/LiquidityResultsPage').then(
      (m) => m.LiquidityResultsPage,
    ),
  ),
  'risk-scenarios': lazyPage(() =>
    import('../../features/liquidity-scenarios/LiquidityScenariosPage').then(
      (m) => m.LiquidityScenariosPage,
    ),
  ),
  'transparisation-archives-details': lazyPage(() =>
    import('../../features/archive-reports/pages').then((m) => m.TransparisationDetailsPage),
  ),
  'transparisation-archives-historical': lazyPage(() =>
    import('../../features/archive-reports/pages').then((m) => m.TransparisationHistoricalPage),
  ),
  'transparisation-archives-comparison': lazyPage(() =>
    import('../../features/archive-reports/pages').then((m) => m.TransparisationComparisonPage),
  ),
  'solvency-archives-details': lazyPage(() =>
    import('../../features/archive-reports/pages').then((m) => m.SolvencyDetailsPage),
  ),
  'solvency-archives-historical': lazyPage(() =>
    import('../../features/archive-reports/pages').then((m) => m.SolvencyHistoricalPage),
  ),
  'solvency-archives-comparison': lazyPage(() =>
    import('../../features/archive-reports/pages').then((m) => m.SolvencyComparisonPage),
  ),
  'esg-archives-details': lazyPage(() =>
    import('../../features/archive-reports/pages').then((m) => m.EsgDetailsPage),
  ),
  'esg-archives-historical': lazyPage(() =>
    import('../../features/archive-reports/pages').then((m) => m.EsgHistoricalPage),
  ),
  'esg-archives-comparison': lazyPage(() =>
    import('../../features/archive-reports/pages').then((m) => m.EsgComparisonPage),
  ),
  'esg-archives-temperature': lazyPage(() =>
    import('../../features/archive-reports/pages').then((m) => m.EsgTemperaturePage),
  ),
  'risk-archives-details': lazyPage(() =>
    import('../../features/archive-reports/pages').then((m) => m.RiskDetailsPage),
  ),
  title: lazyPage(() => import('../../components/TitlePage').then((m) => m.TitlePage)),
};
