import { useMemo } from 'react';
import { AgGridReact, type AgGridReactProps } from 'ag-grid-react';
import {
  LocaleModule,
  ModuleRegistry,
  PaginationModule,
  ValidationModule,
  type ColDef,
} from 'ag-grid-community';
import Box from '@mui/material/Box';
import { FrenchDateInput } from './FrenchDateInput';
import { useGridTheme } from './grid-theme';
import { cellControlsKey } from './cell-keyboard';
import { AG_GRID_LOCALE_FR } from './locale-fr';
import { pageSizeChoices } from './page-sizes';

// What every grid needs; each grid registers the row model, filters and editors it uses
// (stack notes: only the modules used). The validation module names a missing one, in
// development only.
ModuleRegistry.registerModules([
  LocaleModule,
  PaginationModule,
  ...(import.meta.env.DEV ? [ValidationModule] : []),
]);

/** Date filters typed dd/mm/yyyy whatever the browser's language. */
const DATE_INPUT = { agDateInput: FrenchDateInput };

export type AppGridProps<T> = Omit<AgGridReactProps<T>, 'theme' | 'localeText'> & {
  /** Names the grid's region for screen readers. */
  label: string;
  /** A fixed height in px (row virtualisation); none: the grid's own `domLayout`. */
  height?: number;
  /** Pages of this many rows, among the usual choices (AG Grid warning #94 otherwise). */
  pageSize?: number;
};

/**
 * Every AG Grid of the app goes through here (record web/0291): the MUI theme's font and
 * colours, French texts for sight and screen readers (`localeText`), dd/mm/yyyy date
 * filters, the page sizes offered, and the keyboard: Entrée on a cell holding buttons
 * moves into them, Tab goes from one to the next, Entrée or Espace presses one, Échap
 * returns to the cell (cell-keyboard.ts).
 */
export function AppGrid<T>({
  label,
  height,
  pageSize,
  defaultColDef,
  components,
  ...props
}: AppGridProps<T>) {
  const theme = useGridTheme();
  // Stable objects: a new defaultColDef or components at each render makes AG Grid
  // rebuild its columns.
  const columnDefaults = useMemo(
    () => ({ suppressKeyboardEvent: cellControlsKey, ...defaultColDef }) as ColDef<T>,
    [defaultColDef],
  );
  const cellComponents = useMemo(() => ({ ...DATE_INPUT, ...components }), [components]);
  const paging = useMemo(
    () =>
      pageSize === undefined
        ? {}
        : {
            pagination: true,
            paginationPageSize: pageSize,
            paginationPageSizeSelector: pageSizeChoices(pageSize),
          },
    [pageSize],
  );
  return (
    <Box role="region" aria-label={label} sx={height === undefined ? undefined : { height }}>
      <AgGridReact<T>
        theme={theme}
        localeText={AG_GRID_LOCALE_FR}
        components={cellComponents}
        defaultColDef={columnDefaults}
        {...paging}
        {...props}
      />
    </Box>
  );
}
