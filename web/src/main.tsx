import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import './styles.css';

/**
 * The back office's entry (/admin), a single-page app. Public pages arrive rendered by the server
 * and run boot.ts instead (modules/pages); the stylesheet is both's.
 */
const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
