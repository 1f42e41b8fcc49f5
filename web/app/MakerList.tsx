import { EMOTE_TYPES } from '../emotes/index.ts';
import SampleImage from '../ui/SampleImage.tsx';
import SiteLink from './SiteLink.tsx';

/** Links to every maker, each with its output sample. */
export default function MakerList() {
  return (
    <ul className="maker-list">
      {EMOTE_TYPES.map((type) => (
        <li key={type.slug}>
          <SiteLink to={type.url} className="maker-card">
            <SampleImage type={type} />
            <span className="maker-card-name">{type.pageTitle}</span>
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}
