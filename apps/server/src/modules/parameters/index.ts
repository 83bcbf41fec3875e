export { loadUserScrParameters } from './load-user-parameters';
export { parameterRoutes } from './routes';
export { createParametersService, type ParametersService } from './service';
