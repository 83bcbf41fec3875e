import type { Random } from './random';
import { phrases, words } from './text-table';

/**
 * Fictitious, French-sounding names. Roots are French place and landscape names; no
 * combination is meant to name a real company.
 */

const ROOTS = words(`
  Aubrac Belledonne Causses Durance Estérel Forez Gévaudan Hautecombe Iroise Jura Lubéron
  Morvan Ventoux Vercors Sologne Tricastin Vivarais Ouessant Quercy Rouergue Aigoual Bauges
  Cerdagne Chartreuse Dombes Livradois Margeride Minervois Queyras Sancy Vexin Woëvre Argonne
  Beaujolais Camargue Cotentin Dévoluy Embrunais Fenouillèdes Gâtinais Hurepoix Lauragais
  Limagne Médoc Nivernais Oisans Perche Puisaye Ribérac Santerre Trégor Ubaye Valois Velay
  Bresse Brenne Charolais Corbières Diois Faucigny Goëlo Léon Maurienne Tarentaise Chablais
  Genevois Albigeois Armagnac Bigorre Comminges Couserans Lomagne Marsan Pardiac Soule
  Bazadais Agenais Angoumois Aunis Berry Bourbonnais Combraille Marche Saintonge Touraine
  Vendômois Blésois Dunois Drouais Mantois Brie Goële Multien Soissonnais Laonnois Thiérache
  Ponthieu Vimeu Boulonnais Ternois Ostrevent Cambrésis Avesnois Barrois Bassigny Saulnois
  Vôge Sundgau Kochersberg Outre-Forêt Ajoie Bugey Valromey Matheysine Trièves Champsaur
  Gapençais Baronnies Comtat Luberon Crau Alpilles Sainte-Baume Maures Haut-Var
  Nice-Mercantour Balagne Nebbiu Castagniccia Sartenais
`);

const ACTIVITY_WORDS: Record<string, readonly string[]> = {
  A: phrases('Agricole|Céréales|Terres'),
  B: phrases('Pétrole|Gaz|Ressources'),
  C: phrases('Industries|Manufacture|Mécanique|Chimie|Matériaux'),
  D: phrases('Énergie|Électricité|Énergies Renouvelables'),
  E: phrases('Eaux|Environnement'),
  F: phrases('Construction|Bâtiment|Travaux Publics'),
  G: phrases('Distribution|Commerce'),
  H: phrases('Transports|Logistique|Aviation'),
  I: phrases('Hôtellerie|Hospitalité'),
  J: phrases('Télécom|Numérique|Médias'),
  K: phrases('Finance|Crédit|Services Financiers|Épargne'),
  L: phrases('Foncière|Immobilier'),
  M: phrases('Ingénierie|Conseil'),
  N: phrases('Services|Location'),
  Q: phrases('Santé|Cliniques'),
  R: phrases('Loisirs|Jeux'),
};

const LEGAL_FORMS: Record<string, readonly string[]> = {
  FR: phrases('SA|SA|SAS|SE|SCA'),
  DE: phrases('AG|GmbH|SE'),
  IT: phrases('S.p.A.'),
  ES: phrases('S.A.'),
  NL: phrases('N.V.|B.V.'),
  BE: phrases('SA/NV'),
  LU: phrases('S.A.|S.à r.l.'),
  GB: phrases('plc|Ltd'),
  US: phrases('Inc.|Corp.|LLC'),
  CH: phrases('AG|SA'),
  JP: phrases('K.K.'),
  SE: phrases('AB'),
  DK: phrases('A/S'),
  NO: phrases('ASA'),
  IE: phrases('plc|DAC'),
  AT: phrases('AG'),
  PT: phrases('S.A.'),
  FI: phrases('Oyj'),
  PL: phrases('S.A.'),
  CA: phrases('Inc.'),
  AU: phrases('Ltd'),
  MX: phrases('S.A.B. de C.V.'),
  BR: phrases('S.A.'),
};

export const legalForm = (rng: Random, country: string) => rng.pick(LEGAL_FORMS[country] ?? ['SA']);

/** Hands out root names so that no two groups share one. */
export class RootNames {
  private readonly free: string[];
  private round = 0;

  constructor(rng: Random) {
    this.free = rng.shuffle(ROOTS);
  }

  next(rng: Random): string {
    if (this.free.length === 0) {
      // Every root is used once: combine two of them ("Ventoux-Sologne").
      this.round++;
      const a = rng.pick(ROOTS);
      let b = rng.pick(ROOTS);
      while (b === a) b = rng.pick(ROOTS);
      return `${a}-${b}${this.round > 400 ? ` ${this.round}` : ''}`;
    }
    return this.free.pop()!;
  }
}

export const activityWord = (rng: Random, section: string) =>
  rng.pick(ACTIVITY_WORDS[section] ?? ['Industries']);

const FUND_THEMES: Record<string, readonly string[]> = {
  '41': phrases(
    'Actions Europe|Actions Zone Euro|Actions Monde|Actions France PME|Actions Émergentes|Actions Amérique|Actions Climat',
  ),
  '42': phrases(
    'Obligations Crédit Euro|Obligations Souveraines|Haut Rendement|Obligations Durables|Crédit Court Terme|Obligations Monde',
  ),
  '43': phrases('Monétaire|Trésorerie Court Terme|Monétaire Plus'),
  '44': phrases('Patrimoine|Allocation Flexible|Diversifié Prudent|Multigestion Équilibre'),
  '45': phrases('Immobilier Bureaux|Pierre Santé|Immobilier Résidentiel'),
  '46': phrases('Performance Absolue|Arbitrage|Global Macro'),
  '47': phrases('Capital Développement|Capital Transmission|Innovation'),
  '48': phrases('Infrastructures Durables|Transition Énergétique|Infrastructures Europe'),
  '49': phrases('Convertibles|Matières Premières|Thématique'),
};

const FUND_SUFFIXES = ['', '', ' ISR', ' I', ' IC', ' R', ' 2028', ' Responsable', ' Plus'];

export function fundName(rng: Random, manager: string, fundType: string): string {
  const theme = rng.pick(FUND_THEMES[fundType] ?? FUND_THEMES['49']!);
  return `${manager} ${theme}${rng.pick(FUND_SUFFIXES)}`;
}

const STREETS = phrases(
  'rue des Tilleuls|avenue des Platanes|quai des Mariniers|boulevard des Acacias|rue du Moulin|place des Halles|rue de la Verrerie|cours des Lices|allée des Marronniers|rue des Tanneurs|avenue du Parc|rue des Jardins',
);

const CITIES = phrases(
  'Paris 8e|Paris 9e|Paris 15e|Lyon 3e|Lyon 6e|Marseille 2e|Lille|Bordeaux|Nantes|Toulouse|Strasbourg|Rennes|Montpellier|Nice|Grenoble|La Défense|Issy-les-Moulineaux|Boulogne-Billancourt|Neuilly-sur-Seine',
);

const PROPERTY_KINDS: Record<string, string> = {
  '91': 'Immeuble de bureaux',
  '92': 'Ensemble résidentiel',
  '93': 'Siège social (usage propre)',
  '94': 'Programme en construction',
  '95': 'Équipements techniques (usage propre)',
  '99': 'Terrain et parkings',
};

export function propertyName(rng: Random, subcategory: string): string {
  const kind = PROPERTY_KINDS[subcategory] ?? 'Immeuble';
  return `${kind}, ${rng.int(1, 180)} ${rng.pick(STREETS)}, ${rng.pick(CITIES)}`;
}

const MONTHS_FR = words(
  'janvier février mars avril mai juin juillet août septembre octobre novembre décembre',
);

/** "mars 2025" from an ISO date. */
export function monthLabel(iso: string): string {
  return `${MONTHS_FR[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;
}

/** "OAT 2,75 % 25/02/2035"-style bond label. */
export function bondName(prefix: string, coupon: number, maturity: string): string {
  const rate = coupon
    .toFixed(coupon * 1000 === Math.round(coupon) * 1000 ? 0 : 3)
    .replace(/0+$/, '');
  const shown = rate.replace(/\.$/, '').replace('.', ',');
  const date =
    maturity === '9999-12-31'
      ? 'perpétuelle'
      : `${maturity.slice(8, 10)}/${maturity.slice(5, 7)}/${maturity.slice(0, 4)}`;
  return `${prefix} ${shown} % ${date}`;
}
