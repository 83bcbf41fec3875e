import type { TptVersion } from '@prisme/domain';
import { importTable, type RowImporter } from '../table-import';
import type { Importer } from './importer';
import { FundDateChecks } from './tpt/checks';
import { readTptLine, type TptLine } from './tpt/line-reader';
import { matchTptColumns, openTptTable, type PeekedTable } from './tpt/tpt-table';
import { CompositionWriter, markFundsWithComposition } from './tpt/writer';

/**
 * Fund look-through files (TPT V6 or V7, and earlier versions read as V6, data-standards §2), CSV or XLSX, one or several
 * funds and dates. Every line is checked; each fund and date becomes a 'reported'
 * composition, replacing the one stored before, with its lines. The §2.4 arithmetic
 * gaps are warnings in the log details, not errors: the look-through engine books them.
 */
export const importFundLookthrough: Importer = async (job) => {
  let peeked: PeekedTable | undefined;
  let version: TptVersion = job.tptVersion ?? 'V7';
  let declaredVersion: string | undefined;
  let versionNotes: string[] = [];
  const checks = new FundDateChecks();
  // A composition keeps the version its file declares (« V5 »), else the one it was read as.
  const writer = new CompositionWriter(job.tx, () => declaredVersion ?? version);

  const open = async (filePath: string) => {
    peeked = await openTptTable(filePath);
    return peeked.table;
  };
  const match = (header: string[]) => {
    const columns = matchTptColumns(header, job.tptVersion, peeked!, job.report);
    version = columns.version;
    declaredVersion = columns.declaredVersion;
    versionNotes = columns.versionNotes;
    return columns;
  };

  const importer: RowImporter<TptLine> = {
    columns: [], // matched by `match`, against the TPT fields
    readRow(row) {
      const line = readTptLine(row);
      return line && checks.accept(row, line) ? line : undefined;
    },
    writeBatch: (lines) => writer.write(lines),
    async finish() {
      const unknownFunds = await markFundsWithComposition(job.tx, checks.fundCodes());
      // A prerequisite, said with the line: no position can hold a fund the referential lacks.
      const referentialNotes = unknownFunds.map(
        (code) =>
          `Ligne ${checks.firstLineOf(code)} : le fonds ${code} (champ 1) n’est pas dans le référentiel titres ; sa composition est enregistrée, mais aucune position ne le détiendra avant qu’il y soit intégré (Référentiel titres).`,
      );
      return {
        tptVersion: version,
        ...(declaredVersion && declaredVersion !== version
          ? { declaredTptVersion: declaredVersion }
          : {}),
        compositions: checks.summary(),
        warnings: [...versionNotes, ...referentialNotes, ...checks.warnings()],
      };
    },
  };
  return importTable(job, importer, open, match);
};
