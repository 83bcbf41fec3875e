import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** What a page says when it has nothing to show yet, and how to get there. */
export function EmptyState({ message, action }: { message: string; action?: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Typography color="text.secondary">{message}</Typography>
        {action}
      </Stack>
    </Paper>
  );
}
