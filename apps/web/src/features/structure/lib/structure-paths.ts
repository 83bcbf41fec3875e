/** The API paths of the structure (packages/domain/src/structure/api.ts), codes escaped. */
const part = (code: string) => encodeURIComponent(code);

export const CLIENTS_PATH = 'admin/clients';
export const clientPath = (client: string) => `${CLIENTS_PATH}/${part(client)}`;
export const portfoliosPath = (client: string) => `${clientPath(client)}/portfolios`;
export const portfolioPath = (client: string, portfolio: string) =>
  `${portfoliosPath(client)}/${part(portfolio)}`;
export const compartmentsPath = (client: string, portfolio: string) =>
  `${portfolioPath(client, portfolio)}/compartments`;
export const compartmentPath = (client: string, portfolio: string, compartment: string) =>
  `${compartmentsPath(client, portfolio)}/${part(compartment)}`;
