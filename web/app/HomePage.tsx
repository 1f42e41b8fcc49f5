import { useEffect } from 'react';
import MakerList from './MakerList.tsx';

/** Home: what the site does and a gallery of the makers. */
export default function HomePage() {
  useEffect(() => {
    document.title = 'Emote Maker';
  }, []);
  return (
    <section>
      <h1>Emote Maker</h1>
      <p>Turn any image, animated or still, into an emote for Twitch, Discord, Slack, 7TV, BTTV, FFZ or YouTube. Everything happens in your browser.</p>
      <MakerList />
    </section>
  );
}
