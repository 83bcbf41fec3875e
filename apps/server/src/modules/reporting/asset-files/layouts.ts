/** The asset files' layouts (issue 19 §4): the shared kit, then one layout per tool. */
export { dateCell, type AssetColumn, type AssetFileLayout } from './layout-kit';
export { ACTUARIS_LAYOUT } from './actuaris-layout';
export { ASSURETAT_LAYOUT } from './assuretat-layout';
