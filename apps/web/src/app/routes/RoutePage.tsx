import { Suspense } from 'react';
import { Navigate } from 'react-router';
import LinearProgress from '@mui/material/LinearProgress';
import { useSessionStore } from '../../state';
import { canEnter, routeTitle, type RouteSpec } from './route-table';
import { PAGES } from './pages';

/**
 * Every route renders through here, so the rights check runs on every navigation
 * and again whenever the rights change (spec §2): a missing right redirects to /.
 */
export function RoutePage({ spec }: { spec: RouteSpec }) {
  const rights = useSessionStore((state) => state.rights);
  // Seam: the perimeter issue supplies whether a client role is chosen.
  const roleChosen = true;
  if (!canEnter(spec, { rights, roleChosen })) return <Navigate to="/" replace />;
  const Page = PAGES[spec.page];
  return (
    <Suspense fallback={<LinearProgress aria-label="Chargement de la page" />}>
      <Page title={routeTitle(spec, rights)} />
    </Suspense>
  );
}
