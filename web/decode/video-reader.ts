/**
 * The parts of mediabunny the page reads clips with, in one module the page imports only when a
 * clip arrives (decode-image.ts, thumbnails.ts): a dynamic import of mediabunny itself keeps all of
 * it (690 KB), these names keep what they use.
 */
export { ALL_FORMATS, BlobSource, CanvasSink, EncodedPacketSink, Input, type InputVideoTrack } from 'mediabunny';
