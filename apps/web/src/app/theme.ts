import { createTheme } from '@mui/material/styles';
import { frFR } from '@mui/material/locale';

declare module '@mui/material/styles' {
  interface Palette {
    /** Simulation mode's colours (spec §2): light blue background, yellow highlight. */
    simulation: { background: string; highlight: string };
  }
  interface PaletteOptions {
    simulation?: { background: string; highlight: string };
  }
}

export const BRAND = {
  primary: '#8B1A1A',
  accent: '#00808A',
  simulationBlue: '#BFE3F5',
  simulationYellow: '#F7D84A',
} as const;

/** Dense and sober: desk users read many figures at once. */
export const theme = createTheme(
  {
    palette: {
      primary: { main: BRAND.primary },
      secondary: { main: BRAND.accent },
      simulation: { background: BRAND.simulationBlue, highlight: BRAND.simulationYellow },
      background: { default: '#F5F5F5' },
    },
    shape: { borderRadius: 4 },
    typography: {
      fontFamily: '"Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      fontSize: 13,
      h5: { fontWeight: 600 },
    },
    components: {
      // A button's label stays on one line (issue 40, record web/0290): a wrapped
      // « Exporter (Excel) » read as two buttons and was clipped in narrow columns; where
      // space runs out, the buttons' container wraps them (toolbars are flex-wrap).
      MuiButton: {
        defaultProps: { size: 'small', disableElevation: true },
        styleOverrides: { root: { whiteSpace: 'nowrap', flexShrink: 0 } },
      },
      // Spacing by `gap`, not margins: a wrapping row (flexWrap) then starts its second
      // line flush left instead of indented by the first item's margin.
      MuiStack: { defaultProps: { useFlexGap: true } },
      MuiToggleButton: { styleOverrides: { root: { whiteSpace: 'nowrap' } } },
      // A choice too long for a phone goes on to a second row instead of widening the
      // page; every button keeps its left border, which the row's first one needs.
      MuiToggleButtonGroup: {
        styleOverrides: {
          root: { flexWrap: 'wrap', maxWidth: '100%' },
          grouped: ({ theme }) => ({ borderLeftColor: theme.palette.divider }),
        },
      },
      MuiIconButton: { defaultProps: { size: 'small' } },
      MuiTextField: { defaultProps: { size: 'small' } },
      MuiList: { defaultProps: { dense: true } },
      MuiToolbar: { defaultProps: { variant: 'dense' } },
      MuiAppBar: { defaultProps: { elevation: 1 } },
    },
  },
  frFR,
);
