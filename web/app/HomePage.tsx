import { useEffect } from 'react';
import MakerList from './MakerList.tsx';

/** Home: what the site does and a gallery of the makers. */
export default function HomePage() {
  useEffect(() => {
    document.title = 'Emote Maker';
  }, []);
  return (
    <section aria-labelledby="home-title">
      <h1 id="home-title">Emote Maker</h1>
      <p className="lead">
        Turn any image, animated or still, into an emote for Twitch, Discord, Slack, 7TV, BTTV, FFZ or YouTube.
        Everything happens in your browser: your images are never uploaded.
      </p>
      <h2>Pick a maker</h2>
      <MakerList />
    </section>
  );
}
