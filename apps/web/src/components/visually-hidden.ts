import type { SxProps, Theme } from '@mui/material/styles';

/**
 * Read by screen readers only: MUI's `visuallyHidden` (@mui/utils), which the app does not
 * depend on directly. The width matters: an absolutely placed element without one (a
 * hidden file input) takes its natural width and made « Intégration » scroll sideways.
 */
export const visuallyHidden: SxProps<Theme> = {
  border: 0,
  clipPath: 'inset(50%)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
};
