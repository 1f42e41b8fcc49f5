import type { ReactNode } from 'react';
import { EMOTE_TYPES } from '../emotes/index.ts';
import type { EmoteType } from '../emotes/types.ts';
import SampleImage from '../ui/SampleImage.tsx';
import SiteLink from './SiteLink.tsx';

interface Props {
  /** The card's picture; the maker's output sample when not given (the home page's gallery plays the visitor's input). */
  media?: (type: EmoteType) => ReactNode;
  /** Called when a card is clicked, before its link navigates. */
  onOpen?: (type: EmoteType) => void;
}

/** Links to every maker, each with its output sample (or the picture `media` gives). */
export default function MakerList({ media, onOpen }: Props = {}) {
  return (
    <ul className="maker-list">
      {EMOTE_TYPES.map((type) => (
        <li key={type.slug}>
          <SiteLink to={type.url} className="maker-card" onClick={onOpen && (() => onOpen(type))}>
            {media ? media(type) : <SampleImage type={type} />}
            <span className="maker-card-name">{type.pageTitle}</span>
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}
