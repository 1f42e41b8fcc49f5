import { useParams } from 'react-router';
import { findEmoteType } from '../emotes/index.ts';
import MakerPage from '../ui/MakerPage.tsx';
import NotFoundPage from './NotFoundPage.tsx';

/** /{slug}: the maker of that emote type, or not found. */
export default function MakerRoute() {
  const type = findEmoteType(useParams().slug ?? '');
  return type ? <MakerPage key={type.slug} type={type} /> : <NotFoundPage />;
}
