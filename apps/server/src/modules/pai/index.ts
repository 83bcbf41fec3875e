export { paiRoutes } from './routes';
export { createPaiService, type PaiService } from './service';
