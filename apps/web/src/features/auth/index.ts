// The auth feature's public surface: the app shell imports only from here.
export { signIn, type AuthSession, type SignInOutcome } from './auth-start';
export { AuthProvider, useAuth, type AuthContextValue } from './auth-context';
export type { SignedInUser } from './user-manager';
