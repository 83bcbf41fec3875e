import { lazy, type ReactElement } from 'react';
import type { DataGridProps } from './DataGrid';

/**
 * The data grid in its own chunk (stack notes: AG Grid weighs ~230 kB gzip), loaded
 * the first time a page shows a grid. Render it inside <Suspense>. The cast restores
 * the row type that React.lazy drops.
 */
export const LazyDataGrid = lazy(() => import('./DataGrid')) as unknown as <T>(
  props: DataGridProps<T>,
) => ReactElement;
