import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { z } from 'zod';
import { installFrenchValidationMessages } from '@prisme/domain';
import { App } from './app/App';

// Zod's JIT probes `new Function`, which the CSP (script-src 'self') reports as a
// violation even though zod catches it; the interpreter is fast enough for our answers.
z.config({ jitless: true });
// Zod messages (config and answer validation) in French, before anything parses.
installFrenchValidationMessages();

const container = document.getElementById('root');
if (!container) throw new Error('Élément #root introuvable dans index.html');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
