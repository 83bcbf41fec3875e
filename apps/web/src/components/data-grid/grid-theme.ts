import { useMemo } from 'react';
import { themeQuartz } from 'ag-grid-community';
import { useTheme } from '@mui/material/styles';
import { foldText } from '../../lib/fold-text';

/**
 * The AG Grid theme of every grid of the app (MUI font and colours): DataGrid, and the
 * pages that build their own grid because they need a pinned total or the infinite row
 * model.
 */
export function useGridTheme() {
  const muiTheme = useTheme();
  return useMemo(
    () =>
      themeQuartz.withParams({
        fontFamily: 'inherit',
        fontSize: 13,
        accentColor: muiTheme.palette.secondary.main,
        headerFontWeight: 600,
        headerBackgroundColor: muiTheme.palette.grey[100],
        rowHeight: 36,
        headerHeight: 38,
      }),
    [muiTheme],
  );
}

/** Filters ignore case and accents: "societe" finds "Société". */
export const foldGridText = (text: string | null) => (text === null ? null : foldText(text));
