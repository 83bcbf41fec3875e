import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { messages } from '@prisme/domain';
import { ResourceError } from '../../../components/ResourceError';
import {
  busyWith,
  navigationActions,
  useClientRoleStore,
  useNavigationStore,
  useSessionStore,
} from '../../../state';
import { portfolioLabel } from '../lib/labels';
import { reloadPerimeter } from '../restore-saved-perimeter';
import { usePerimeterAutosave } from '../use-perimeter-autosave';
import { usePerimeterLists } from '../use-perimeter-lists';
import { ClientRoleField } from './ClientRoleField';
import { FieldPlaceholder } from './FieldPlaceholder';
import { COMPARTMENTS_FIELD_SIZE, PORTFOLIOS_FIELD_SIZE } from './field-sizes';
import { LookThroughField, ValuationDateField } from './SelectFields';

// MUI's Autocomplete (with Popper) in its own chunk, out of the shell's first bundle.
const PortfoliosField = lazy(() => import('./PortfoliosField'));
const CompartmentsField = lazy(() => import('./CompartmentsField'));

// minWidth 0: a long chosen portfolio's chip is cut short instead of widening the page.
const ROW = {
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: 1.5,
  minWidth: 0,
} as const;

/**
 * The perimeter bar of the main layout (spec §2-4): client, portfolios, valuation date,
 * compartments and look-through level, each list with its own spinner and its own
 * French error with "Réessayer" (spec §8). Every change is saved (spec §3).
 */
export function PerimeterBar() {
  const isAdmin = useSessionStore((state) => state.isAdmin);
  const role = useClientRoleStore((state) => state.role?.code ?? null);
  const perimeter = useNavigationStore((state) => state.perimeter);
  const loaded = useNavigationStore((state) => state.perimeterLoaded);
  const loadFailed = useNavigationStore((state) => state.perimeterLoadFailed);
  // No change while the perimeter loads or while a computation or a save depends on it.
  const locked = useNavigationStore((state) => busyWith(state) !== null) || !loaded;
  const lists = usePerimeterLists(role, perimeter);
  const save = usePerimeterAutosave();
  const noPortfolio = perimeter.portfolios.length === 0;

  const labelOf = (code: string) => {
    const found = lists.portfolios.items.find((p) => p.codePortefeuille === code);
    return found ? portfolioLabel(found) : code;
  };
  const errors = [
    loadFailed && {
      message: messages.perimeter.load,
      retry: () => void reloadPerimeter(isAdmin),
    },
    lists.portfolios.failed && {
      message: messages.perimeter.portfolios,
      retry: lists.portfolios.retry,
    },
    lists.dates.failed && { message: messages.perimeter.dates, retry: lists.dates.retry },
    lists.compartments.failed && {
      message: messages.perimeter.compartments,
      retry: lists.compartments.retry,
    },
    save.failed && { message: messages.perimeter.save, retry: save.retry },
  ].filter((error) => error !== false);

  return (
    <Box
      component="section"
      aria-label="Périmètre"
      sx={{
        // Under the app bar while the page scrolls: the perimeter stays in sight.
        position: 'sticky',
        top: 48,
        zIndex: (theme) => theme.zIndex.appBar - 1,
        px: 2,
        py: 1.25,
        mb: 2,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Box sx={ROW}>
        {/* Two groups that wrap as wholes: whose portfolios at which date, then which
            compartments how deep. One row on a wide screen, two beside the open menu. */}
        <Box sx={{ ...ROW, flex: '3 1 720px' }}>
          <ClientRoleField disabled={locked} />
          <Suspense
            fallback={<FieldPlaceholder label="Portefeuilles" size={PORTFOLIOS_FIELD_SIZE} />}
          >
            <PortfoliosField
              options={lists.portfolios.items}
              value={perimeter.portfolios}
              onChange={navigationActions.portfoliosChosen}
              loading={lists.portfolios.loading}
              disabled={locked || role === null}
            />
          </Suspense>
          <ValuationDateField
            dates={lists.dates.items}
            value={perimeter.valuationDate}
            onChange={navigationActions.valuationDateChosen}
            loading={lists.dates.loading}
            disabled={locked || noPortfolio}
          />
        </Box>
        <Box sx={{ ...ROW, flex: '2 1 450px' }}>
          <Suspense
            fallback={<FieldPlaceholder label="Compartiments" size={COMPARTMENTS_FIELD_SIZE} />}
          >
            <CompartmentsField
              options={lists.compartments.items}
              value={perimeter.compartments}
              onChange={navigationActions.compartmentsChosen}
              portfolioLabel={labelOf}
              loading={lists.compartments.loading}
              disabled={locked || noPortfolio}
            />
          </Suspense>
          <LookThroughField
            value={perimeter.lookThroughLevel}
            onChange={navigationActions.lookThroughLevelChosen}
            disabled={locked}
          />
        </Box>
      </Box>
      {(save.saving || !loaded) && (
        // In the corner, out of the flow: the fields do not move while a save runs.
        <CircularProgress
          size={12}
          aria-label={loaded ? 'Enregistrement du périmètre' : 'Chargement du périmètre'}
          sx={{ position: 'absolute', top: 6, right: 6 }}
        />
      )}
      {errors.length > 0 && (
        <Stack spacing={1} sx={{ mt: 1.25 }}>
          {errors.map((error) => (
            <ResourceError key={error.message} message={error.message} onRetry={error.retry} />
          ))}
        </Stack>
      )}
    </Box>
  );
}
