import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { applyColorMode, readColorMode } from './lib/color-mode';
import { currentLanguage } from './lib/i18n';
import './index.css';

// Apply the stored colour mode and language before the first paint.
applyColorMode(readColorMode());
document.documentElement.lang = currentLanguage();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
