export { liquidityRoutes } from './routes';
export { createLiquidityScenarioService, type LiquidityScenarioService } from './scenario-service';
export { createLiquidityResultsService, type LiquidityResultsService } from './results-service';
