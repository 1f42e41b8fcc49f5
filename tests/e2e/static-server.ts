/**
 * A static server for the service worker update test: serves one build directory (switchable, as
 * a new deploy would) with the site's isolation headers and clean URLs, like `vite preview`.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';

const TYPES: Record<string, string> = {
  '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.wasm': 'application/wasm', '.png': 'image/png',
  '.svg': 'image/svg+xml', '.json': 'application/json', '.webmanifest': 'application/manifest+json',
};

export interface StaticServer {
  url: string;
  /** Serve another directory from now on. */
  serve(dir: string): void;
  /** Serve this body for /site-config.json (null: the directory's file). */
  siteConfig: string | null;
  close(): Promise<void>;
}

export async function startStaticServer(dir: string): Promise<StaticServer> {
  let root = dir;
  const state = { siteConfig: null as string | null };
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const headers = { 'Document-Isolation-Policy': 'isolate-and-require-corp', 'Cross-Origin-Resource-Policy': 'same-origin', 'Cache-Control': 'no-cache' };
    if (pathname === '/site-config.json' && state.siteConfig !== null) {
      response.writeHead(200, { ...headers, 'Content-Type': 'application/json' }).end(state.siteConfig);
      return;
    }
    const candidates = pathname.endsWith('/') ? [`${pathname}index.html`] : [pathname, `${pathname}.html`];
    const file = candidates.map((p) => path.join(root, path.normalize(p))).find((p) => p.startsWith(root) && fs.existsSync(p) && fs.statSync(p).isFile());
    if (!file) {
      response.writeHead(404, headers).end('not found');
      return;
    }
    response.writeHead(200, { ...headers, 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' }).end(fs.readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    serve: (next) => (root = next),
    get siteConfig() {
      return state.siteConfig;
    },
    set siteConfig(body) {
      state.siteConfig = body;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
