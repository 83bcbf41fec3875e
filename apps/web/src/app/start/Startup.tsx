import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { messages } from '@prisme/domain';
import { AuthProvider } from '../../features/auth';
import { AppRouter } from '../routes/router';
import { LoadingPage } from './LoadingPage';
import { StartError } from './StartError';
import { createStartDeps } from './start-deps';
import { startOnce } from './start-run';
import type { StartDeps, StartPhase, StartResult } from './start-sequence';

const PHASE_MESSAGES: Record<StartPhase, string> = {
  config: 'Chargement de Prisme…',
  auth: 'Connexion en cours…',
  rights: 'Vérification des droits…',
  perimeter: 'Chargement du périmètre…',
};

let defaultDeps: StartDeps | undefined;

/** Runs the start sequence, shows the loading page meanwhile, then the routed view. */
export function Startup({ deps }: { deps?: StartDeps }) {
  const run = startOnce(deps ?? (defaultDeps ??= createStartDeps()));
  const phase = useSyncExternalStore(run.subscribe, run.getPhase);
  const [result, setResult] = useState<StartResult>();
  useEffect(() => {
    let active = true;
    run.result
      .catch((): StartResult => ({ kind: 'failed', message: messages.generic.unexpected }))
      .then((value) => active && setResult(value));
    return () => {
      active = false;
    };
  }, [run]);

  const auth = useMemo(
    () =>
      result?.kind === 'ready'
        ? { user: result.session.user, logout: result.session.logout }
        : undefined,
    [result],
  );

  if (!result) return <LoadingPage message={PHASE_MESSAGES[phase]} />;
  switch (result.kind) {
    case 'ready':
      return (
        <AuthProvider value={auth!}>
          <AppRouter productSlug={result.config.productSlug} />
        </AuthProvider>
      );
    case 'redirecting':
      return <LoadingPage message="Redirection vers la page de connexion…" />;
    case 'logged-out':
      return <LoadingPage message="Déconnexion en cours…" />;
    case 'failed':
      return (
        <StartError
          message={result.message}
          onRetry={result.retry ?? (() => window.location.reload())}
        />
      );
  }
}
