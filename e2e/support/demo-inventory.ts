import { generateDemoData } from '../../apps/server/src/seed/demo-data';

/** The inventory file's header, as the Intégration page's users send it (French Excel). */
export const INVENTORY_HEADER =
  'codePortefeuille;codeCompartiment;dateValorisation;codeTitre;quantite;deviseCotation;valeurMarcheCotation;valeurMarcheReference';

/**
 * Lines of Client.DEMO1 for a new month-end (31/01/2025), taken from the demo data the
 * server seeded: the generator is deterministic, so a test knows the codes without
 * reading the server's database.
 */
export function demoInventoryLines(count = 3): string[] {
  const demo = generateDemoData();
  const latest = demo.notes.dates.at(-1);
  return demo.positions
    .filter(
      (p) =>
        p.roleCode === 'Client.DEMO1' &&
        p.valuationDate === latest &&
        /^[A-Z]{2}[A-Z0-9]{9}\d$/.test(p.securityCode),
    )
    .slice(0, count)
    .map((p) =>
      [
        p.portfolioCode,
        p.compartmentCode,
        '31/01/2025',
        p.securityCode,
        String(p.quantity).replace('.', ','),
        p.quotationCurrency,
        String(p.marketValueQc).replace('.', ','),
        String(p.marketValueRc).replace('.', ','),
      ].join(';'),
    );
}
