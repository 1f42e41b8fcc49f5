import { useSnapshot } from 'valtio';
import { galleryState } from '../../gallery/gallery-state.ts';
import { keepGalleryBackground, removeGalleryBackground } from '../../gallery/gallery-cutout-actions.ts';

/** "Remove background" for the gallery's picture, as a maker slot offers it; the cut-out goes with the picture to the maker. */
export default function GalleryCutoutButton() {
  const { source, cutout } = useSnapshot(galleryState);
  if (source?.kind !== 'image') return null;
  return (
    <>
      {source.cutOut ? (
        <button type="button" className="button" onClick={keepGalleryBackground}>
          Keep background
        </button>
      ) : (
        <button type="button" className="button" disabled={cutout.running} onClick={() => void removeGalleryBackground()}>
          {cutout.running ? 'Removing background…' : 'Remove background'}
        </button>
      )}
      {cutout.error && (
        <p role="alert" className="error">
          {cutout.error}
        </p>
      )}
    </>
  );
}
