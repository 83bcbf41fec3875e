import { Suspense } from 'react';
import { Navigate } from 'react-router';
import LinearProgress from '@mui/material/LinearProgress';
import { useClientRoleStore, useSessionStore } from '../../state';
import { routeAccess, routeTitle, type RouteSpec } from './route-table';
import { PAGES } from './pages';
import { RoleNeeded } from './RoleNeeded';

/**
 * Every route renders through here, so the rights check runs on every navigation
 * and again whenever the rights or the client role change (spec §2): a missing right
 * redirects to /, a missing role shows a request to choose one instead of the page.
 */
export function RoutePage({ spec }: { spec: RouteSpec }) {
  const rights = useSessionStore((state) => state.rights);
  const roleChosen = useClientRoleStore((state) => state.role !== null);
  const rolesLoading = useClientRoleStore((state) => state.status === 'loading');
  const title = routeTitle(spec, rights);
  switch (routeAccess(spec, { rights, roleChosen })) {
    case 'forbidden':
      return <Navigate to="/" replace />;
    case 'needs-role':
      return rolesLoading ? (
        <LinearProgress aria-label="Chargement des clients" />
      ) : (
        <RoleNeeded title={title} />
      );
    case 'enter': {
      const Page = PAGES[spec.page];
      return (
        <Suspense fallback={<LinearProgress aria-label="Chargement de la page" />}>
          <Page title={title} {...(spec.upcoming ? { upcoming: spec.upcoming } : {})} />
        </Suspense>
      );
    }
  }
}
