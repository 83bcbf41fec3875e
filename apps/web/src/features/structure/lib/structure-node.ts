import {
  isStructureInUse,
  PORTFOLIO_KIND_LABELS,
  type ManagedClient,
  type ManagedCompartment,
  type ManagedPortfolio,
  type StructureUsage,
} from '@prisme/domain';

export type StructureLevel = 'client' | 'portfolio' | 'compartment';

/** One node of the tree, with the codes of its parents (they make its API path). */
export type StructureNode =
  | { level: 'client'; item: ManagedClient }
  | { level: 'portfolio'; clientCode: string; item: ManagedPortfolio }
  | {
      level: 'compartment';
      clientCode: string;
      portfolioCode: string;
      item: ManagedCompartment;
    };

/** « le client », « Portefeuille »…: the level named in the sentences of the page. */
export const LEVEL_NOUNS: Record<StructureLevel, { article: string; title: string }> = {
  client: { article: 'le client', title: 'Client' },
  portfolio: { article: 'le portefeuille', title: 'Portefeuille' },
  compartment: { article: 'le compartiment', title: 'Compartiment' },
};

/** Stable ids per node: the tree's unfolded set and the DOM ids use them. */
export const clientId = (client: string) => `c:${client}`;
export const portfolioId = (client: string, portfolio: string) => `p:${client}/${portfolio}`;

export function nodeId(node: StructureNode): string {
  switch (node.level) {
    case 'client':
      return clientId(node.item.code);
    case 'portfolio':
      return portfolioId(node.clientCode, node.item.code);
    case 'compartment':
      return `k:${node.clientCode}/${node.portfolioCode}/${node.item.code}`;
  }
}

/** Deletion is offered only while nothing refers to the item (else: deactivate it). */
export const isUnused = (usage: StructureUsage) => !isStructureInUse(usage);

const countFormat = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });
const counted = (count: number, singular: string, plural: string) =>
  `${countFormat.format(count)} ${Math.abs(count) < 2 ? singular : plural}`;

/** « 1 234 positions · 2 calculs · aucune sauvegarde », or « Aucune donnée ne s’y rapporte ». */
export function usageText(usage: StructureUsage): string {
  if (isUnused(usage)) return 'Aucune donnée ne s’y rapporte';
  return [
    usage.positions === 0 ? 'aucune position' : counted(usage.positions, 'position', 'positions'),
    usage.computations === 0 ? 'aucun calcul' : counted(usage.computations, 'calcul', 'calculs'),
    usage.archives === 0
      ? 'aucune sauvegarde'
      : counted(usage.archives, 'sauvegarde', 'sauvegardes'),
    ...(usage.simulations > 0 ? [counted(usage.simulations, 'simulation', 'simulations')] : []),
  ].join(' · ');
}

export const stateText = (active: boolean) => (active ? 'Actif' : 'Désactivé');

/** What goes with a deletion, said in its confirmation. */
export function deletionText(node: StructureNode): string {
  const { article } = LEVEL_NOUNS[node.level];
  let text = `${article.charAt(0).toUpperCase()}${article.slice(1)} « ${node.item.code} » sera supprimé`;
  if (node.level === 'client') {
    const { portfolios, accounts } = node.item;
    const compartments = portfolios.reduce((sum, p) => sum + p.compartments.length, 0);
    if (portfolios.length > 0) {
      text += ` avec ${counted(portfolios.length, 'portefeuille', 'portefeuilles')}`;
      if (compartments > 0) text += ` et ${counted(compartments, 'compartiment', 'compartiments')}`;
    }
    text += '.';
    if (accounts === 1) text += ' Le compte qui y a accès le perdra.';
    if (accounts > 1)
      text += ` Les ${countFormat.format(accounts)} comptes qui y ont accès le perdront.`;
  } else if (node.level === 'portfolio' && node.item.compartments.length > 0) {
    const { length } = node.item.compartments;
    text +=
      length === 1
        ? ' avec son compartiment.'
        : ` avec ses ${countFormat.format(length)} compartiments.`;
  } else {
    text += '.';
  }
  return `${text} Cette suppression est définitive.`;
}

/** « EUR · Vie · indice MSCI World · 2 compartiments »; what an old portfolio still lacks is said so. */
export function portfolioDetails(portfolio: ManagedPortfolio): string {
  return [
    portfolio.currency ?? 'devise à renseigner',
    portfolio.kind ? PORTFOLIO_KIND_LABELS[portfolio.kind] : 'nature à renseigner',
    ...(portfolio.indice ? [`indice ${portfolio.indice}`] : []),
    portfolio.compartments.length === 0
      ? 'aucun compartiment'
      : counted(portfolio.compartments.length, 'compartiment', 'compartiments'),
  ].join(' · ');
}

/**
 * « LEI 969500… · 3 portefeuilles · 2 comptes »: the undertaking's LEI (issue 36 §5, « LEI à
 * renseigner » until set: the QRT exports wait for it), what a client holds and who works on it.
 */
export function clientDetails(client: ManagedClient): string {
  return [
    client.undertaking ? `LEI ${client.undertaking.lei}` : 'LEI à renseigner',
    client.portfolios.length === 0
      ? 'aucun portefeuille'
      : counted(client.portfolios.length, 'portefeuille', 'portefeuilles'),
    client.accounts === 0 ? 'aucun compte' : counted(client.accounts, 'compte', 'comptes'),
  ].join(' · ');
}
