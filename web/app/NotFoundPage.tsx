import { useEffect } from 'react';
import MakerList from './MakerList.tsx';
import SiteLink from './SiteLink.tsx';

/** Shown for unknown routes, with the list of makers. */
export default function NotFoundPage() {
  useEffect(() => {
    document.title = 'Page not found - Emote Maker';
  }, []);
  return (
    <section aria-labelledby="not-found-title">
      <h1 id="not-found-title">Page not found</h1>
      <p>
        There is no page at this address. Try one of the makers below, go to the <SiteLink to="/">home page</SiteLink>{' '}
        or <SiteLink to="/contact-info">contact us</SiteLink>.
      </p>
      <MakerList />
    </section>
  );
}
