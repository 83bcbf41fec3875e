import { useEffect } from 'react';
import { Outlet } from 'react-router';
import Box from '@mui/material/Box';
import { onPerimeterChange } from '../../lib/perimeter-channel';

const reloadPage = () => window.location.reload();

/**
 * A report tab reloads when the main tab saves another perimeter, and so starts again
 * from it (spec §2: "Opened tabs are reloaded when the perimeter changes").
 */
export function useReloadOnPerimeterChange(reload: () => void = reloadPage) {
  useEffect(() => onPerimeterChange(reload), [reload]);
}

/** /{product}-reports/…: a report alone in the page, e.g. opened in a new tab (spec §2). */
export function ReportLayout() {
  useReloadOnPerimeterChange();
  return (
    <Box component="main" sx={{ minHeight: '100vh', p: 2, bgcolor: 'background.default' }}>
      <Outlet />
    </Box>
  );
}
