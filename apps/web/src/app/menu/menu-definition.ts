import type { ArchiveView } from '../routes/route-table';

/** Icons of the top items; the component maps these keys to icon components. */
export type MenuIcon =
  | 'home'
  | 'integration'
  | 'compute'
  | 'archives'
  | 'help'
  | 'news'
  | 'users'
  | 'structure'
  | 'audit';

/** Items name a route by path: titles and rights come from the route table only. */
export type MenuDef =
  | { kind: 'item'; path: string; icon?: MenuIcon }
  | { kind: 'group'; label: string; children: MenuDef[] }
  | { kind: 'module'; label: string; children: MenuDef[] };

const item = (path: string, icon?: MenuIcon): MenuDef =>
  icon ? { kind: 'item', path, icon } : { kind: 'item', path };
const group = (label: string, children: MenuDef[]): MenuDef => ({ kind: 'group', label, children });
const module = (label: string, children: MenuDef[]): MenuDef => ({
  kind: 'module',
  label,
  children,
});

/** The "Analyse" group of a module: one item per archive view. */
const analysis = (base: string, views: ArchiveView[]) =>
  group(
    'Analyse',
    views.map((view) => item(`/${base}/archives/${view}`)),
  );

/** The side menu of spec §2, in display order. */
export const MENU: readonly MenuDef[] = [
  item('/', 'home'),
  item('/integration', 'integration'),
  item('/compute', 'compute'),
  item('/archives', 'archives'),
  item('/help', 'help'),
  item('/news', 'news'),
  item('/users', 'users'),
  item('/clients', 'structure'),
  item('/audit', 'audit'),
  module('TRANSPARISATION', [
    item('/transparisation/portfolio'),
    item('/transparisation/reporting'),
    analysis('transparisation', ['details', 'historical', 'comparison']),
  ]),
  module('PARAMETRES', [
    group('Solvabilité II', [
      item('/solvency/home'),
      group('Données Client', [
        item('/solvency/clientdata/strategicparticipations'),
        item('/solvency/clientdata/ltei'),
        item('/solvency/clientdata/intragroup'),
        item('/solvency/clientdata/concentrationexclusion'),
        item('/solvency/clientdata/propertyleverage'),
        item('/solvency/clientdata/defaultedloans'),
      ]),
    ]),
    group('ESG', [item('/esg/parameters'), item('/esg/noteexceptions')]),
    group('Risque', [item('/risk/parameters')]),
  ]),
  module('SOLVABILITE II', [
    item('/solvency/results'),
    item('/solvency/fund-reconciliation'),
    item('/solvency/impact-2027'),
    analysis('solvency', ['details', 'historical', 'comparison']),
  ]),
  module('ESG', [
    item('/esg/results'),
    item('/esg/pai'),
    analysis('esg', ['details', 'historical', 'comparison', 'temperature']),
  ]),
  module('RISQUE', [item('/risk/results'), analysis('risk', ['details'])]),
];
