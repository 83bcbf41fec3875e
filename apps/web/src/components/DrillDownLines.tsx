import { Suspense, useCallback, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { FilterModel } from '../lib/odata-query';
import { LoadingBlock } from './LoadingBlock';
import { ReportSection } from './ReportSection';

/**
 * A report's drill-down (issues 15 and 16): a figure's « Voir les lignes » sets the lines
 * grid's filter and scrolls to it. `onDrill` goes to the figures; `section` renders the
 * « Lignes » section with the grid `grid(filter)` gives.
 */
export function useLineDrill(id: string) {
  const [drill, setDrill] = useState<FilterModel | null>(null);
  const lines = useRef<HTMLDivElement>(null);
  const onDrill = useCallback((filter: FilterModel) => {
    setDrill(filter);
    lines.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, []);
  const section = (grid: (filter: FilterModel | null) => ReactNode) => (
    <Box ref={lines}>
      <ReportSection id={id} title="Lignes">
        {drill && (
          <Button size="small" onClick={() => setDrill(null)} sx={{ mb: 1 }}>
            Retirer le filtre
          </Button>
        )}
        <Suspense fallback={<LoadingBlock label="Chargement des lignes" />}>{grid(drill)}</Suspense>
      </ReportSection>
    </Box>
  );
  return { onDrill, section };
}
