import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { Archive } from '@prisme/domain';
import { LoadingBlock } from '../../../components/LoadingBlock';
import { ReportSection } from '../../../components/ReportSection';
import type { FilterModel } from '../../../lib/odata-query';
import type { ReportModule } from '../lib/report-module';

const ArchiveLinesGrid = lazy(() => import('./ArchiveLinesGrid'));

/** A drill from a figure of an archive to its lines (null: every line). */
export type ArchiveDrill = (perimeterId: string, filter: FilterModel | null, what: string) => void;

/**
 * The drill-down of the details report: a figure's « Voir les lignes » picks the archive
 * and the grid's filter and scrolls to the lines; one grid at a time, for the archive
 * chosen in the tabs.
 */
export function useArchiveLines(module: ReportModule, archives: readonly Archive[]) {
  const [state, setState] = useState<{
    perimeterId: string | null;
    filter: FilterModel | null;
    what: string | null;
  }>({ perimeterId: null, filter: null, what: null });
  const anchor = useRef<HTMLDivElement>(null);
  const onDrill = useCallback<ArchiveDrill>((perimeterId, filter, what) => {
    setState({ perimeterId, filter, what });
    anchor.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, []);
  const current = archives.find((a) => a.perimeterID === state.perimeterId) ?? archives[0] ?? null;
  const section = current && (
    <Box ref={anchor}>
      <ReportSection id="archive-lignes" title="Lignes">
        {archives.length > 1 && (
          <Tabs
            value={current.perimeterID}
            onChange={(_, id: string) => setState({ perimeterId: id, filter: null, what: null })}
            variant="scrollable"
            aria-label="Sauvegarde dont les lignes sont affichées"
            sx={{ mb: 1 }}
          >
            {archives.map((archive) => (
              <Tab key={archive.perimeterID} value={archive.perimeterID} label={archive.name} />
            ))}
          </Tabs>
        )}
        {state.filter && state.perimeterId === current.perimeterID && (
          <Typography variant="body2" sx={{ mb: 1 }}>
            Lignes de {state.what}{' '}
            <Button
              size="small"
              onClick={() =>
                setState({ perimeterId: current.perimeterID, filter: null, what: null })
              }
            >
              Retirer le filtre
            </Button>
          </Typography>
        )}
        <Suspense fallback={<LoadingBlock label="Chargement des lignes" />}>
          <ArchiveLinesGrid
            key={current.perimeterID}
            module={module}
            perimeterId={current.perimeterID}
            filter={state.perimeterId === current.perimeterID ? state.filter : null}
            label={`Lignes de la sauvegarde ${current.name}`}
          />
        </Suspense>
      </ReportSection>
    </Box>
  );
  return { onDrill, section };
}
