import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/**
 * The line above a report: what it is of (« Client.DEMO1 · valorisation au … ») and its
 * export, beside the text while it keeps 320 px, under it on a phone (a narrow column of
 * text beside the button read badly at 390 px).
 */
export function ReportHeader({ children, action }: { children: ReactNode; action: ReactNode }) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <Typography color="text.secondary" sx={{ flex: '1 1 320px' }}>
        {children}
      </Typography>
      {action}
    </Stack>
  );
}
