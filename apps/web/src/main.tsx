import { STARTUP_POLL_MS } from '@portal/contract/constants';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { loadShellData, type ShellData } from './app/bootstrap';
import { Providers } from './app/providers';
import { createRouter } from './app/router';
import { initI18n } from './lib/i18n';
import './styles.css';

const root = createRoot(document.getElementById('root')!);

/** Start-up: translations, then menus and pages (polled every 100 ms until they arrive), then the router. */
async function start() {
  await initI18n();
  let shell: ShellData | null = null;
  let failed = false;
  loadShellData().then(
    (s) => (shell = s),
    (err) => {
      console.warn('menus or pages could not be loaded', err);
      failed = true;
    },
  );
  while (!shell && !failed) await new Promise((r) => setTimeout(r, STARTUP_POLL_MS));
  if (!shell) {
    // Only when start-up fails: its page (and the result component) is loaded then.
    const { ErrorApp } = await import('./app/error-app');
    root.render(
      <StrictMode>
        <Providers>
          <ErrorApp />
        </Providers>
      </StrictMode>,
    );
    return;
  }
  const router = createRouter(shell);
  root.render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}

void start();
