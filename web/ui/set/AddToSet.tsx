import { useEffect, useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import type { EmoteType } from '../../emotes/types.ts';
import { stateFor } from '../../state/emote/emote-state.ts';
import { makerRuntime } from '../../state/emote/maker-runtime.ts';
import { codeFromFilename } from '../../set/emote-code.ts';
import { keepCurrentEmote, loadSet, stopEditing, updateKeptEmote } from '../../set/set-actions.ts';
import { setState } from '../../set/set-state.ts';
import SiteLink from '../../app/SiteLink.tsx';
import SetNotice from './SetNotice.tsx';
import BatchApply from './BatchApply.tsx';
import '../set.css';

/**
 * "Add to set" under the maker's output (issue 35 item 2): keeps the emote under an emote code the
 * visitor types, or these settings applied to many files at once (BatchApply). A maker opened from the set says so and offers "Update CODE in set" instead.
 */
export default function AddToSet({ type }: { type: EmoteType }) {
  const set = useSnapshot(setState);
  const runtime = useSnapshot(makerRuntime);
  const { filename } = useSnapshot(stateFor(type));
  const [code, setCode] = useState<string | null>(null);
  useEffect(() => {
    if (!setState.loaded) void loadSet();
    setState.notice = null;
  }, []);
  const editing = set.editing?.slug === type.slug ? set.editing : null;
  const shown = code ?? codeFromFilename(filename || type.defaultFilename, set.rows.map((row) => row.code));
  const busy = set.saving || runtime.making || !runtime.output;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void keepCurrentEmote(type, shown.trim()).then((added) => added && setCode(null));
  };
  return (
    <section className="add-to-set" aria-label="Your set">
      {editing ? (
        <div className="add-to-set-row">
          <p className="add-to-set-editing">
            Editing <strong>{editing.code}</strong> from your set.
          </p>
          <button type="button" className="button" disabled={busy} onClick={() => void updateKeptEmote(type)}>
            Update {editing.code} in set
          </button>
          <button type="button" className="button small" onClick={stopEditing}>
            Stop editing
          </button>
        </div>
      ) : (
        <form className="add-to-set-row" onSubmit={submit}>
          <label className="add-to-set-code">
            Emote code <input value={shown} onChange={(e) => setCode(e.target.value)} maxLength={40} spellCheck={false} autoComplete="off" />
          </label>
          <button type="submit" className="button" disabled={busy}>
            Add to set
          </button>
        </form>
      )}
      <SetNotice />
      {/* A maker with no image of its own (zero-width: an overlay alone) has no Image 1 to apply files to. */}
      {!editing && type.inputImageSpecs.length > 0 && <BatchApply type={type} />}
      <p className="hint add-to-set-hint">
        Letters and digits, 3 to 25, as Twitch takes them after your prefix. <SiteLink to="/set">Your set ({set.rows.length})</SiteLink>
      </p>
    </section>
  );
}
