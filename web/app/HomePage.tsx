import { useEffect } from 'react';
import MakerList from './MakerList.tsx';
import GalleryDrop from '../ui/gallery/GalleryDrop.tsx';
import GalleryCardMedia from '../ui/gallery/GalleryCardMedia.tsx';
import { openMakerWithInput, startGallery, stopGallery } from '../gallery/gallery-actions.ts';
import { listenForGalleryPaste } from '../gallery/gallery-paste.ts';

/** Home: what the site does, and the gallery: every maker's card, playing the visitor's own picture once they bring one. */
export default function HomePage() {
  useEffect(() => {
    document.title = 'Emote Maker';
    startGallery();
    const stopPaste = listenForGalleryPaste();
    return () => {
      stopPaste();
      stopGallery();
    };
  }, []);
  return (
    <section aria-labelledby="home-title">
      <h1 id="home-title">Emote Maker</h1>
      <p className="lead">
        Turn any image, animated or still, into an emote for Twitch, Discord, Slack, 7TV, BTTV, FFZ, YouTube or Kick, or a sticker for Telegram and WhatsApp.
        Everything happens in your browser: your images are never uploaded.
      </p>
      <GalleryDrop />
      <h2>Pick a maker</h2>
      <MakerList media={(type) => <GalleryCardMedia type={type} />} onOpen={(type) => void openMakerWithInput(type)} />
    </section>
  );
}
