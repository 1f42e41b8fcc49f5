import { useEffect } from 'react';
import MakerList from './MakerList.tsx';

/** Shown for unknown routes, with the list of makers. */
export default function NotFoundPage() {
  useEffect(() => {
    document.title = 'Page not found - Emote Maker';
  }, []);
  return (
    <section>
      <h1>Page not found</h1>
      <p>There is no page at this address. Try one of the makers:</p>
      <MakerList />
    </section>
  );
}
