import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import type { EmoteType } from '../../emotes/types.ts';
import type { PreviewFrames } from '../../pipeline/protocol.ts';
import { galleryState } from '../../gallery/gallery-state.ts';
import { setCardVisible } from '../../gallery/gallery-actions.ts';
import SampleImage from '../SampleImage.tsx';
import GalleryPlayer from './GalleryPlayer.tsx';

/** A maker card's picture: the visitor's input as that emote once composed, its output sample until then; it tells the gallery when it is in view. */
export default function GalleryCardMedia({ type }: { type: EmoteType }) {
  const box = useRef<HTMLSpanElement>(null);
  const card = useSnapshot(galleryState).cards[type.slug];
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new IntersectionObserver(([entry]) => setCardVisible(type.slug, entry.isIntersecting));
    observer.observe(element);
    return () => {
      observer.disconnect();
      setCardVisible(type.slug, false);
    };
  }, [type.slug]);
  return (
    <span ref={box} className="gallery-media" data-gallery-card={card?.status ?? 'sample'}>
      {/* The frames are a valtio ref: the snapshot holds the very object, only typed read-only. */}
      {card?.frames ? <GalleryPlayer frames={card.frames as PreviewFrames} /> : <SampleImage type={type} />}
    </span>
  );
}
