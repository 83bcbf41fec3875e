export { esgRoutes } from './routes';
export { createEsgParametersService, type EsgParametersService } from './service';
export { createEsgResultsService, type EsgResultsService } from './results-service';
