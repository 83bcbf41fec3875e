import { lazy, Suspense } from 'react';
import type { TooltipProps } from '@mui/material/Tooltip';

const Tooltip = lazy(() => import('@mui/material/Tooltip'));

/**
 * MUI's Tooltip in its own chunk: with Popper and popper.js it weighs ~10 kB gzip,
 * which would push the shell's first bundle over its budget. Until the chunk is
 * there, the child shows without its tooltip.
 */
export function LazyTooltip(props: TooltipProps) {
  return (
    <Suspense fallback={props.children}>
      <Tooltip {...props} />
    </Suspense>
  );
}
