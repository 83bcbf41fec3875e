export { simulationRoutes } from './routes';
export { createSimulationService, type SimulationService } from './service';
