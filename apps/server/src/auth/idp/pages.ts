/** French HTML pages of the embedded identity provider. Every value is escaped. */

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (value: unknown) =>
  String(value ?? '').replace(/[&<>"']/g, (c) => ENTITIES[c]!);

/** Marks a string as already-safe HTML, for composing pages from parts. */
class Html {
  constructor(readonly value: string) {}
  toString() {
    return this.value;
  }
}

/** Tagged template that escapes every interpolated value unless it is Html. */
export function html(strings: TemplateStringsArray, ...values: unknown[]): Html {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    const part = Array.isArray(value) ? value.map(render).join('') : render(value);
    out += part + (strings[i + 1] ?? '');
  });
  return new Html(out);
}
const render = (value: unknown) => (value instanceof Html ? value.value : escapeHtml(value));

export type Alert = { kind: 'error' | 'ok'; text: string } | undefined;

function layout(title: string, content: Html, extraHead: Html = html``): string {
  return `<!doctype html>${html`<html lang="fr">
    <head>
      <meta charset="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>${title} — Prisme</title>
      <link rel="icon" type="image/svg+xml" href="/idp-assets/favicon.svg" />
      <link rel="stylesheet" href="/idp-assets/idp.css" />
      ${extraHead}
    </head>
    <body>
      <main>
        <p class="brand">PRISME</p>
        <p class="tagline">Transparisation · Solvabilité II · ESG · Liquidité</p>
        ${content}
        <footer>Accès réservé aux utilisateurs autorisés.</footer>
      </main>
    </body>
  </html>`}`;
}

const alertBox = (alert: Alert) =>
  alert ? html`<div class="alert ${alert.kind}" role="alert">${alert.text}</div>` : html``;

export function signInPage(opts: { uid: string; login?: string; alert?: Alert }): string {
  return layout(
    'Connexion',
    html`<h1>Connexion</h1>
      ${alertBox(opts.alert)}
      <form method="post" action="/idp/interaction/${opts.uid}/login" autocomplete="on">
        <label for="login">Identifiant</label>
        <input
          id="login"
          name="login"
          type="text"
          autocomplete="username"
          required
          ${opts.login ? '' : html`autofocus`}
          value="${opts.login ?? ''}"
        />
        <label for="password">Mot de passe</label>
        <input
          id="password"
          name="password"
          type="password"
          autocomplete="current-password"
          required
          ${opts.login ? html`autofocus` : ''}
        />
        <button type="submit">Se connecter</button>
      </form>
      <p class="links"><a href="/idp/password/forgot">Mot de passe oublié ?</a></p>`,
  );
}

export function forgotPasswordPage(opts: { alert?: Alert } = {}): string {
  return layout(
    'Mot de passe oublié',
    html`<h1>Mot de passe oublié ?</h1>
      ${alertBox(opts.alert)}
      <p>
        Saisissez votre identifiant ou votre adresse e-mail : un lien pour choisir un nouveau mot de
        passe vous sera envoyé.
      </p>
      <form method="post" action="/idp/password/forgot">
        <label for="login">Identifiant ou e-mail</label>
        <input id="login" name="login" type="text" autocomplete="username" required autofocus />
        <button type="submit">Envoyer le lien</button>
      </form>
      <p class="links"><a href="/">Retour à la connexion</a></p>`,
  );
}

export function resetPasswordPage(opts: { token: string; alert?: Alert; done?: boolean }): string {
  if (opts.done) {
    return layout(
      'Mot de passe modifié',
      html`<h1>Mot de passe modifié</h1>
        ${alertBox({ kind: 'ok', text: 'Votre mot de passe a été modifié. Vous pouvez vous connecter.' })}
        <p class="links"><a href="/">Se connecter à Prisme</a></p>`,
    );
  }
  return layout(
    'Nouveau mot de passe',
    html`<h1>Choisir un nouveau mot de passe</h1>
      ${alertBox(opts.alert)}
      <form method="post" action="/idp/password/reset/${opts.token}">
        <label for="password">Nouveau mot de passe (10 caractères au moins)</label>
        <input
          id="password"
          name="password"
          type="password"
          autocomplete="new-password"
          required
          minlength="10"
          autofocus
        />
        <label for="confirmation">Confirmation</label>
        <input
          id="confirmation"
          name="confirmation"
          type="password"
          autocomplete="new-password"
          required
          minlength="10"
        />
        <button type="submit">Enregistrer</button>
      </form>`,
  );
}

export function messagePage(
  title: string,
  text: string,
  link = html`<a href="/">Retour à Prisme</a>`,
): string {
  return layout(
    title,
    html`<h1>${title}</h1>
      <p>${text}</p>
      <p class="links">${link}</p>`,
  );
}

/** oidc-provider's sign-out confirmation, submitted at once by /idp-assets/auto-submit.js. */
export function signOutPage(form: string): string {
  return layout(
    'Déconnexion',
    html`<h1>Déconnexion en cours…</h1>
      ${new Html(form)}
      <button type="submit" form="op.logoutForm" name="logout" value="yes" data-auto-submit>
        Se déconnecter
      </button>`,
    html`<script src="/idp-assets/auto-submit.js" defer></script>`,
  );
}
