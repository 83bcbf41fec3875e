import type { sectors } from '../../db/schema';
import { parseTable } from './text-table';

/**
 * NACE Rev. 2 (sections and the classes the demo issuers use) and GICS sectors, with
 * French and English labels (data-standards §5). Codes are written as TPT field 54 wants
 * them: section letter + digits, no dots. The NACE → GICS bridge is our own convention
 * (GICS has no official mapping, §5.3). Class labels in French follow INSEE's NAF rév. 2.
 */

type SectorRow = typeof sectors.$inferInsert;

const NACE_SECTIONS = parseTable(`
  A | Agriculture, forestry and fishing | Agriculture, sylviculture et pêche
  B | Mining and quarrying | Industries extractives
  C | Manufacturing | Industrie manufacturière
  D | Electricity, gas, steam and air conditioning supply | Production et distribution d'électricité, de gaz, de vapeur et d'air conditionné
  E | Water supply; sewerage, waste management and remediation activities | Production et distribution d'eau ; assainissement, gestion des déchets et dépollution
  F | Construction | Construction
  G | Wholesale and retail trade; repair of motor vehicles and motorcycles | Commerce ; réparation d'automobiles et de motocycles
  H | Transportation and storage | Transports et entreposage
  I | Accommodation and food service activities | Hébergement et restauration
  J | Information and communication | Information et communication
  K | Financial and insurance activities | Activités financières et d'assurance
  L | Real estate activities | Activités immobilières
  M | Professional, scientific and technical activities | Activités spécialisées, scientifiques et techniques
  N | Administrative and support service activities | Activités de services administratifs et de soutien
  O | Public administration and defence; compulsory social security | Administration publique et défense ; sécurité sociale obligatoire
  P | Education | Enseignement
  Q | Human health and social work activities | Santé humaine et action sociale
  R | Arts, entertainment and recreation | Arts, spectacles et activités récréatives
  S | Other service activities | Autres activités de services
  T | Activities of households as employers; undifferentiated goods- and services-producing activities of households for own use | Activités des ménages en tant qu'employeurs ; activités indifférenciées des ménages en tant que producteurs de biens et services pour usage propre
  U | Activities of extraterritorial organisations and bodies | Activités des organisations et organismes extraterritoriaux
`);

export interface NaceClass {
  code: string;
  gics: string | null;
  labelEn: string;
  labelFr: string;
}

const toClasses = (text: string): NaceClass[] =>
  parseTable(text).map(([code, gics, labelEn, labelFr]) => ({
    code: code!,
    gics: gics === '-' ? null : gics!,
    labelEn: labelEn!,
    labelFr: labelFr!,
  }));

/** Classes of corporate issuers, with the GICS sector we bridge them to. */
export const CORPORATE_NACE = toClasses(`
  A0111 | 30 | Growing of cereals, leguminous crops and oil seeds | Culture de céréales, de légumineuses et de graines oléagineuses
  B0610 | 10 | Extraction of crude petroleum | Extraction de pétrole brut
  B0620 | 10 | Extraction of natural gas | Extraction de gaz naturel
  C1011 | 30 | Processing and preserving of meat | Transformation et conservation de la viande de boucherie
  C1101 | 30 | Distilling, rectifying and blending of spirits | Production de boissons alcooliques distillées
  C1920 | 10 | Manufacture of refined petroleum products | Raffinage du pétrole
  C2011 | 15 | Manufacture of industrial gases | Fabrication de gaz industriels
  C2014 | 15 | Manufacture of other organic basic chemicals | Fabrication d'autres produits chimiques organiques de base
  C2042 | 30 | Manufacture of perfumes and toilet preparations | Fabrication de parfums et de produits pour la toilette
  C2120 | 35 | Manufacture of pharmaceutical preparations | Fabrication de préparations pharmaceutiques
  C2351 | 15 | Manufacture of cement | Fabrication de ciment
  C2410 | 15 | Manufacture of basic iron and steel and of ferro-alloys | Sidérurgie
  C2611 | 45 | Manufacture of electronic components | Fabrication de composants électroniques
  C2630 | 45 | Manufacture of communication equipment | Fabrication d'équipements de communication
  C2712 | 20 | Manufacture of electricity distribution and control apparatus | Fabrication de matériel de distribution et de commande électrique
  C2910 | 25 | Manufacture of motor vehicles | Construction de véhicules automobiles
  C2932 | 25 | Manufacture of other parts and accessories for motor vehicles | Fabrication d'autres équipements automobiles
  C3030 | 20 | Manufacture of air and spacecraft and related machinery | Construction aéronautique et spatiale
  C3250 | 35 | Manufacture of medical and dental instruments and supplies | Fabrication d'instruments et de fournitures à usage médical et dentaire
  D3511 | 55 | Production of electricity | Production d'électricité
  D3522 | 55 | Distribution of gaseous fuels through mains | Distribution de combustibles gazeux par conduites
  E3600 | 55 | Water collection, treatment and supply | Captage, traitement et distribution d'eau
  E3821 | 20 | Treatment and disposal of non-hazardous waste | Traitement et élimination des déchets non dangereux
  F4120 | 20 | Construction of residential and non-residential buildings | Construction de bâtiments résidentiels et non résidentiels
  F4211 | 20 | Construction of roads and motorways | Construction de routes et autoroutes
  G4711 | 30 | Retail sale in non-specialised stores with food predominating | Commerce de détail en magasin non spécialisé à prédominance alimentaire
  G4771 | 25 | Retail sale of clothing in specialised stores | Commerce de détail d'habillement en magasin spécialisé
  H4910 | 20 | Passenger rail transport, interurban | Transport ferroviaire interurbain de voyageurs
  H5110 | 20 | Passenger air transport | Transports aériens de passagers
  H5221 | 20 | Service activities incidental to land transportation | Services auxiliaires des transports terrestres
  I5510 | 25 | Hotels and similar accommodation | Hôtels et hébergement similaire
  J5821 | 50 | Publishing of computer games | Édition de jeux électroniques
  J6110 | 50 | Wired telecommunications activities | Télécommunications filaires
  J6120 | 50 | Wireless telecommunications activities | Télécommunications sans fil
  J6201 | 45 | Computer programming activities | Programmation informatique
  L6820 | 60 | Renting and operating of own or leased real estate | Location et exploitation de biens immobiliers propres ou loués
  M7112 | 20 | Engineering activities and related technical consultancy | Activités d'ingénierie
  N7711 | 20 | Renting and leasing of cars and light motor vehicles | Location et location-bail de voitures et de véhicules automobiles légers
  Q8610 | 35 | Hospital activities | Activités hospitalières
  R9200 | 25 | Gambling and betting activities | Organisation de jeux de hasard et d'argent
`);

const FINANCIAL = toClasses(`
  K6411 | 40 | Central banking | Activités de banque centrale
  K6419 | 40 | Other monetary intermediation | Autres intermédiations monétaires
  K6420 | 40 | Activities of holding companies | Activités des sociétés holding
  K6430 | 40 | Trusts, funds and similar financial entities | Fonds de placement et entités financières similaires
  K6491 | 40 | Financial leasing | Crédit-bail
  K6492 | 40 | Other credit granting | Autre distribution de crédit
  K6499 | 40 | Other financial service activities, except insurance and pension funding n.e.c. | Autres activités des services financiers, hors assurance et caisses de retraite, n.c.a.
  K6511 | 40 | Life insurance | Assurance vie
  K6512 | 40 | Non-life insurance | Autres assurances
  K6520 | 40 | Reinsurance | Réassurance
  K6530 | 40 | Pension funding | Caisses de retraite
  K6630 | 40 | Fund management activities | Gestion de fonds
  O8411 | - | General public administration activities | Administration publique générale
  U9900 | - | Activities of extraterritorial organisations and bodies | Activités des organisations et organismes extraterritoriaux
`);

const byCode = (code: string) => FINANCIAL.find((x) => x.code === code)!;

/** Financial classes (issuers of the financial sector are coded at class level, §5.1). */
export const NACE = {
  bank: byCode('K6419'),
  holding: byCode('K6420'),
  vehicle: byCode('K6430'),
  leasing: byCode('K6491'),
  credit: byCode('K6492'),
  financing: byCode('K6499'),
  life: byCode('K6511'),
  nonLife: byCode('K6512'),
  reinsurance: byCode('K6520'),
  pension: byCode('K6530'),
  fundManagement: byCode('K6630'),
  government: byCode('O8411'),
  extraterritorial: byCode('U9900'),
  realEstate: CORPORATE_NACE.find((x) => x.code === 'L6820')!,
  software: CORPORATE_NACE.find((x) => x.code === 'J6201')!,
};

const GICS_SECTORS = parseTable(`
  10 | Energy | Énergie
  15 | Materials | Matériaux
  20 | Industrials | Industrie
  25 | Consumer Discretionary | Consommation discrétionnaire
  30 | Consumer Staples | Biens de consommation de base
  35 | Health Care | Santé
  40 | Financials | Finance
  45 | Information Technology | Technologies de l'information
  50 | Communication Services | Services de communication
  55 | Utilities | Services aux collectivités
  60 | Real Estate | Immobilier
`);

export function sectorRows(): SectorRow[] {
  const rows = (type: string, table: string[][]) =>
    table.map(([id, labelEn, labelFr]) => ({
      codificationType: type,
      codificationId: id!,
      labelFr: labelFr!,
      labelEn: labelEn!,
    }));
  const classes = [...CORPORATE_NACE, ...FINANCIAL].map((x) => [x.code, x.labelEn, x.labelFr]);
  return [...rows('NACE', NACE_SECTIONS), ...rows('NACE', classes), ...rows('GICS', GICS_SECTORS)];
}
