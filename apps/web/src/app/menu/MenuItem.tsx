import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { LazyTooltip } from '../../components/LazyTooltip';
import { useProductSlug } from '../routes/product-context';
import { reportsBasePath } from '../routes/route-table';
import { MENU_ICONS } from './menu-icons';
import type { ItemRule } from './menu-rules';
import type { MenuNode } from './menu-tree';
import { visuallyHidden } from '../../components/visually-hidden';

interface MenuItemProps {
  node: Extract<MenuNode, { kind: 'item' }>;
  rule: ItemRule;
  depth: number;
}

/** One page of the menu: a link, or greyed out with its reason as tooltip (spec §2). */
export function MenuItem({ node, rule, depth }: MenuItemProps) {
  const { pathname } = useLocation();
  const indent = { pl: 2 + depth * 1.5 };
  const content: ReactNode = (
    <>
      {node.icon && <ListItemIcon sx={{ minWidth: 32 }}>{MENU_ICONS[node.icon]}</ListItemIcon>}
      <ListItemText primary={node.title} />
    </>
  );
  if (!rule.disabled) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        <ListItemButton
          component={Link}
          to={node.path}
          selected={pathname === node.path}
          sx={{ ...indent, flexGrow: 1 }}
        >
          {content}
        </ListItemButton>
        {node.inReports && <NewTabButton path={node.path} title={node.title} />}
      </Box>
    );
  }
  const hintId = `menu-hint-${node.path.replace(/[^a-zA-Z0-9]+/g, '-')}`;
  // A disabled button takes no pointer events: the wrapper carries the tooltip.
  return (
    <LazyTooltip title={rule.reason} placement="right" describeChild>
      <Box component="span" sx={{ display: 'block' }}>
        <ListItemButton disabled aria-describedby={hintId} sx={indent}>
          {content}
        </ListItemButton>
        {/* The reason for screen readers, outside the item so its name stays its title. */}
        <Box component="span" id={hintId} sx={visuallyHidden}>
          {rule.reason}
        </Box>
      </Box>
    </LazyTooltip>
  );
}

/**
 * Opens the report full-page in a new tab (spec §2, full-page report layout); that tab
 * reloads whenever the perimeter changes here.
 */
function NewTabButton({ path, title }: { path: string; title: string }) {
  const href = `#${reportsBasePath(useProductSlug())}${path}`;
  return (
    <IconButton
      component="a"
      href={href}
      target="_blank"
      rel="noopener"
      aria-label={`Ouvrir « ${title} » dans un nouvel onglet`}
      sx={{ mr: 0.5, color: 'text.secondary' }}
    >
      <OpenInNew sx={{ fontSize: 16 }} />
    </IconButton>
  );
}
