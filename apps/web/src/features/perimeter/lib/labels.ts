import type { Compartment, Portfolio, RoleName } from '@prisme/domain';

/** How a role reads in the bar: the code users know, then its name. */
export const roleLabel = (role: RoleName) => `${role.code} — ${role.name}`;

/** Portfolios read the same way: "code — libellé". */
export const portfolioLabel = (portfolio: Portfolio) =>
  `${portfolio.codePortefeuille} — ${portfolio.libellePortefeuille}`;

export const compartmentLabel = (compartment: Compartment) =>
  `${compartment.codeCompartiment} — ${compartment.libelleCompartiment}`;
