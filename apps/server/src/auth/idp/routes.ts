import { fileURLToPath } from 'node:url';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { errors as oidcErrors } from 'oidc-provider';
import { z } from 'zod';
import { apiErrors } from '@prisme/domain';
import type { Database } from '../../db/client';
import {
  checkCredentials,
  createPasswordReset,
  isResetTokenValid,
  logResetLink,
  PASSWORD_MIN_LENGTH,
  resetLinkOf,
  resetPassword,
} from './credentials';
import { databaseRateLimitStore } from './rate-limit-store';
import { forgotPasswordPage, messagePage, resetPasswordPage, signInPage } from './pages';

export interface IdpRoutesOptions {
  provider: Provider;
  db: Database;
  publicUrl: string;
}

const signInForm = z.object({
  login: z.string().trim().min(1).max(200),
  password: z.string().min(1).max(500),
});
const forgotForm = z.object({ login: z.string().trim().min(1).max(200) });
const resetForm = z.object({
  password: z.string().min(PASSWORD_MIN_LENGTH).max(500),
  confirmation: z.string(),
});

const WRONG_CREDENTIALS = 'Identifiant ou mot de passe incorrect.';
const tooManyAttempts = (seconds: number) =>
  `Trop de tentatives de connexion. Veuillez réessayer dans ${seconds} seconde${seconds > 1 ? 's' : ''}.`;

const sendHtml = (reply: FastifyReply, page: string, status = 200) =>
  reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(page);

/** The embedded identity provider under /idp: oidc-provider's endpoints and the French pages. */
export async function idpRoutes(app: FastifyInstance, opts: IdpRoutesOptions): Promise<void> {
  const { provider, db } = opts;

  // oidc-provider reads its own request bodies: this scope must leave them untouched.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const callback = provider.callback();
    const forward = (request: FastifyRequest, reply: FastifyReply) => {
      reply.hijack();
      const raw = request.raw as typeof request.raw & { originalUrl?: string };
      raw.originalUrl = raw.url;
      raw.url = raw.url!.slice('/idp'.length) || '/';
      callback(raw, reply.raw);
    };
    scope.all('/idp', { schema: { hide: true } }, forward);
    scope.all('/idp/*', { schema: { hide: true } }, forward);
  });

  await app.register(async (scope) => {
    await scope.register(formbody);
    // Counted in the database: the same limit whichever API process a post reaches.
    await scope.register(rateLimit, {
      global: false,
      store: databaseRateLimitStore(db, 'idp-address:'),
    });
    // A burst limit per address on top of the per-account slow-down of checkCredentials.
    const addressLimit = scope.createRateLimit({ max: 20, timeWindow: 60_000 });
    const assetsRoot = fileURLToPath(new URL('./assets', import.meta.url));
    await scope.register(fastifyStatic, {
      root: assetsRoot,
      prefix: '/idp-assets/',
      decorateReply: false,
    });

    scope.get<{ Params: { uid: string } }>(
      '/idp/interaction/:uid',
      { schema: { hide: true } },
      async (request, reply) => {
        const interaction = await loadInteraction(provider, request, reply);
        if (!interaction) return expiredInteraction(reply);
        if (interaction.prompt.name === 'login')
          return sendHtml(reply, signInPage({ uid: interaction.uid }));
        // Consent is implicit for the portal (see provider.ts): grant what is asked and go on.
        const grant = new provider.Grant({
          clientId: String(interaction.params['client_id']),
          accountId: interaction.session!.accountId,
        });
        const details = interaction.prompt.details as {
          missingOIDCScope?: string[];
          missingResourceScopes?: Record<string, string[]>;
        };
        if (details.missingOIDCScope) grant.addOIDCScope(details.missingOIDCScope.join(' '));
        for (const [resource, scopes] of Object.entries(details.missingResourceScopes ?? {}))
          grant.addResourceScope(resource, scopes.join(' '));
        const grantId = await grant.save();
        const target = await provider.interactionResult(
          request.raw,
          reply.raw,
          { consent: { grantId } },
          { mergeWithLastSubmission: true },
        );
        return reply.redirect(target, 303);
      },
    );

    scope.post<{ Params: { uid: string } }>(
      '/idp/interaction/:uid/login',
      { schema: { hide: true } },
      async (request, reply) => {
        const interaction = await loadInteraction(provider, request, reply);
        if (!interaction) return expiredInteraction(reply);
        const form = signInForm.safeParse(request.body);
        const login = form.success ? form.data.login : undefined;
        const limit = await addressLimit(request);
        if (!limit.isAllowed && limit.isExceeded) {
          return sendHtml(
            reply,
            signInPage({
              uid: interaction.uid,
              login,
              alert: { kind: 'error', text: tooManyAttempts(limit.ttlInSeconds) },
            }),
            429,
          );
        }
        if (!form.success) {
          return sendHtml(
            reply,
            signInPage({
              uid: interaction.uid,
              alert: {
                kind: 'error',
                text: 'Veuillez saisir votre identifiant et votre mot de passe.',
              },
            }),
            400,
          );
        }
        const outcome = await checkCredentials(db, form.data.login, form.data.password);
        if (outcome.kind === 'locked') {
          return sendHtml(
            reply,
            signInPage({
              uid: interaction.uid,
              login,
              alert: { kind: 'error', text: tooManyAttempts(outcome.retryAfterSeconds) },
            }),
            429,
          );
        }
        if (outcome.kind === 'invalid') {
          request.log.info({ login }, 'sign-in refused');
          return sendHtml(
            reply,
            signInPage({
              uid: interaction.uid,
              login,
              alert: { kind: 'error', text: WRONG_CREDENTIALS },
            }),
            401,
          );
        }
        if (outcome.kind === 'disabled') {
          request.log.info({ login }, 'sign-in of a disabled account refused');
          return sendHtml(
            reply,
            signInPage({
              uid: interaction.uid,
              login,
              alert: { kind: 'error', text: apiErrors.ACCOUNT_DISABLED.message },
            }),
            403,
          );
        }
        const target = await provider.interactionResult(
          request.raw,
          reply.raw,
          { login: { accountId: outcome.accountId } },
          { mergeWithLastSubmission: false },
        );
        return reply.redirect(target, 303);
      },
    );

    scope.get('/idp/password/forgot', { schema: { hide: true } }, async (_request, reply) =>
      sendHtml(reply, forgotPasswordPage()),
    );

    scope.post('/idp/password/forgot', { schema: { hide: true } }, async (request, reply) => {
      const limit = await addressLimit(request);
      if (!limit.isAllowed && limit.isExceeded) {
        return sendHtml(
          reply,
          forgotPasswordPage({
            alert: { kind: 'error', text: tooManyAttempts(limit.ttlInSeconds) },
          }),
          429,
        );
      }
      const form = forgotForm.safeParse(request.body);
      if (!form.success) {
        return sendHtml(
          reply,
          forgotPasswordPage({
            alert: { kind: 'error', text: 'Veuillez saisir votre identifiant ou votre e-mail.' },
          }),
          400,
        );
      }
      const reset = await createPasswordReset(db, form.data.login);
      if (reset) {
        // Embedded mode has no mail server: the link goes to the server log (README).
        const resetLink = resetLinkOf(opts.publicUrl, reset.token);
        logResetLink(request.log, reset.login, resetLink);
      }
      // The same answer whether or not the account exists: no account enumeration.
      return sendHtml(
        reply,
        forgotPasswordPage({
          alert: {
            kind: 'ok',
            text: 'Si un compte correspond, un lien de réinitialisation vient d’être envoyé. Il est valable une heure.',
          },
        }),
      );
    });

    scope.get<{ Params: { token: string } }>(
      '/idp/password/reset/:token',
      { schema: { hide: true } },
      async (request, reply) => {
        if (!(await isResetTokenValid(db, request.params.token))) return invalidResetLink(reply);
        return sendHtml(reply, resetPasswordPage({ token: request.params.token }));
      },
    );

    scope.post<{ Params: { token: string } }>(
      '/idp/password/reset/:token',
      { schema: { hide: true } },
      async (request, reply) => {
        const { token } = request.params;
        const form = resetForm.safeParse(request.body);
        if (!form.success || form.data.password !== form.data.confirmation) {
          const text = !form.success
            ? `Le mot de passe doit compter au moins ${PASSWORD_MIN_LENGTH} caractères.`
            : 'Les deux mots de passe ne sont pas identiques.';
          return sendHtml(reply, resetPasswordPage({ token, alert: { kind: 'error', text } }), 400);
        }
        if (!(await resetPassword(db, token, form.data.password))) return invalidResetLink(reply);
        return sendHtml(reply, resetPasswordPage({ token, done: true }));
      },
    );
  });
}

async function loadInteraction(provider: Provider, request: FastifyRequest, reply: FastifyReply) {
  try {
    const interaction = await provider.interactionDetails(request.raw, reply.raw);
    return interaction.uid === (request.params as { uid: string }).uid ? interaction : undefined;
  } catch (error) {
    if (error instanceof oidcErrors.SessionNotFound) return undefined;
    throw error;
  }
}

const expiredInteraction = (reply: FastifyReply) =>
  sendHtml(
    reply,
    messagePage(
      'Session expirée',
      'Votre demande de connexion a expiré. Veuillez vous reconnecter depuis Prisme.',
    ),
    400,
  );

const invalidResetLink = (reply: FastifyReply) =>
  sendHtml(
    reply,
    messagePage(
      'Lien invalide',
      'Ce lien de réinitialisation est invalide, a déjà servi ou a expiré.',
    ),
    400,
  );
