export { structureRoutes } from './routes';
export { createStructureService, type StructureService } from './service';
