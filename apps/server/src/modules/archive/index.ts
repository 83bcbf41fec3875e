export { archiveRoutes } from './routes';
export { createArchiveService, type ArchiveService } from './service';
