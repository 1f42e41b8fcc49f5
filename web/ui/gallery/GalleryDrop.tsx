import { useState, type DragEvent, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { galleryState } from '../../gallery/gallery-state.ts';
import { loadGalleryFile, loadGalleryWords } from '../../gallery/gallery-actions.ts';
import { firstFile } from '../../state/slot/page-paste.ts';
import { MAX_WORDS } from '../../text/text-spec.ts';
import InputErrorMessage from '../InputErrorMessage.tsx';
import GalleryStatus from './GalleryStatus.tsx';
import GalleryCutoutButton from './GalleryCutoutButton.tsx';
import '../gallery.css';

/** Where the visitor brings a picture, GIF, clip or words for every maker's card (issue 35 item 1): drop, paste, choose or write. */
export default function GalleryDrop() {
  const gallery = useSnapshot(galleryState);
  const [dragging, setDragging] = useState(false);
  const [words, setWords] = useState('');
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = firstFile(event.dataTransfer.files);
    if (file) void loadGalleryFile(file);
  };
  const onWords = (event: FormEvent) => {
    event.preventDefault();
    loadGalleryWords(words);
  };
  return (
    <section
      className={`gallery-drop${dragging ? ' dragging' : ''}`}
      aria-labelledby="gallery-title"
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <h2 id="gallery-title">Your picture as every emote</h2>
      <p className="hint">Drop, paste or choose a picture, GIF or video clip, or write words: every maker below plays it at chat size. Click one to finish it.</p>
      <div className="gallery-drop-actions">
        <label className="button primary">
          Choose file
          <input
            type="file"
            accept="image/*,.svg,video/mp4,video/webm,video/quicktime,.mp4,.webm,.mov,.m4v"
            aria-label="Picture for every emote"
            className="visually-hidden"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void loadGalleryFile(file);
            }}
          />
        </label>
        <form className="gallery-words" onSubmit={onWords}>
          <input type="text" aria-label="Words for every emote" placeholder="or write words" maxLength={MAX_WORDS} value={words} onChange={(event) => setWords(event.target.value)} />
          <button type="submit" className="button" disabled={!words.trim()}>
            Use words
          </button>
        </form>
        <GalleryCutoutButton />
      </div>
      {gallery.loading && (
        <p className="hint" role="status">
          Reading <bdi>{gallery.loading}</bdi>…
        </p>
      )}
      {gallery.error && <InputErrorMessage error={gallery.error} />}
      <GalleryStatus />
    </section>
  );
}
