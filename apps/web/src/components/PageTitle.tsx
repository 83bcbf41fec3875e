import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/**
 * A page's title with its actions on the right; on a phone the actions go under the
 * title (the row wraps) instead of widening the page past the window (issue 40: the
 * « Gestion des Sauvegardes » page was 458 px wide at 390 px).
 */
export function PageTitle({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack
      direction="row"
      sx={{
        alignItems: 'center',
        justifyContent: 'space-between',
        flexWrap: 'wrap',
        mb: 2,
        gap: 2,
      }}
    >
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}
