import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/generated/antd-login.css';
import './styles/base.css';
import { App } from './app/app.tsx';
import { i18nReady } from './lib/i18n.ts';

const root = document.getElementById('root');
if (!root) throw new Error('missing #root');

void i18nReady.then(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
