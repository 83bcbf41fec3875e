export { auditRoutes } from './routes';
export { createAuditService, type AuditService } from './service';
