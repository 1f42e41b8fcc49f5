import { useState } from 'react';
import type { EmoteType } from '../emotes/types.ts';

/**
 * An emote type's output sample at 1x, 2x and 4x. It is decorative (the link says the name), and
 * while the file is missing a lettered placeholder keeps the card's shape.
 */
export default function SampleImage({ type }: { type: EmoteType }) {
  const [missing, setMissing] = useState(false);
  const { x1, x2, x4 } = type.outputSample;
  if (missing) {
    return (
      <span className="sample-image sample-placeholder" aria-hidden="true">
        {type.name.slice(0, 1)}
      </span>
    );
  }
  return (
    <img
      className="sample-image"
      src={x1.url}
      srcSet={`${x1.url} 1x, ${x2.url} 2x, ${x4.url} 4x`}
      width={x1.size.width}
      height={x1.size.height}
      alt=""
      loading="lazy"
      onError={() => setMissing(true)}
    />
  );
}
