import { formatOf, type MadeFile } from '../pipeline/protocol.ts';

interface EmoteMediaProps {
  url: string;
  mime: MadeFile['mime'];
  /** Words for the picture; empty for one that only decorates. */
  alt: string;
  width?: number;
  height?: number;
  className?: string;
  'data-chat-size'?: number;
}

/**
 * A made file shown as it plays: a WebM as a muted looping video (an <img> shows no video), with
 * the image role and name an <img> would have; every other format as an image.
 */
export default function EmoteMedia({ url, mime, alt, ...rest }: EmoteMediaProps) {
  if (formatOf({ mime }) !== 'webm') return <img src={url} alt={alt} {...rest} />;
  return <video src={url} role="img" aria-label={alt || undefined} aria-hidden={alt ? undefined : true} muted loop autoPlay playsInline {...rest} />;
}
