import { useState } from 'react';
import { clientId, nodeId, portfolioId, type StructureNode } from '../lib/structure-node';

const flip = (ids: ReadonlySet<string>, id: string) => {
  const next = new Set(ids);
  if (!next.delete(id)) next.add(id);
  return next;
};
const NONE: ReadonlySet<string> = new Set();

/**
 * Which branches are unfolded. Clients open and portfolios folded at first (a client may
 * have 40 portfolios); while a filter is typed, every branch it leaves is open, and what
 * the user folds then is forgotten when the filter changes.
 */
export function useExpansion(filter: string) {
  const [toggled, setToggled] = useState<ReadonlySet<string>>(NONE);
  const [filterToggled, setFilterToggled] = useState({ filter: '', ids: NONE });
  const filtering = filter.trim() !== '';
  const filterIds = filterToggled.filter === filter ? filterToggled.ids : NONE;

  const isExpanded = (node: StructureNode) => {
    const id = nodeId(node);
    return filtering ? !filterIds.has(id) : (node.level === 'client') !== toggled.has(id);
  };
  const toggle = (node: StructureNode) => {
    const id = nodeId(node);
    if (filtering) setFilterToggled({ filter, ids: flip(filterIds, id) });
    else setToggled((ids) => flip(ids, id));
  };
  /** After an item is added: its parent's branch is unfolded, so it is seen. */
  const reveal = (client: string, portfolio?: string) =>
    setToggled((ids) => {
      const next = new Set(ids);
      next.delete(clientId(client));
      if (portfolio !== undefined) next.add(portfolioId(client, portfolio));
      return next;
    });
  return { isExpanded, toggle, reveal };
}
