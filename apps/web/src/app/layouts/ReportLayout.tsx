import { Outlet } from 'react-router';
import Box from '@mui/material/Box';

/** /{product}-reports/…: a report alone in the page, e.g. opened in a new tab (spec §2). */
export function ReportLayout() {
  return (
    <Box component="main" sx={{ minHeight: '100vh', p: 2, bgcolor: 'background.default' }}>
      <Outlet />
    </Box>
  );
}
