import { Link } from 'react-router';
import { EMOTE_TYPES } from '../emotes/index.ts';

/** Links to every maker, with its output sample. */
export default function MakerList() {
  return (
    <ul className="maker-list">
      {EMOTE_TYPES.map((type) => (
        <li key={type.slug}>
          <Link to={type.url} className="maker-card">
            <img
              src={type.outputSample.x1.url}
              srcSet={`${type.outputSample.x1.url} 1x, ${type.outputSample.x2.url} 2x, ${type.outputSample.x4.url} 4x`}
              width={type.outputSample.x1.size.width}
              height={type.outputSample.x1.size.height}
              alt=""
              loading="lazy"
            />
            <span>{type.pageTitle}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
