import { LEVEL_NOUNS, type StructureLevel } from './structure-node';

/** What deactivating does, said before it is confirmed (issue 35 §A.3). */
export const DEACTIVATION_TEXT =
  'Il sera masqué des périmètres et refusé à l’intégration ; les résultats et sauvegardes restent lisibles. Vous pourrez le réactiver.';

export const EMPTY_TEXT =
  'Aucun client. Créez le premier client, puis ses portefeuilles et leurs compartiments — ou importez un fichier de structure depuis la page Intégration.';

type Done = 'créé' | 'enregistré' | 'désactivé' | 'réactivé' | 'supprimé';

/** « Portefeuille « P1 » créé. » */
export const doneNotice = (level: StructureLevel, code: string, done: Done) =>
  `${LEVEL_NOUNS[level].title} « ${code} » ${done}.`;

export const deactivateTitle = (level: StructureLevel, code: string) =>
  `Désactiver ${LEVEL_NOUNS[level].article} « ${code} » ?`;

export const deleteTitle = (level: StructureLevel, code: string) =>
  `Supprimer ${LEVEL_NOUNS[level].article} « ${code} » ?`;
