import { Route, Routes, useLocation } from 'react-router';
import CookieBanner from '../ui/CookieBanner.tsx';
import SiteFooter from '../ui/SiteFooter.tsx';
import ContactPage from './ContactPage.tsx';
import CrashTest from './CrashTest.tsx';
import ErrorBoundary from './ErrorBoundary.tsx';
import HomePage from './HomePage.tsx';
import MakerRoute from './MakerRoute.tsx';
import NotFoundPage from './NotFoundPage.tsx';
import QueryToast from './QueryToast.tsx';
import SetPage from '../ui/set/SetPage.tsx';
import SiteHeader from './SiteHeader.tsx';
import { useAnalytics } from './use-analytics.ts';

/** The site: consent banner, header, the routes (behind their own error boundary), footer. */
export default function SiteShell() {
  useAnalytics();
  const { pathname } = useLocation();
  return (
    <>
      <CookieBanner />
      <SiteHeader />
      <main className="site-main">
        <ErrorBoundary resetKey={pathname}>
          <CrashTest />
          <Routes>
            <Route path="/" element={<HomePage />} />
            <Route path="/contact-info" element={<ContactPage />} />
            <Route path="/set" element={<SetPage />} />
            <Route path="/:slug" element={<MakerRoute />} />
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </ErrorBoundary>
      </main>
      <SiteFooter />
      <QueryToast />
    </>
  );
}
