import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { findEmoteType } from '../../emotes/index.ts';
import type { MadeFile } from '../../pipeline/protocol.ts';
import { moveKept, removeKept, renameKept, setKeptEmoji } from '../../set/set-actions.ts';
import { openKeptForEditing, wouldReplaceWork } from '../../set/open-kept.ts';
import { SET_MESSAGES } from '../../set/set-messages.ts';
import type { SetRow } from '../../set/set-state.ts';
import EmoteMedia from '../EmoteMedia.tsx';

interface SetItemProps {
  row: SetRow;
  index: number;
  count: number;
  editing: boolean;
}

/** One kept emote: playing, its code (renamable), its sticker's emoji, its maker, and Up, Down, Edit, Remove. */
export default function SetItem({ row, index, count, editing }: SetItemProps) {
  const navigate = useNavigate();
  const [code, setCode] = useState(row.code);
  const [emoji, setEmoji] = useState(row.emoji);
  const type = findEmoteType(row.slug);
  const rename = (event: FormEvent) => {
    event.preventDefault();
    void renameKept(row.id, code.trim()).then((ok) => !ok && setCode(row.code));
  };
  const chooseEmoji = (event: FormEvent) => {
    event.preventDefault();
    void setKeptEmoji(row.id, emoji.trim()).then((ok) => !ok && setEmoji(row.emoji));
  };
  const edit = () => {
    if (wouldReplaceWork(row.slug, row.id) && !window.confirm(SET_MESSAGES.replaceWork(type?.name ?? row.slug, row.code))) return;
    void openKeptForEditing(row.id).then((path) => path && navigate(path));
  };
  return (
    <li className="set-item" data-code={row.code} aria-label={row.code}>
      <div className="set-preview checkerboard">
        {row.previewUrl && <EmoteMedia url={row.previewUrl} mime={row.previewMime as MadeFile['mime']} alt={row.code} />}
      </div>
      <form className="set-rename" onSubmit={rename}>
        <label>
          <span className="visually-hidden">Code of {row.code}</span>
          <input value={code} onChange={(e) => setCode(e.target.value)} maxLength={40} spellCheck={false} autoComplete="off" />
        </label>
        {code !== row.code && (
          <button type="submit" className="button small">
            Rename
          </button>
        )}
      </form>
      <form className="set-rename set-emoji" onSubmit={chooseEmoji}>
        <label>
          <span className="hint">Sticker emoji</span>
          <input value={emoji} onChange={(e) => setEmoji(e.target.value)} maxLength={40} autoComplete="off" aria-label={`Sticker emoji of ${row.code}`} />
        </label>
        {emoji !== row.emoji && (
          <button type="submit" className="button small">
            Set
          </button>
        )}
      </form>
      <p className="hint set-maker">
        {type ? type.name : row.slug}
        {editing ? ' · being edited' : ''}
      </p>
      <div className="set-item-actions">
        <button type="button" className="button small" disabled={index === 0} onClick={() => void moveKept(row.id, -1)} aria-label={`Move ${row.code} up`}>
          ↑
        </button>
        <button type="button" className="button small" disabled={index === count - 1} onClick={() => void moveKept(row.id, 1)} aria-label={`Move ${row.code} down`}>
          ↓
        </button>
        <button type="button" className="button small" onClick={edit} aria-label={`Edit ${row.code}`}>
          Edit
        </button>
        <button type="button" className="button small" onClick={() => void removeKept(row.id)} aria-label={`Remove ${row.code}`}>
          Remove
        </button>
      </div>
    </li>
  );
}
