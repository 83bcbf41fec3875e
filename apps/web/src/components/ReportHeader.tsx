import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** The line above a report: what it is of (« Client.DEMO1 · valorisation au … ») and its export. */
export function ReportHeader({ children, action }: { children: ReactNode; action: ReactNode }) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <Typography color="text.secondary" sx={{ flexGrow: 1 }}>
        {children}
      </Typography>
      {action}
    </Stack>
  );
}
