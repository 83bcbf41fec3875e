export { esgRoutes } from './routes';
export { createEsgParametersService, type EsgParametersService } from './service';
