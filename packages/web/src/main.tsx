import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppServices } from './app/app-services';
import { applyColorMode, readColorMode } from './lib/color-mode';
import './index.css';

// The one place the app is composed: everything below receives these services through context.
const services = createAppServices(window);

// Apply the stored colour mode before the first paint.
applyColorMode(readColorMode(services.storage));

function render() {
  document.documentElement.lang = services.language.current();
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const root = createRoot(container);
  // A transition: React renders the first screen in slices and yields between them, so the
  // main thread answers input while the page replaces its static shell (index.html).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App services={services} />
      </StrictMode>,
    );
  });
  // Every page's content soon asks the server something (the landing its configuration, a
  // stored session who-am-I): the client's chunk loads now, beside the page's own chunks.
  services.preloadApi();
}

// The first paint waits for the strings of the active language (a few small chunks). Should one
// fail to load, the app still renders; react-i18next asks again for what a screen uses.
void services.i18nReady.then(render, render);
