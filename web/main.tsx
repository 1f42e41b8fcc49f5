import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import App from './app/App.tsx';
import './styles.css';
import { registerServiceWorker } from './app/service-worker.ts';
import { noticeNewBuild, showUpdateNotice } from './app/UpdateNotice.tsx';
import { reloadWouldLoseWork } from './state/persist/unsaved-warning.ts';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>,
);

if (import.meta.env.PROD) {
  noticeNewBuild();
  void registerServiceWorker({ canReloadNow: () => !reloadWouldLoseWork(), onWaiting: showUpdateNotice });
}
