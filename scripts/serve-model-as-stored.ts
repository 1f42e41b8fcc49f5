/**
 * Serves the segmentation model's files as they are stored. `vite preview` gzips any response whose
 * type it does not know on the fly, the 44 MB model included: 3 s of the server's CPU on this
 * machine for a file that shrinks by a third, on every first use. The files are fetched once and
 * then kept by the service worker, so they go out uncompressed instead.
 */
import type { Plugin } from 'vite';
import { SEGMENT_MODEL_PATH } from '../web/cutout/segment/segment-protocol.ts';

export function serveModelAsStored(): Plugin {
  return {
    name: 'serve-model-as-stored',
    configurePreviewServer(server) {
      server.middlewares.use((request, _response, next) => {
        if (request.url?.startsWith(SEGMENT_MODEL_PATH)) request.headers['accept-encoding'] = 'identity';
        next();
      });
    },
  };
}
