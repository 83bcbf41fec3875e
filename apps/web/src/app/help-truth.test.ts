import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deriveRights } from '@prisme/domain';
import { GUIDE_CHAPTERS } from '../features/help/lib/guide-content';
import { visibleMenu, type MenuNode } from './menu/menu-tree';
import { ROUTES } from './routes/route-table';

/**
 * The in-app guide tells the truth about the product (issue 40 §2): every menu path it
 * names exists, every route it gives exists, every setting it names is read by the server,
 * and nothing the menu offers is described as still to come.
 */
const everything = deriveRights(true, {
  transparency: true,
  simulation: true,
  solvency: true,
  esg: true,
  risk: true,
});
const MENU = visibleMenu(everything);

/** The labels of a menu path (« RISQUE › Résultats ») resolve to a node, step by step. */
function resolves(path: string[]): boolean {
  let nodes: MenuNode[] = MENU;
  for (const [i, step] of path.entries()) {
    const node = nodes.find((n) => (n.kind === 'item' ? n.title : n.label) === step);
    if (!node) return false;
    if (i === path.length - 1) return true;
    if (node.kind === 'item') return false;
    nodes = node.children;
  }
  return false;
}

const guide = GUIDE_CHAPTERS.map((c) => ({ file: c.file, text: c.markdown }));
const matches = (re: RegExp) =>
  guide.flatMap(({ file, text }) => [...text.matchAll(re)].map((m) => ({ file, found: m })));

describe('the in-app guide (issue 40 §2)', () => {
  it('names only menu paths that exist', () => {
    const paths = matches(/\*\*([^*]+ › [^*]+)\*\*/g);
    expect(paths.length).toBeGreaterThan(0);
    const missing = paths
      .map(({ file, found }) => ({ file, path: found[1]!.split(' › ') }))
      .filter(({ path }) => !resolves(path))
      .map(({ file, path }) => `${file}: ${path.join(' › ')}`);
    expect(missing).toEqual([]);
  });

  it('gives only routes that exist', () => {
    const known = new Set(ROUTES.map((r) => r.path));
    const routes = matches(/#(\/[a-z0-9/-]*)/g).map(({ file, found }) => ({
      file,
      route: found[1]!,
    }));
    expect(routes.filter(({ route }) => !known.has(route))).toEqual([]);
  });

  it('names only the settings the server reads', () => {
    const config = readFileSync(resolve(__dirname, '../../../server/src/config.ts'), 'utf8');
    const settings = matches(/\bPRISME_[A-Z_]+\b/g).map(
      ({ file, found }) => `${file}: ${found[0]}`,
    );
    expect(settings.filter((s) => !config.includes(s.replace(/^.*: /, '')))).toEqual([]);
  });

  it('describes nothing the menu offers as still to come', () => {
    const coming = matches(
      /versions? à venir|Bientôt disponible|pas encore proposée?s?|prochaine version|sera bientôt/gi,
    ).map(({ file, found }) => `${file}: ${found[0]}`);
    expect(coming).toEqual([]);
  });
});
