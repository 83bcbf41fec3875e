import { clientRoleActions, useClientRoleStore } from '../client-role-store';
import { createSessionStore } from '../registry';
import * as archive from './archive-transitions';
import * as computation from './computation-transitions';
import { initialNavigationState, type NavigationState } from './navigation-state';
import * as parameter from './parameter-transitions';
import * as perimeter from './perimeter-transitions';
import * as simulation from './simulation-transitions';

export const useNavigationStore = createSessionStore<NavigationState>(
  'navigation',
  initialNavigationState,
);

type Transition<A extends unknown[]> = (state: NavigationState, ...args: A) => NavigationState;

/** A store action from a pure transition: the transitions are what the tests check. */
const act =
  <A extends unknown[]>(transition: Transition<A>) =>
  (...args: A): void =>
    useNavigationStore.setState((state) => transition(state, ...args));

/**
 * The actions of the navigation state. The perimeter bar uses the perimeter ones; the
 * others are the entry points of the later issues (transparisation, compute, parameters,
 * simulation, archives), which call them around their own requests.
 */
export const navigationActions = {
  // Perimeter (spec §4)
  perimeterLoadStarted: act(perimeter.perimeterLoadStarted),
  perimeterRestored: act(perimeter.perimeterRestored),
  perimeterLoadFailed: act(perimeter.perimeterLoadFailed),
  portfoliosChosen: act(perimeter.portfoliosChosen),
  valuationDateChosen: act(perimeter.valuationDateChosen),
  compartmentsChosen: act(perimeter.compartmentsChosen),
  lookThroughLevelChosen: act(perimeter.lookThroughLevelChosen),
  portfoliosReceived: act(perimeter.portfoliosReceived),
  datesReceived: act(perimeter.datesReceived),
  compartmentsReceived: act(perimeter.compartmentsReceived),
  // Transparisation and compute
  transparisationStarted: act(computation.transparisationStarted),
  transparisationSucceeded: act(computation.transparisationSucceeded),
  transparisationFailed: act(computation.transparisationFailed),
  computationStarted: act(computation.computationStarted),
  scrResultStored: act(computation.scrResultStored),
  computationSucceeded: act(computation.computationSucceeded),
  computationFailed: act(computation.computationFailed),
  scrMarkedReady: act(computation.scrMarkedReady),
  // Parameters
  parameterChanged: act(parameter.parameterChanged),
  parameterSaveStarted: act(parameter.parameterSaveStarted),
  parameterSaved: act(parameter.parameterSaved),
  parameterRequestFailed: act(parameter.parameterRequestFailed),
  // Simulation
  simulationModeEntered: act(simulation.simulationModeEntered),
  simulationCreated: act(simulation.simulationCreated),
  simulationTransparised: act(simulation.simulationTransparised),
  simulationModified: act(simulation.simulationModified),
  simulationModeLeft: act(simulation.simulationModeLeft),
  simulationQuit: act(simulation.simulationQuit),
  // Archives: the archives issue loads the role's list when `archives` is stale or of another role.
  archivesRequested: act(archive.archivesRequested),
  archivesLoaded: act(archive.archivesLoaded),
  archivesFailed: act(archive.archivesFailed),
  archiveCreated: act(archive.archiveCreated),
};

/**
 * An admin picks a client in the bar. Picking another client is a client change
 * (spec §4); picking the same one again changes nothing.
 */
export function chooseClient(code: string): void {
  const before = useClientRoleStore.getState().role?.code ?? null;
  clientRoleActions.choose(code);
  const after = useClientRoleStore.getState().role?.code ?? null;
  if (after !== before) {
    useNavigationStore.setState((state) => perimeter.clientChanged(state, after));
  }
}
