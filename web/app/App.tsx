import { useEffect } from 'react';
import { Toaster } from 'react-hot-toast';
import { useSnapshot } from 'valtio';
import { TOAST_MS } from '../limits.ts';
import { loadSiteConfig, siteConfig } from '../state/site/site-config.ts';
import ErrorBoundary from './ErrorBoundary.tsx';
import MaintenancePage from './MaintenancePage.tsx';
import SiteShell from './SiteShell.tsx';
import WebsiteError from './WebsiteError.tsx';
import { useThemeAttribute } from './use-theme-attribute.ts';

/** Toasts follow the theme through the CSS variables. */
const toastOptions = {
  duration: TOAST_MS,
  style: { background: 'var(--panel)', color: 'var(--text)', border: '1px solid var(--border)' },
};

/** The app: waits for site-config.json, then shows the maintenance screen or the site. */
export default function App() {
  useThemeAttribute();
  const { loaded, config } = useSnapshot(siteConfig);
  useEffect(() => {
    void loadSiteConfig();
  }, []);
  if (!loaded) return null;
  if (config.maintenance) return <MaintenancePage />;
  return (
    <ErrorBoundary fallback={<main className="site-main"><WebsiteError /></main>}>
      <SiteShell />
      <Toaster toastOptions={toastOptions} />
    </ErrorBoundary>
  );
}
