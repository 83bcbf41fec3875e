import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** The loading page shown from the first paint until the routed view (spec §2). */
export function LoadingPage({ message }: { message: string }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
      }}
    >
      <Typography variant="h4" component="p" color="primary" sx={{ fontWeight: 700 }}>
        Prisme
      </Typography>
      <CircularProgress color="secondary" aria-label="Chargement" />
      <Typography color="text.secondary">{message}</Typography>
    </Box>
  );
}
