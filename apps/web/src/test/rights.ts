import { deriveRights } from '@prisme/domain';

/** The demo's read-only user: transparisation only (no computing right). */
export const lecteurRights = deriveRights(false, {
  transparency: true,
  simulation: false,
  solvency: false,
  esg: false,
  risk: false,
});
