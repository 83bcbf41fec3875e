/**
 * The French message catalogue of spec §8. The spec abbreviates most wordings
 * ("…chargement des clients."); the full sentences below complete them on the
 * pattern of the ones it gives in full. One key per resource, so the web app and
 * the server name the same failure the same way.
 */
const loadError = (what: string) => `Une erreur est survenue pendant le chargement ${what}.`;
const saveError = (what: string) => `Une erreur est survenue pendant l'enregistrement ${what}.`;

export const messages = {
  perimeter: {
    load: 'Une erreur est survenue pendant le chargement du périmètre.',
    save: saveError('du périmètre'),
    roles: loadError('des clients'),
    portfolios: loadError('des portefeuilles'),
    dates: loadError('des dates'),
    compartments: loadError('des compartiments'),
  },
  parameters: {
    equity: { load: loadError('des paramètres action'), save: saveError('des paramètres action') },
    rate: { load: loadError('des paramètres de taux'), save: saveError('des paramètres de taux') },
    property: {
      load: loadError('des paramètres immobilier'),
      save: saveError('des paramètres immobilier'),
    },
    currency: {
      load: loadError('des paramètres de change'),
      save: saveError('des paramètres de change'),
    },
    currencies: { load: loadError('des devises') },
    yieldCurves: { load: loadError('des courbes de taux') },
    eiopa: { load: loadError('des paramètres EIOPA') },
    durations: { load: loadError('des durations possibles') },
    strategicParticipations: {
      load: loadError('des participations stratégiques'),
      save: saveError('des participations stratégiques'),
    },
    cicCodes: { load: loadError('des codes CIC') },
    ltei: { load: loadError('des actifs LTEI'), save: saveError('des actifs LTEI') },
    intraGroup: {
      load: loadError('des actifs intra-groupe'),
      save: saveError('des actifs intra-groupe'),
    },
    concentrationExclusion: {
      load: loadError('des titres exclus du SCR concentration'),
      save: saveError('des titres exclus du SCR concentration'),
    },
    defaultedLoans: {
      load: loadError('des prêts en défaut ou restructurés'),
      save: saveError('des prêts en défaut ou restructurés'),
    },
    propertyLeverage: {
      load: loadError('des titres à effet de levier'),
      save: saveError('des titres à effet de levier'),
    },
  },
  esg: {
    sectors: { load: loadError('des secteurs ESG') },
    pillars: { load: loadError('des piliers ESG'), save: saveError('des piliers ESG') },
    themes: { load: loadError('des thèmes ESG'), save: saveError('des thèmes ESG') },
    notations: {
      load: loadError('des notations forcées'),
      save: saveError('des notations forcées'),
    },
  },
  risk: {
    scenarios: {
      load: loadError('des scénarios de liquidité'),
      save: saveError('du scénario de liquidité'),
      delete: 'Une erreur est survenue pendant la suppression du scénario de liquidité.',
    },
    results: loadError('des résultats de liquidité'),
    redemption: 'Une erreur est survenue pendant l’analyse de la sortie.',
  },
  inventory: {
    load: 'Une erreur est survenue pendant le chargement des données des inventaires. Veuillez réessayer.',
  },
  transparisation: {
    run: 'Une erreur est survenue pendant la transparisation. Veuillez réessayer.',
  },
  reports: {
    scr: 'Une erreur est survenue pendant la génération du rapport SCR.',
    qrt: 'Une erreur est survenue pendant la génération du rapport QRT.',
    actuaris: 'Une erreur est survenue pendant la génération du rapport Actuaris.',
    assuretat: 'Une erreur est survenue pendant la génération du rapport Assuretat.',
    lookthrough: 'Une erreur est survenue pendant la génération du rapport de transparisation.',
    // Not in spec §8: worded as the other report messages.
    esg: 'Une erreur est survenue pendant la génération du rapport ESG.',
    liquidity: 'Une erreur est survenue pendant la génération du rapport de liquidité.',
  },
  computation: { run: 'Une erreur est survenue pendant les calculs.' },
  // Spec §8 "Simulation messages" (abbreviated there), completed on the pattern above;
  // the position edits ask no retry (their 400 says what to change).
  simulation: {
    enter: 'Une erreur est survenue pendant le passage en mode simulation. Veuillez réessayer.',
    transparise:
      'Une erreur est survenue pendant la transparisation du portefeuille simulé. Veuillez réessayer.',
    inventory: loadError('de l’inventaire simulé'),
    position: 'Une erreur est survenue pendant la modification de la position.',
    deletePosition: 'Une erreur est survenue pendant la suppression de la position.',
    createPosition: 'Une erreur est survenue pendant la création de la position.',
    line: 'Une erreur est survenue pendant la mise à jour de la ligne.',
    currencies: loadError('des devises'),
    securities: loadError('des titres'),
    quantity: 'Une erreur est survenue pendant la mise à jour de la quantité.',
    cash: loadError('des montants des comptes espèces'),
    valuation: loadError('de la valorisation actuelle et initiale'),
  },
  news: {
    load: loadError('des actualités'),
    save: saveError('de l’actualité'),
    delete: 'Une erreur est survenue pendant la suppression de l’actualité.',
    logo: 'Une erreur est survenue pendant l’envoi du logo.',
  },
  users: { load: loadError('des utilisateurs'), save: saveError('de l’utilisateur') },
  audit: {
    load: loadError('du journal des modifications'),
    export: 'Une erreur est survenue pendant l’export du journal des modifications.',
  },
  integration: { load: loadError('des fichiers intégrés') },
  embeddedReport: { load: loadError('du rapport') },
  archives: {
    load: loadError('des sauvegardes'),
    categories: loadError('des catégories de sauvegarde'),
    write: 'Veuillez réessayer.',
  },
  rights: { admin: loadError('des droits administrateur'), member: loadError('des droits') },
  generic: {
    retry: 'Réessayer',
    unexpected: 'Une erreur inattendue est survenue. Veuillez réessayer.',
  },
  validation: {
    sumMustBeOne: 'La somme des paramètres doit être égale à 1.',
    invalidRequest: 'La requête est invalide.',
  },
} as const;
