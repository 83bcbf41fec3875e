import { useMemo, useState, type ReactElement } from 'react';
import { useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Toolbar from '@mui/material/Toolbar';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import type { UserRights } from '@prisme/domain';
import { useClientRoleStore, useNavigationStore, useSessionStore, useUiStore } from '../../state';
import { routeByPath } from '../routes/route-table';
import { MenuItem } from './MenuItem';
import { visuallyHidden } from '../../components/visually-hidden';
import { menuItemRule, type MenuState } from './menu-rules';
import { itemPaths, visibleMenu, type MenuNode } from './menu-tree';

export const DRAWER_WIDTH = 280;
export const MENU_ID = 'menu-principal';

interface Context {
  depth: number;
  /** The module an entry sits in. */
  module?: string;
  moduleLabels: ReadonlySet<string>;
  rights: UserRights;
  /** What decides whether an item is greyed out (menuItemRule). */
  state: MenuState;
}

const keyOf = (node: MenuNode) => (node.kind === 'item' ? node.path : node.id);

/**
 * The side menu: the items the rights show (visibleMenu), each greyed out or not by
 * menuItemRule from the navigation state, rendered as nested lists.
 */
export function SideMenu() {
  const open = useUiStore((state) => state.menuOpen);
  const rights = useSessionStore((state) => state.rights);
  const role = useClientRoleStore((state) => state.role?.code ?? null);
  const navigation = useNavigationStore((state) => state);
  const menuState = useMemo(() => ({ role, navigation }), [role, navigation]);
  const tree = useMemo(() => visibleMenu(rights), [rights]);
  const moduleLabels = useMemo(
    () => new Set(tree.flatMap((node) => (node.kind === 'module' ? [node.label] : []))),
    [tree],
  );
  return (
    <Drawer
      variant="persistent"
      anchor="left"
      open={open}
      sx={{
        width: DRAWER_WIDTH,
        flexShrink: 0,
        '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' },
      }}
    >
      <Toolbar />
      <Box component="nav" id={MENU_ID} aria-label="Menu principal" sx={{ overflowY: 'auto' }}>
        <List disablePadding>
          {tree.map((node) => (
            <MenuEntry
              key={keyOf(node)}
              node={node}
              ctx={{ depth: 0, moduleLabels, rights, state: menuState }}
            />
          ))}
        </List>
      </Box>
    </Drawer>
  );
}

function MenuEntry({ node, ctx }: { node: MenuNode; ctx: Context }): ReactElement {
  const { pathname } = useLocation();
  if (node.kind === 'item') {
    const rule = menuItemRule(routeByPath(node.path)!, ctx.rights, ctx.state);
    return <MenuItem node={node} rule={rule} depth={ctx.depth} />;
  }
  const children = (inner: Context) =>
    node.children.map((child) => <MenuEntry key={keyOf(child)} node={child} ctx={inner} />);
  if (node.kind === 'module') {
    return (
      <Box component="li" sx={{ listStyle: 'none', mt: 1 }}>
        {/* A heading, so "ESG" the module and "ESG" the PARAMETRES group differ by role. */}
        <ListSubheader
          component="h2"
          disableSticky
          sx={{ lineHeight: '32px', fontWeight: 700, color: 'primary.main', letterSpacing: 0.5 }}
        >
          {node.label}
        </ListSubheader>
        <List disablePadding aria-label={node.label}>
          {children({ ...ctx, depth: 1, module: node.label })}
        </List>
      </Box>
    );
  }
  return <MenuGroup node={node} ctx={ctx} pathname={pathname} renderChildren={children} />;
}

interface GroupProps {
  node: Extract<MenuNode, { kind: 'group' }>;
  ctx: Context;
  pathname: string;
  renderChildren: (inner: Context) => ReactElement[];
}

function MenuGroup({ node, ctx, pathname, renderChildren }: GroupProps) {
  // A group opens by itself when it holds the current page.
  const [open, setOpen] = useState(() => itemPaths(node).includes(pathname));
  const listId = `menu-group-${node.id.replace(/[^a-zA-Z0-9]+/g, '-')}`;
  // A group named like a module (PARAMETRES › ESG) names its module for screen readers,
  // which also keeps the module header the only element whose text is exactly "ESG".
  const clash = ctx.module && ctx.moduleLabels.has(node.label);
  return (
    <>
      <ListItemButton
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-controls={listId}
        sx={{ pl: 2 + ctx.depth * 1.5 }}
      >
        <ListItemText>
          {node.label}
          {clash && <Box component="span" sx={visuallyHidden}>{` (${ctx.module})`}</Box>}
        </ListItemText>
        {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
      </ListItemButton>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List disablePadding id={listId}>
          {renderChildren({ ...ctx, depth: ctx.depth + 1 })}
        </List>
      </Collapse>
    </>
  );
}
