import { generateDemoData } from '../../apps/server/src/seed/demo-data';

/** The inventory file's header, as the Intégration page's users send it (French Excel). */
export const INVENTORY_HEADER =
  'codePortefeuille;codeCompartiment;dateValorisation;codeTitre;quantite;deviseCotation;valeurMarcheCotation;valeurMarcheReference';

/**
 * Lines of Client.DEMO1 for a new month-end (31/01/2025), taken from the demo data the
 * server seeded: the generator is deterministic, so a test knows the codes without
 * reading the server's database.
 */
export function demoInventoryLines(count = 3, date = '31/01/2025'): string[] {
  return heldByDemo1()
    .slice(0, count)
    .map((p) =>
      [
        p.portfolioCode,
        p.compartmentCode,
        date,
        p.securityCode,
        String(p.quantity).replace('.', ','),
        p.quotationCurrency,
        String(p.marketValueQc).replace('.', ','),
        String(p.marketValueRc).replace('.', ','),
      ].join(';'),
    );
}

/**
 * A long inventory of Client.DEMO1: its latest positions again on month-ends from January
 * 1980 (dates the demo data never uses), until `lines` lines at least.
 */
export function demoInventoryHistory(lines: number): string[] {
  const count = heldByDemo1().length;
  const history: string[] = [];
  for (let month = 0; history.length < lines; month++) {
    const end = new Date(Date.UTC(1980, month + 1, 0));
    const date = `${String(end.getUTCDate()).padStart(2, '0')}/${String(end.getUTCMonth() + 1).padStart(2, '0')}/${end.getUTCFullYear()}`;
    history.push(...demoInventoryLines(count, date));
  }
  return history;
}

let held: ReturnType<typeof generateDemoData>['positions'] | undefined;

/** Client.DEMO1's positions of the latest date, on securities with an ISIN (generated once). */
function heldByDemo1() {
  if (held) return held;
  const demo = generateDemoData();
  const latest = demo.notes.dates.at(-1);
  return (held = demo.positions.filter(
    (p) =>
      p.roleCode === 'Client.DEMO1' &&
      p.valuationDate === latest &&
      /^[A-Z]{2}[A-Z0-9]{9}\d$/.test(p.securityCode),
  ));
}
