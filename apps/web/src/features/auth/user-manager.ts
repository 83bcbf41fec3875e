import {
  UserManager,
  WebStorageStateStore,
  type User,
  type UserManagerSettings,
} from 'oidc-client-ts';
import type { AppConfig } from '@prisme/domain';

/** Authorization code + PKCE; the user lives in sessionStorage (spec §4, Session). */
export function userManagerSettings(
  config: AppConfig,
  origin: string,
  authority: string = config.auth.authority,
): UserManagerSettings {
  return {
    authority,
    client_id: config.auth.clientId,
    redirect_uri: `${origin}/`,
    post_logout_redirect_uri: `${origin}/`,
    response_type: 'code',
    scope: config.auth.scope,
    ...(config.auth.resource ? { resource: config.auth.resource } : {}),
    userStore: new WebStorageStateStore({ store: sessionStorage }),
    // The server issues refresh tokens, so renewal needs no hidden iframe.
    automaticSilentRenew: true,
  };
}

export function createUserManager(
  config: AppConfig,
  authority: string = config.auth.authority,
): UserManager {
  return new UserManager(userManagerSettings(config, window.location.origin, authority));
}

/** Redirects to sign in, remembering the hash route to come back to. */
export function redirectToSignIn(manager: UserManager, hash = window.location.hash) {
  return manager.signinRedirect({ state: { returnTo: hash || '#/' } });
}

export interface SignedInUser {
  sub: string;
  displayName: string;
}

export function toSignedInUser(user: User): SignedInUser {
  const p = user.profile;
  const fullName = [p.given_name, p.family_name].filter(Boolean).join(' ');
  return {
    sub: p.sub,
    displayName: p.name || fullName || p.preferred_username || p.email || p.sub,
  };
}
