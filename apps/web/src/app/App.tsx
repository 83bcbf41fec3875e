import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../api/query-client';
import { Startup } from './start/Startup';
import type { StartDeps } from './start/start-sequence';
import { theme } from './theme';

/** Providers, then the start sequence; `deps` lets tests replace the outside world. */
export function App({ deps }: { deps?: StartDeps }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <Startup deps={deps} />
      </QueryClientProvider>
    </ThemeProvider>
  );
}
