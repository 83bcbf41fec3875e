import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

/** A loading placeholder of about the size of what comes, named for screen readers. */
export function LoadingBlock({ label, rows = 6 }: { label: string; rows?: number }) {
  return (
    <Box role="status" aria-label={label}>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} variant="rectangular" height={32} sx={{ mb: 0.5 }} />
      ))}
    </Box>
  );
}
