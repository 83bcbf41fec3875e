import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import { useArchiveFlags } from '../../features/archives/hooks/use-archive-flags';
import { PerimeterBar } from '../../features/perimeter';
import { SimulationBanner } from '../../features/simulation/components/SimulationBanner';
import { uiActions, useUiStore } from '../../state';
import { DRAWER_WIDTH, SideMenu } from '../menu/SideMenu';
import { LeaveGuard } from './LeaveGuard';
import { TopBar } from './TopBar';

/** The menu closes after every navigation (spec §2), not on the first render. */
function useCloseMenuOnNavigation() {
  const { key } = useLocation();
  const previous = useRef(key);
  useEffect(() => {
    if (previous.current === key) return;
    previous.current = key;
    uiActions.navigated();
  }, [key]);
}

export function MainLayout() {
  const menuOpen = useUiStore((state) => state.menuOpen);
  useCloseMenuOnNavigation();
  // The menu's archive analysis items follow the client's archives (spec §2, §4).
  useArchiveFlags();
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <TopBar />
      <SideMenu />
      <Box
        component="main"
        sx={{
          flexGrow: 1,
          minWidth: 0,
          p: 2,
          // The persistent drawer keeps its place; a closed menu gives it back to the page.
          ml: menuOpen ? 0 : `-${DRAWER_WIDTH}px`,
          transition: (theme) => theme.transitions.create('margin'),
        }}
      >
        <Toolbar />
        <PerimeterBar />
        <SimulationBanner />
        <Outlet />
        <LeaveGuard />
      </Box>
    </Box>
  );
}
