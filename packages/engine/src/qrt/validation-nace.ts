import { naceRev21 } from './nace';
import type { QrtFinding, QrtTable } from './report-model';
import { finding, kindOf, rowLabel, textOf } from './validation-tables';

/**
 * Check NACE_REV2_UNMAPPED (issue 36 §3): an issuer sector (S.06.02 C0230) the
 * correspondence cannot bring to NACE Rev. 2.1 — unreadable, a financial code not at class
 * level, or a Rev. 2 section J (split in Rev. 2.1). A warning per line, naming it; the
 * structure check blocks the package on the same cell, the code being no member.
 */
export function naceFindings(tables: readonly QrtTable[]): QrtFinding[] {
  const findings: QrtFinding[] = [];
  for (const table of tables) {
    if (kindOf(table.code) !== 'S.06.02.02') continue;
    for (const [rowIndex, row] of table.rows.entries()) {
      const code = textOf(row, 'C0230');
      if (code === null || naceRev21(code).code !== null) continue;
      findings.push({
        ...finding(
          'NACE_REV2_UNMAPPED',
          table,
          rowIndex,
          'C0230',
          code,
          `${table.code} ${rowLabel(rowIndex)} (${textOf(row, 'C0040') ?? 'sans code'}) : le secteur NACE « ${code} » n’a pas d’équivalent NACE Rév. 2.1 sûr (taxonomie 2.10.0) ; renseigner le code Rév. 2.1 de l’émetteur (classe pour le secteur financier, ex. L.64.19).`,
        ),
        severity: 'warning',
      });
    }
  }
  return findings;
}
