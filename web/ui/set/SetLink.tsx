import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import SiteLink from '../../app/SiteLink.tsx';
import { loadSet } from '../../set/set-actions.ts';
import { setState } from '../../set/set-state.ts';

/** The header's "Your set (N)". */
export default function SetLink() {
  const { rows, loaded } = useSnapshot(setState);
  useEffect(() => {
    if (!setState.loaded) void loadSet();
  }, []);
  return <SiteLink to="/set">Your set{loaded ? ` (${rows.length})` : ''}</SiteLink>;
}
