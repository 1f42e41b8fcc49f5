/** Vite plugin: writes each maker route as its own HTML file with its title and description in the head. */
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { EMOTE_TYPES } from '../web/emotes/index.ts';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** index.html with another title and description. */
export function withHead(html: string, title: string, description: string): string {
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace(/(<meta name="description" content=")[^"]*(")/, `$1${escapeHtml(description)}$2`);
}

/** The routes served as their own files, with their heads. */
export const PRERENDERED_ROUTES = [
  ...EMOTE_TYPES.map((t) => ({ route: t.slug, title: t.pageTitle, description: t.pageDescription })),
  { route: 'contact-info', title: 'Contact - Emote Maker', description: 'How to reach the Emote Maker team.' },
  { route: 'set', title: 'Your set - Emote Maker', description: 'The emotes you kept, on this device: rename, reorder, edit and export them for every platform.' },
];

export function prerenderRoutes(): Plugin {
  let outDir = 'dist';
  return {
    name: 'emote-maker:prerender-routes',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      const index = path.join(outDir, 'index.html');
      if (!fs.existsSync(index)) return;
      const html = fs.readFileSync(index, 'utf8');
      for (const { route, title, description } of PRERENDERED_ROUTES) {
        // `/{route}` is served from `{route}.html` by vite preview and by static hosts with clean URLs.
        fs.writeFileSync(path.join(outDir, `${route}.html`), withHead(html, title, description));
      }
    },
  };
}
