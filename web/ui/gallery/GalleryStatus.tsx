import { useSnapshot } from 'valtio';
import { galleryState } from '../../gallery/gallery-state.ts';

/** How far the cards are: which input they play and how many play it yet. */
export default function GalleryStatus() {
  const { source, cards, error } = useSnapshot(galleryState);
  if (!source) return null;
  const all = Object.values(cards);
  const playing = all.filter((card) => card.status === 'playing').length;
  const busy = all.some((card) => card.status === 'waiting' || card.status === 'composing');
  const failed = all.filter((card) => card.status === 'failed').length;
  const done = failed > 0 ? ` in ${playing} of ${all.length} makers (${failed} could not make it): click one to finish it.` : ` in every maker that takes a picture: click one to finish it.`;
  return (
    <p className="hint gallery-status" role="status">
      {error ? 'Still playing ' : 'Playing '}
      <bdi className="gallery-source-name">{source.name}</bdi>
      {source.cutOut && ', background removed,'}
      {busy ? ` in ${playing} of ${all.length} makers…` : done}
    </p>
  );
}
