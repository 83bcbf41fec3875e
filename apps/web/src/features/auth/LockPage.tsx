import { useEffect } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useAuth } from './auth-context';

/** /auth/lock logs the user out (spec §2). */
export function LockPage() {
  const { logout } = useAuth();
  useEffect(() => {
    void logout();
  }, [logout]);
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 2 }}>
      <CircularProgress size={20} />
      <Typography>Déconnexion en cours…</Typography>
    </Box>
  );
}
