import type { UserRights } from '@prisme/domain';
import { hasRight, routeByPath, routeTitle } from '../routes/route-table';
import { MENU, type MenuDef, type MenuIcon } from './menu-definition';

export type MenuNode =
  | { kind: 'item'; path: string; title: string; icon?: MenuIcon; inReports?: boolean }
  | { kind: 'group'; id: string; label: string; children: MenuNode[] }
  | { kind: 'module'; id: string; label: string; children: MenuNode[] };

/**
 * The visible menu for these rights (spec §2): items whose right is missing are
 * hidden, and a group or module left without items disappears.
 */
export function visibleMenu(rights: UserRights, definition: readonly MenuDef[] = MENU): MenuNode[] {
  return prune(definition, rights, '');
}

function prune(defs: readonly MenuDef[], rights: UserRights, parentId: string): MenuNode[] {
  const nodes: MenuNode[] = [];
  for (const def of defs) {
    if (def.kind === 'item') {
      const spec = routeByPath(def.path);
      if (!spec) throw new Error(`Menu item without route: ${def.path}`);
      if (!hasRight(spec, rights)) continue;
      const title = routeTitle(spec, rights);
      nodes.push({
        kind: 'item',
        path: def.path,
        title,
        ...(def.icon ? { icon: def.icon } : {}),
        ...(spec.inReports ? { inReports: true } : {}),
      });
      continue;
    }
    const id = parentId ? `${parentId}/${def.label}` : def.label;
    const children = prune(def.children, rights, id);
    if (children.length > 0) nodes.push({ kind: def.kind, id, label: def.label, children });
  }
  return nodes;
}

/** Paths of every item in a subtree: a group opens when it holds the current route. */
export function itemPaths(node: MenuNode): string[] {
  return node.kind === 'item' ? [node.path] : node.children.flatMap(itemPaths);
}
