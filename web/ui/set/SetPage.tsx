import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { formatBytes } from '../../format-bytes.ts';
import { loadSet } from '../../set/set-actions.ts';
import { setState } from '../../set/set-state.ts';
import SiteLink from '../../app/SiteLink.tsx';
import SetItem from './SetItem.tsx';
import SetNotice from './SetNotice.tsx';
import SetExport from './SetExport.tsx';
import '../set.css';

/** /set: the emotes the visitor kept (issue 35 item 2), playing, with their codes and what can be done to each. */
export default function SetPage() {
  const set = useSnapshot(setState);
  useEffect(() => {
    document.title = 'Your set - Emote Maker';
    setState.notice = null;
    void loadSet();
  }, []);
  return (
    <section className="set-page" aria-labelledby="set-title">
      <h1 id="set-title">Your set</h1>
      <p className="hint">
        The emotes you kept with “Add to set”, with their settings and your files, on this device only (they work offline too).
      </p>
      {set.usage && (
        <p className="set-usage" data-testid="set-usage">
          Storage used by this site: {formatBytes(set.usage.usage)} of {formatBytes(set.usage.quota)} available to it.
        </p>
      )}
      <SetNotice />
      {set.loaded && set.rows.length === 0 && (
        <p className="set-empty">
          Your set is empty. Open a maker from the <SiteLink to="/">home page</SiteLink>, make an emote, then “Add to set”.
        </p>
      )}
      {set.rows.length > 0 && (
        <ol className="set-list" aria-label="Emotes in your set">
          {set.rows.map((row, index) => (
            <SetItem key={row.id} row={row} index={index} count={set.rows.length} editing={set.editing?.id === row.id} />
          ))}
        </ol>
      )}
      {set.rows.length > 0 && <SetExport count={set.rows.length} />}
    </section>
  );
}
