import { matchRanges } from './search';

/** The few fields of a hast node these transforms read (hast: the HTML syntax tree). */
export interface HastNode {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
  value?: string;
}

const HEADING = /^h[1-6]$/;
const isHeading = (node: HastNode) =>
  node.type === 'element' && node.tagName !== undefined && HEADING.test(node.tagName);

/**
 * Gives the headings of a rendered chapter, in document order, the ids the guide index
 * computed for them, so that the table of contents, the search and the links all point at
 * the same anchors.
 */
export function rehypeHeadingIds(options: { ids: readonly string[] }) {
  return (tree: HastNode) => {
    let next = 0;
    const visit = (node: HastNode) => {
      if (isHeading(node)) {
        const id = options.ids[next++];
        if (id !== undefined) node.properties = { ...node.properties, id };
        return;
      }
      node.children?.forEach(visit);
    };
    visit(tree);
  };
}

/**
 * Wraps the words of a search in `<mark>` within one section: from the heading with id
 * `sectionId` to the next heading of the same or a higher level. Code is left alone.
 */
export function rehypeMarkTerms(options: { sectionId: string | null; terms: readonly string[] }) {
  return (tree: HastNode) => {
    const { sectionId, terms } = options;
    if (!sectionId || terms.length === 0 || !tree.children) return;
    let level = 0;
    for (const node of tree.children) {
      if (isHeading(node)) {
        const nodeLevel = Number(node.tagName!.slice(1));
        if (node.properties?.id === sectionId) level = nodeLevel;
        else if (level > 0 && nodeLevel <= level) break;
      }
      if (level > 0) markNode(node, terms);
    }
  };
}

function markNode(node: HastNode, terms: readonly string[]): void {
  if (!node.children || node.tagName === 'code' || node.tagName === 'pre') return;
  node.children = node.children.flatMap((child) =>
    child.type === 'text' ? markText(child.value ?? '', terms) : (markNode(child, terms), [child]),
  );
}

function markText(value: string, terms: readonly string[]): HastNode[] {
  const ranges = matchRanges(value, terms);
  if (ranges.length === 0) return [{ type: 'text', value }];
  const out: HastNode[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start > at) out.push({ type: 'text', value: value.slice(at, start) });
    out.push({
      type: 'element',
      tagName: 'mark',
      properties: { className: ['help-hit'] },
      children: [{ type: 'text', value: value.slice(start, end) }],
    });
    at = end;
  }
  if (at < value.length) out.push({ type: 'text', value: value.slice(at) });
  return out;
}
