import { randomUUID } from 'node:crypto';
import type {
  PerimeterRequest,
  SimulationCash,
  SimulationCreated,
  SimulationCurrency,
  SimulationNewPosition,
  SimulationPosition,
  SimulationSecurity,
  SimulationValuation,
} from '@prisme/domain';
import { currencyName } from '@prisme/domain';
import type { UserAccess } from '../../auth/user-access';
import { bulkInsert } from '../../db/bulk-insert';
import type { Database } from '../../db/client';
import { simulationPositions } from '../../db/schema';
import { ApiProblem, problem } from '../../http/errors';
import { loadFxRates, loadPositions } from '../lookthrough/input-repository';
import { resolvePerimeterScope } from '../perimeter/check-perimeter';
import { auditedPosition, recordSimulationChange } from './audit';
import { creditSaleToCash, setCashAmount } from './cash';
import { ownedSimulation } from './owned';
import {
  deleteReplacedSimulations,
  deleteSimulationPosition,
  findSecurity,
  holdsCompartment,
  insertSimulationPosition,
  knownUnitPrice,
  nextPositionNo,
  findSimulationPosition,
  insertSimulation,
  listSimulationPositions,
  searchSecurities,
  simulationCash,
  simulationValue,
  touchSimulation,
  updateSimulationPosition,
  type SimulationPositionRow,
} from './repository';

/** A simulation untouched this long is purged (issue 17 §1: « older than a set age »). */
export const SIMULATION_MAX_AGE_DAYS = 30;

/**
 * The simulations of spec §4 "Simulation" (issue 17): a user's copy of a perimeter's
 * positions, read and edited apart from the client's. A simulation is its creator's: any
 * other caller gets a 404 that says nothing of it. Every change is one transaction, with
 * its audit row (group 'simulations', ./audit.ts).
 */
export interface SimulationService {
  create(access: UserAccess, request: PerimeterRequest): Promise<SimulationCreated>;
  positions(access: UserAccess, simulationId: string): Promise<SimulationPosition[]>;
  cash(access: UserAccess, simulationId: string): Promise<SimulationCash[]>;
  valuation(access: UserAccess, simulationId: string): Promise<SimulationValuation>;
  setQuantity(
    access: UserAccess,
    simulationId: string,
    positionNo: number,
    quantity: number,
  ): Promise<SimulationPosition[]>;
  /**
   * Sells a position entirely; with `creditCash`, its value goes to the portfolio's
   * largest cash account in its currency, in the same transaction.
   */
  deletePosition(
    access: UserAccess,
    simulationId: string,
    positionNo: number,
    options?: { creditCash?: boolean },
  ): Promise<SimulationPosition[]>;
  /** Buys a security in a compartment the simulation holds, at a known price. */
  addPosition(
    access: UserAccess,
    simulationId: string,
    position: SimulationNewPosition,
  ): Promise<SimulationPosition[]>;
  /** Sets the cash held in a currency: its largest account takes the difference. */
  setCash(
    access: UserAccess,
    simulationId: string,
    currency: string,
    amount: number,
  ): Promise<SimulationCash[]>;
  /** The currencies with a rate at the simulation's valuation date, euro first. */
  currencies(access: UserAccess, simulationId: string): Promise<SimulationCurrency[]>;
  /** The referential's securities whose code or name holds the text typed. */
  securities(search: string, top: number): Promise<SimulationSecurity[]>;
}

const POSITION_NOT_FOUND = 'Position introuvable dans la simulation.';

/**
 * The quantity and values a new quantity is priced from: the copied position's (exact
 * however often it is changed, and still there once it is sold), else its current ones.
 */
function priceBasis(position: SimulationPositionRow) {
  if (position.initialQuantity && position.initialMarketValueQc !== null)
    return {
      quantity: position.initialQuantity,
      marketValueQc: position.initialMarketValueQc,
      marketValueRc: position.initialMarketValueRc ?? 0,
      accruedInterestRc: position.initialAccruedInterestRc ?? 0,
    };
  return position.quantity !== 0 ? position : undefined;
}

export function createSimulationService(db: Database): SimulationService {
  return {
    async create(access, request) {
      const { scope, level } = await resolvePerimeterScope(db, access, request);
      const id = randomUUID();
      await db.transaction(async (tx) => {
        const held = await loadPositions(tx, scope);
        await deleteReplacedSimulations(tx, access.userId, SIMULATION_MAX_AGE_DAYS);
        const initialValue = held.reduce((sum, position) => sum + position.marketValueRc, 0);
        await insertSimulation(tx, {
          id,
          roleCode: scope.roleCode,
          userId: access.userId,
          valuationDate: scope.valuationDate,
          portfolios: scope.portfolios,
          compartments: scope.compartments,
          lookThroughLevel: level,
          initialValue,
        });
        await recordSimulationChange(
          tx,
          access,
          { id, roleCode: scope.roleCode, valuationDate: scope.valuationDate },
          'creation',
          {
            key: 'content',
            before: null,
            after: {
              portfolios: scope.portfolios,
              compartments: scope.compartments,
              lookThroughLevel: level,
              positionCount: held.length,
              initialValue,
            },
          },
        );
        await bulkInsert(
          tx,
          simulationPositions,
          held.map((position, index) => ({
            roleCode: scope.roleCode,
            simulationId: id,
            positionNo: index + 1,
            portfolioCode: position.portfolioCode,
            compartmentCode: position.compartmentCode,
            securityCode: position.securityCode,
            quantity: position.quantity,
            quotationCurrency: position.quotationCurrency,
            marketValueQc: position.marketValueQc,
            marketValueRc: position.marketValueRc,
            accruedInterestRc: position.accruedInterestRc,
            bookValueRc: position.bookValueRc,
            acquisitionDate: position.acquisitionDate,
            initialQuantity: position.quantity,
            initialMarketValueQc: position.marketValueQc,
            initialMarketValueRc: position.marketValueRc,
            initialAccruedInterestRc: position.accruedInterestRc,
          })),
        );
      });
      return { simulationID: id };
    },

    async positions(access, id) {
      return listSimulationPositions(db, await ownedSimulation(db, access, id));
    },

    async cash(access, id) {
      return simulationCash(db, await ownedSimulation(db, access, id));
    },

    async valuation(access, id) {
      const simulation = await ownedSimulation(db, access, id);
      const current = await simulationValue(db, simulation);
      return {
        simulationID: id,
        current,
        initial: simulation.initialValue,
        difference: current - simulation.initialValue,
      };
    },

    async setQuantity(access, id, positionNo, quantity) {
      const key = await db.transaction(async (tx) => {
        const simulation = await ownedSimulation(tx, access, id);
        const position = await findSimulationPosition(tx, simulation, positionNo);
        if (!position) throw problem('NOT_FOUND', POSITION_NOT_FOUND);
        const basis = priceBasis(position);
        if (!basis)
          throw new ApiProblem(
            'VALIDATION',
            'Quantité non modifiable : la position n’a pas de quantité, donc pas de prix unitaire.',
          );
        // The value moves with the quantity at the position's own price.
        const ratio = quantity / basis.quantity;
        const values = {
          quantity,
          marketValueQc: basis.marketValueQc * ratio,
          marketValueRc: basis.marketValueRc * ratio,
          accruedInterestRc: basis.accruedInterestRc * ratio,
        };
        await updateSimulationPosition(tx, simulation, positionNo, values);
        await recordSimulationChange(tx, access, simulation, 'quantity', {
          key: 'position',
          before: auditedPosition(position),
          after: auditedPosition({ ...position, ...values }),
        });
        await touchSimulation(tx, simulation);
        return simulation;
      });
      return listSimulationPositions(db, key);
    },

    async deletePosition(access, id, positionNo, options = {}) {
      const key = await db.transaction(async (tx) => {
        const simulation = await ownedSimulation(tx, access, id);
        const position = await findSimulationPosition(tx, simulation, positionNo);
        if (!position) throw problem('NOT_FOUND', POSITION_NOT_FOUND);
        // Credited first: a refusal (no account) leaves the position as it was.
        if (options.creditCash) await creditSaleToCash(tx, access, simulation, position);
        // A copied position is sold, and stays listed as such (the « before » of the
        // lines that changed); one the user bought simply goes.
        const sold = { quantity: 0, marketValueQc: 0, marketValueRc: 0, accruedInterestRc: 0 };
        const bought = position.initialQuantity === null;
        if (bought) await deleteSimulationPosition(tx, simulation, positionNo);
        else await updateSimulationPosition(tx, simulation, positionNo, sold);
        await recordSimulationChange(tx, access, simulation, bought ? 'removal' : 'sale', {
          key: 'position',
          before: auditedPosition(position),
          after: bought ? null : auditedPosition({ ...position, ...sold }),
        });
        await touchSimulation(tx, simulation);
        return simulation;
      });
      return listSimulationPositions(db, key);
    },

    async addPosition(access, id, position) {
      const key = await db.transaction(async (tx) => {
        const simulation = await ownedSimulation(tx, access, id);
        const refuse = (message: string) => {
          throw new ApiProblem('VALIDATION', message);
        };
        if (
          !(await holdsCompartment(
            tx,
            simulation,
            position.portfolioCode,
            position.compartmentCode,
          ))
        )
          refuse(
            `Le compartiment ${position.compartmentCode} du portefeuille ${position.portfolioCode} n’est pas dans la simulation.`,
          );
        if (!(await findSecurity(tx, position.securityCode)))
          refuse(`Titre inconnu du référentiel : « ${position.securityCode} ».`);
        const known = await knownUnitPrice(tx, simulation, position.securityCode);
        if (!known)
          refuse(
            `Prix inconnu pour ${position.securityCode} au ${simulation.valuationDate} : ni la simulation, ni le client, ni un inventaire de fonds ne le détiennent.`,
          );
        const { price, currency } = known!;
        const unitsPerEur = (await loadFxRates(tx, simulation.valuationDate))[currency];
        if (!unitsPerEur) refuse(`Aucun cours ${currency}/EUR à la date de la simulation.`);
        const marketValueQc = price * position.quantity;
        const bought = {
          roleCode: simulation.roleCode,
          simulationId: id,
          positionNo: await nextPositionNo(tx, simulation),
          portfolioCode: position.portfolioCode,
          compartmentCode: position.compartmentCode,
          securityCode: position.securityCode,
          quantity: position.quantity,
          quotationCurrency: currency,
          marketValueQc,
          marketValueRc: marketValueQc / unitsPerEur!,
          initialQuantity: null,
        };
        await insertSimulationPosition(tx, bought);
        await recordSimulationChange(tx, access, simulation, 'purchase', {
          key: 'position',
          before: null,
          after: auditedPosition(bought),
        });
        await touchSimulation(tx, simulation);
        return simulation;
      });
      return listSimulationPositions(db, key);
    },

    async setCash(access, id, currency, amount) {
      const key = await db.transaction(async (tx) => {
        const simulation = await ownedSimulation(tx, access, id);
        await setCashAmount(tx, access, simulation, currency, amount);
        await touchSimulation(tx, simulation);
        return simulation;
      });
      return simulationCash(db, key);
    },

    async currencies(access, id) {
      const simulation = await ownedSimulation(db, access, id);
      const rates = await loadFxRates(db, simulation.valuationDate);
      return Object.entries(rates)
        .map(([code, unitsPerEur]) => ({ code, name: currencyName(code) ?? code, unitsPerEur }))
        .sort((a, b) =>
          a.code === 'EUR' ? -1 : b.code === 'EUR' ? 1 : a.code.localeCompare(b.code),
        );
    },

    securities: (search, top) => searchSecurities(db, search, top),
  };
}
