import { useMemo } from 'react';
import { createHashRouter, Navigate, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { MainLayout } from '../layouts/MainLayout';
import { ReportLayout } from '../layouts/ReportLayout';
import { ROUTES, reportsBasePath, type RouteSpec } from './route-table';
import { RouteError } from './RouteError';
import { ProductSlugContext } from './product-context';
import { RoutePage } from './RoutePage';

function toRoute(spec: RouteSpec): RouteObject {
  const element = <RoutePage spec={spec} />;
  if (spec.path === '/') return { index: true, element, errorElement: <RouteError /> };
  return { path: spec.path.slice(1), element, errorElement: <RouteError /> };
}

/** Every route of spec §2, built from the one route table. */
export function buildRoutes(productSlug: string): RouteObject[] {
  return [
    {
      path: '/',
      element: <MainLayout />,
      errorElement: <RouteError />,
      children: ROUTES.map(toRoute),
    },
    {
      path: reportsBasePath(productSlug),
      element: <ReportLayout />,
      errorElement: <RouteError />,
      children: [
        { index: true, element: <Navigate to="/" replace /> },
        ...ROUTES.filter((spec) => spec.inReports).map(toRoute),
      ],
    },
    // Unknown paths redirect to / (spec §2).
    { path: '*', element: <Navigate to="/" replace /> },
  ];
}

export function AppRouter({ productSlug }: { productSlug: string }) {
  const router = useMemo(() => createHashRouter(buildRoutes(productSlug)), [productSlug]);
  return (
    <ProductSlugContext.Provider value={productSlug}>
      <RouterProvider router={router} />
    </ProductSlugContext.Provider>
  );
}
