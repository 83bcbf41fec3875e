export { impactRoutes } from './routes';
export { createImpactService, type ImpactService } from './service';
