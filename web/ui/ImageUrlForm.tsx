import { useState } from 'react';
import type { EmoteType } from '../emotes/types.ts';
import { loadInputUrl } from '../state/slot/input-actions.ts';

/** Loads an input from an image URL. */
export default function ImageUrlForm({ type, slot, title }: { type: EmoteType; slot: number; title: string }) {
  const [url, setUrl] = useState('');
  return (
    <form
      className="url-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (url.trim()) void loadInputUrl(type, slot, url.trim());
      }}
    >
      <input type="url" placeholder="https://…/image.gif" aria-label={`${title} image URL`} value={url} onChange={(e) => setUrl(e.target.value)} />
      <button type="submit" className="button">Load URL</button>
    </form>
  );
}
