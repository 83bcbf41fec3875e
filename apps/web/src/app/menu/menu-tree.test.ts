import { describe, expect, it } from 'vitest';
import { deriveRights, type RightFlags } from '@prisme/domain';
import { ROUTES } from '../routes/route-table';
import { MENU, type MenuDef } from './menu-definition';
import { itemPaths, visibleMenu, type MenuNode } from './menu-tree';

const none: RightFlags = {
  transparency: false,
  simulation: false,
  solvency: false,
  esg: false,
  risk: false,
};
const rights = (flags: Partial<RightFlags>, admin = false) =>
  deriveRights(admin, { ...none, ...flags });
const lecteur = rights({ transparency: true });
const analyst = rights({
  transparency: true,
  simulation: true,
  solvency: true,
  esg: true,
  risk: true,
});
const admin = rights({}, true);

const modules = (tree: MenuNode[]) => tree.filter((n) => n.kind === 'module').map((n) => n.label);
const find = (tree: MenuNode[], label: string) =>
  tree.find((n) => n.kind !== 'item' && n.label === label) as Extract<MenuNode, { kind: 'module' }>;
const defPaths = (defs: readonly MenuDef[]): string[] =>
  defs.flatMap((d) => (d.kind === 'item' ? [d.path] : defPaths(d.children)));

/** A compact picture of a subtree: labels and titles, nested. */
const shape = (node: MenuNode): unknown =>
  node.kind === 'item' ? node.title : { [node.label]: node.children.map(shape) };

describe('visibleMenu (spec §2 menu)', () => {
  it('names every routed page except /auth/lock exactly once', () => {
    const paths = defPaths(MENU);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.sort()).toEqual(
      ROUTES.map((r) => r.path)
        .filter((p) => p !== '/auth/lock')
        .sort(),
    );
  });

  it('shows a reader with transparency only TRANSPARISATION and no other module', () => {
    const tree = visibleMenu(lecteur);
    expect(modules(tree)).toEqual(['TRANSPARISATION']);
    expect(
      tree.filter((n) => n.kind === 'item').map((n) => (n.kind === 'item' ? n.title : '')),
    ).toEqual(['Accueil', 'Intégration', 'Gestion des Sauvegardes', 'Aide']);
    expect(shape(find(tree, 'TRANSPARISATION'))).toEqual({
      TRANSPARISATION: [
        'Portefeuille',
        'Indicateurs Transparisés',
        { Analyse: ['Rapports Détaillés', 'Analyse Historique', 'Etude Comparative'] },
      ],
    });
  });

  it('shows an analyst with every right all five modules with their full content', () => {
    const tree = visibleMenu(analyst);
    expect(modules(tree)).toEqual([
      'TRANSPARISATION',
      'PARAMETRES',
      'SOLVABILITE II',
      'ESG',
      'RISQUE',
    ]);
    expect(tree.some((n) => n.kind === 'item' && n.title === 'Calculs')).toBe(true);
    expect(shape(find(tree, 'PARAMETRES'))).toEqual({
      PARAMETRES: [
        {
          'Solvabilité II': [
            'Paramètres SCR',
            {
              'Données Client': [
                'Participations Stratégiques',
                'LTEI',
                'Intra Groupe',
                'Exclusion SCR Concentration',
                'Taux Endettement',
                'Prêts en Défaut',
              ],
            },
          ],
        },
        { ESG: ['Paramètres ESG', 'Notations Forcées'] },
        { Risque: ['Scénarios Liquidité'] },
      ],
    });
    expect(shape(find(tree, 'ESG'))).toEqual({
      ESG: [
        'Résultats',
        'Incidences négatives (PAI)',
        {
          Analyse: [
            'Rapports Détaillés',
            'Analyse Historique',
            'Etude Comparative',
            'Température Implicite',
          ],
        },
      ],
    });
    expect(shape(find(tree, 'RISQUE'))).toEqual({
      RISQUE: ['Résultats', { Analyse: ['Rapports Détaillés'] }],
    });
    expect(find(tree, 'TRANSPARISATION').children[0]).toMatchObject({
      title: 'Portefeuille/Simulation',
    });
  });

  it('shows an admin everything, whatever the member flags', () => {
    const tree = visibleMenu(admin);
    expect(modules(tree)).toEqual([
      'TRANSPARISATION',
      'PARAMETRES',
      'SOLVABILITE II',
      'ESG',
      'RISQUE',
    ]);
    expect(tree.flatMap(itemPaths)).toHaveLength(ROUTES.length - 1);
  });

  it('keeps only the granted part of PARAMETRES', () => {
    const tree = visibleMenu(rights({ transparency: true, risk: true }));
    expect(modules(tree)).toEqual(['TRANSPARISATION', 'PARAMETRES', 'RISQUE']);
    expect(shape(find(tree, 'PARAMETRES'))).toEqual({
      PARAMETRES: [{ Risque: ['Scénarios Liquidité'] }],
    });
  });

  it('drops a module whose items are all hidden, even TRANSPARISATION', () => {
    expect(modules(visibleMenu(rights({ esg: true })))).toEqual(['PARAMETRES', 'ESG']);
  });
});
