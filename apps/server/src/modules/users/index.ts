export { userAdministrationRoutes } from './routes';
export { createUserAdministrationService, type UserAdministrationService } from './service';
