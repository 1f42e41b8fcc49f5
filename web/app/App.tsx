import { Route, Routes } from 'react-router';
import { Toaster } from 'react-hot-toast';
import { TOAST_MS } from '../limits.ts';
import HomePage from './HomePage.tsx';
import MakerRoute from './MakerRoute.tsx';
import NotFoundPage from './NotFoundPage.tsx';
import SiteHeader from './SiteHeader.tsx';

/** The site shell: header, routes and toasts. */
export default function App() {
  return (
    <>
      <SiteHeader />
      <main className="site-main">
        <Routes>
          <Route path="/" element={<HomePage />} />
          <Route path="/:slug" element={<MakerRoute />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </main>
      <Toaster toastOptions={{ duration: TOAST_MS }} />
    </>
  );
}
