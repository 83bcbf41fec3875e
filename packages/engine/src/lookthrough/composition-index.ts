import { chooseComposition, isoDay } from './composition-choice';
import type { DatedComposition } from './composition-choice';
import type { InstrumentTable } from './instruments';
import { prepareComposition } from './prepared-composition';
import type { PreparedComposition } from './prepared-composition';
import type { FundCompositionInput, LookThroughWarning } from './types';

const NOT_CHOSEN_YET = -2;
const NONE = -1;

/**
 * The compositions of the input by fund, with the choice of Art. 84 made once per fund
 * and each chosen composition prepared once, however many positions reach it.
 */
export class CompositionIndex {
  private readonly byFund = new Map<string, { index: number; dated: DatedComposition }[]>();
  private readonly chosen: Int32Array;
  private readonly chosenStatus: Uint8Array;
  private readonly prepared: (PreparedComposition | undefined)[];

  constructor(
    private readonly compositions: readonly FundCompositionInput[],
    private readonly instruments: InstrumentTable,
    private readonly valuationDay: number,
    private readonly maxAgeDays: number,
    private readonly warnings: LookThroughWarning[],
  ) {
    this.chosen = new Int32Array(instruments.size).fill(NOT_CHOSEN_YET);
    this.chosenStatus = new Uint8Array(instruments.size);
    this.prepared = new Array<PreparedComposition | undefined>(compositions.length);
    compositions.forEach((composition, index) => {
      const { fundCode, valuationDate, basis } = composition;
      const day = isoDay(valuationDate);
      if (Number.isNaN(day) || (basis !== 'reported' && basis !== 'target_allocation')) {
        warnings.push({
          kind: 'invalid_composition',
          fundCode,
          valuationDate,
          message: `Composition du fonds ${fundCode} au ${valuationDate} ignorée : date ou nature (${String(basis)}) illisible`,
        });
        return;
      }
      const list = this.byFund.get(fundCode);
      const entry = { index, dated: { day, basis } };
      if (list) list.push(entry);
      else this.byFund.set(fundCode, [entry]);
    });
  }

  /** The composition chosen for a fund (canonical instrument index), -1 when none. */
  choose(fund: number): number {
    const known = this.chosen[fund]!;
    if (known !== NOT_CHOSEN_YET) return known;
    const candidates = this.byFund.get(this.instruments.code(fund)) ?? [];
    const choice = chooseComposition(
      candidates.map((c) => c.dated),
      this.valuationDay,
      this.maxAgeDays,
    );
    const index = choice ? candidates[choice.index]!.index : NONE;
    this.chosen[fund] = index;
    if (choice) this.chosenStatus[fund] = choice.status;
    return index;
  }

  /** The status the chosen composition gives its lines (call after `choose`). */
  status(fund: number): number {
    return this.chosenStatus[fund]!;
  }

  composition(index: number): FundCompositionInput {
    return this.compositions[index]!;
  }

  prepare(index: number): PreparedComposition {
    let prepared = this.prepared[index];
    if (prepared === undefined) {
      const composition = this.compositions[index]!;
      prepared = prepareComposition(composition, this.instruments);
      this.prepared[index] = prepared;
      if (prepared.weightsOff) {
        const sum = (prepared.weightSum * 100).toFixed(4).replace('.', ',');
        this.warnings.push({
          kind: 'weights_off',
          fundCode: composition.fundCode,
          valuationDate: composition.valuationDate,
          weightSum: prepared.weightSum,
          message: `Composition du fonds ${composition.fundCode} au ${composition.valuationDate} : les poids totalisent ${sum} %, l’écart est porté par une ligne résiduelle`,
        });
      }
    }
    return prepared;
  }
}
