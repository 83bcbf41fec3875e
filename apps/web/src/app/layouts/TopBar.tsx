import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import { useAuth } from '../../features/auth';
import { uiActions, useUiStore } from '../../state';
import { MENU_ID } from '../menu/SideMenu';
import { ComputationStatus } from './ComputationStatus';

export function TopBar() {
  const { user, logout } = useAuth();
  // A phone shows the sign-out icon alone (one button in the page, not two hidden by CSS).
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const menuOpen = useUiStore((state) => state.menuOpen);
  return (
    <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar>
        <IconButton
          color="inherit"
          edge="start"
          aria-label="Menu"
          aria-controls={MENU_ID}
          aria-expanded={menuOpen}
          onClick={uiActions.toggleMenu}
          sx={{ mr: 1 }}
        >
          <MenuIcon />
        </IconButton>
        <Typography variant="h6" component="span" sx={{ fontWeight: 700, letterSpacing: 0.5 }}>
          Prisme
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        <ComputationStatus />
        {/* On a phone the name and the button's label would make the bar wider than the
            window (457 px at 390 px, issue 40 §9): the icon alone, named for screen readers. */}
        <Typography
          variant="body2"
          component="span"
          sx={{ mr: 2, display: { xs: 'none', sm: 'inline' } }}
        >
          {user.displayName}
        </Typography>
        {narrow ? (
          <IconButton
            color="inherit"
            edge="end"
            aria-label="Se déconnecter"
            title="Se déconnecter"
            onClick={() => void logout()}
          >
            <LogoutIcon />
          </IconButton>
        ) : (
          <Button
            color="inherit"
            startIcon={<LogoutIcon />}
            onClick={() => void logout()}
            sx={{ whiteSpace: 'nowrap' }}
          >
            Se déconnecter
          </Button>
        )}
      </Toolbar>
    </AppBar>
  );
}
