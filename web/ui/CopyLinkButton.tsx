import { useState } from 'react';
import { useSnapshot } from 'valtio';
import type { EmoteType } from '../emotes/types.ts';
import { showToast } from '../app/show-toast.tsx';
import { stateFor, type EmoteState } from '../state/emote/emote-state.ts';
import { recipeLink } from '../state/recipe/recipe-encode.ts';
import { COPY_LINK_LABEL, COPY_LINK_TITLE, LINK_COPIED, LINK_FIELD_LABEL, LINK_NOT_COPIED } from './recipe-text.ts';
import './recipe-link.css';

/** "Copy link": the recipe of the current settings to the clipboard, and shown in a field from then on (always current). */
export default function CopyLinkButton({ type }: { type: EmoteType }) {
  const state = useSnapshot(stateFor(type)) as EmoteState;
  const [shown, setShown] = useState(false);
  const link = recipeLink(type, state, location.origin);
  const copy = async () => {
    setShown(true);
    try {
      await navigator.clipboard.writeText(link);
      showToast(LINK_COPIED, 'success', 'recipe-copy');
    } catch {
      showToast(LINK_NOT_COPIED, 'info', 'recipe-copy');
    }
  };
  return (
    <div className="recipe-link">
      <button type="button" className="button small" title={COPY_LINK_TITLE} onClick={() => void copy()}>
        {COPY_LINK_LABEL}
      </button>
      {shown && <input readOnly value={link} aria-label={LINK_FIELD_LABEL} onFocus={(event) => event.currentTarget.select()} />}
    </div>
  );
}
