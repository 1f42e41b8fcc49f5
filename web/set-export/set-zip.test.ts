import { strFromU8, unzipSync } from 'fflate';
import { GifReader } from 'omggif';
import { beforeAll, describe, expect, it } from 'vitest';
import { ffprobeInfo } from '../../tests/support/ffprobe-info.ts';
import { webpmuxInfo } from '../../tests/support/webpmux-info.ts';
import { encodePng } from '../../wasm/png/encode-png.ts';
import { TWITCH_MANUAL_BYTES } from '../pack/pack-plan.ts';
import { platformById, problemsOf, type PlatformId, type ProducedFile } from '../platforms/platform-rules.ts';
import type { SetEmoteFiles, SetExport } from './set-files.ts';
import { SET_FOLDERS } from './set-plan.ts';
import { buildSetZip } from './set-zip.ts';
import { initCodecs, makeSetEmote } from '../../tests/support/real-set-files.ts';

/** A file of the set as read back by readers we did not write it with: omggif, webpmux, ffprobe. */
function readBack(path: string, bytes: Uint8Array): ProducedFile {
  const ext = path.slice(path.lastIndexOf('.') + 1);
  if (ext === 'gif') {
    const gif = new GifReader(bytes);
    const frames = gif.numFrames();
    const durationMs = Array.from({ length: frames }, (_, i) => gif.frameInfo(i).delay * 10).reduce((a, b) => a + b, 0);
    return { format: 'gif', width: gif.width, height: gif.height, frames, bytes: bytes.length, ...(frames > 1 ? { durationMs } : {}) };
  }
  if (ext === 'webp') {
    const webp = webpmuxInfo(bytes);
    return { format: 'webp', width: webp.width, height: webp.height, frames: webp.frames, bytes: bytes.length, ...(webp.animated ? { durationMs: webp.durationsMs.reduce((a, b) => a + b, 0) } : {}) };
  }
  const probe = ffprobeInfo(bytes);
  const format = ext === 'webm' ? 'webm' : probe.codec === 'apng' ? 'apng' : 'png';
  if (ext === 'webm') expect(probe.codec).toBe('vp9');
  return { format, width: probe.width, height: probe.height, frames: probe.frames, bytes: bytes.length, ...(probe.frames > 1 ? { durationMs: probe.durationMs } : {}) };
}

/** The platform a folder of the set is for. */
const platformOf = (path: string) => (Object.entries(SET_FOLDERS) as [PlatformId, string][]).find(([, folder]) => path.slice(0, path.lastIndexOf('/')) === folder)![0];

const mtime = new Date(2026, 10, 28, 12, 0, 0);
let emotes: SetEmoteFiles[];
let tray: Uint8Array;

beforeAll(async () => {
  await initCodecs();
  emotes = [
    await makeSetEmote('catJAM', '🐱', { format: 'gif', frames: 3 }),
    await makeSetEmote('pepeD', '🐸', { format: 'gif', frames: 4 }),
    await makeSetEmote('NODDERS', '👍👍👍👍', { format: 'gif', frames: 5 }),
    await makeSetEmote('Still', '🙂', { format: 'png', frames: 1 }),
  ];
  // The runner passes what the fit could not make: here pepeD's Slack file.
  const pepe = emotes[1];
  const slack = pepe.files.findIndex((f) => f.entry.platformId === 'slack');
  pepe.leftOut.push({ entry: pepe.files[slack].entry, reason: "can't meet file size limit" });
  pepe.files.splice(slack, 1);
  const frame = new Uint8ClampedArray(96 * 96 * 4).map((_, i) => (i % 4 === 3 ? 255 : (i * 7) % 256));
  tray = await encodePng(frame, 96, 96);
}, 180_000);

describe('buildSetZip', () => {
  let files: Record<string, Uint8Array>;
  let readme: string;
  const set = (): SetExport => ({ title: 'Jam set', author: 'Ada', emotes, trayIcon: tray, mtime });
  beforeAll(() => {
    files = unzipSync(buildSetZip(set()));
    readme = strFromU8(files['README.txt']);
  });

  it('puts each emote in a folder per platform, at each platform\'s sizes', () => {
    const folders = new Set(Object.keys(files).filter((n) => n.includes('/')).map((n) => n.slice(0, n.lastIndexOf('/'))));
    expect([...folders].sort()).toEqual(['7tv', 'bttv', 'discord', 'discord-stickers', 'ffz', 'kick', 'slack', 'telegram/emoji', 'telegram/stickers', 'twitch', 'twitch-badges', 'whatsapp', 'youtube'].sort());
    expect(Object.keys(files).filter((n) => n.startsWith('twitch/catJAM'))).toEqual(['twitch/catJAM_112.gif', 'twitch/catJAM_56.gif', 'twitch/catJAM_28.gif']);
    expect(Object.keys(files).filter((n) => n.startsWith('twitch-badges/Still')).sort()).toEqual(['twitch-badges/Still_18.png', 'twitch-badges/Still_36.png', 'twitch-badges/Still_72.png']);
    for (const name of ['discord/catJAM.gif', 'discord-stickers/catJAM.png', 'slack/catJAM.gif', '7tv/catJAM.gif', 'bttv/catJAM.gif', 'ffz/catJAM.gif', 'youtube/catJAM.png', 'kick/catJAM.gif', 'telegram/emoji/catJAM.webm', 'telegram/stickers/catJAM.webm', 'telegram/stickers/Still.png']) {
      expect(files[name], name).toBeDefined();
    }
    expect(files['slack/pepeD.gif']).toBeUndefined();
  });

  it('holds every made file byte for byte', () => {
    for (const emote of emotes) {
      for (const file of emote.files.filter((f) => f.entry.platformId !== 'whatsapp-sticker')) {
        const name = Object.keys(files).find((n) => n.includes(`/${emote.code}`) && platformOf(n) === file.entry.platformId && (n.includes(`_${file.width}.`) || !n.includes('_')));
        expect(name, file.entry.filename).toBeDefined();
        // Buffer.equals: toEqual walks a file's bytes one by one (14 s for the set's files).
        expect(Buffer.from(files[name!]).equals(Buffer.from(file.data)), name).toBe(true);
      }
    }
  });

  // 64 files, the PNGs and WebMs each read by a spawned ffprobe (about 125 ms each alone): 4.7 s
  // alone, 20 s beside the browser tests, 55 s in make test's first phase, where the default 30 s
  // failed a clean clone. A limit for a hung test, as the beforeAll's.
  it("has every file, read back by omggif, webpmux or ffprobe, meet its platform's rules", () => {
    const loose = Object.keys(files).filter((n) => n.includes('/') && !n.endsWith('.wastickers'));
    // 17 files an emote, pepeD's Slack file left out, three stickers in the pack.
    expect(loose.length).toBe(4 * 17 - 1 - 3);
    for (const name of loose) {
      const id = platformOf(name);
      const produced = readBack(name, files[name]);
      expect(problemsOf(platformById(id), produced), name).toEqual([]);
      if (id === 'twitch') expect(produced.bytes).toBeLessThanOrEqual(TWITCH_MANUAL_BYTES);
      if (name.includes('/catJAM')) expect(produced.frames, name).toBe(['twitch-badge', 'youtube'].includes(id) ? 1 : 3);
    }
    expect(readBack('telegram/stickers/catJAM.webm', files['telegram/stickers/catJAM.webm'])).toMatchObject({ width: 512, height: 512 });
    expect(readBack('telegram/emoji/catJAM.webm', files['telegram/emoji/catJAM.webm'])).toMatchObject({ width: 100, height: 100 });
  }, 180_000);

  it('writes the moving stickers as a .wastickers pack with the layout and limits WhatsApp apps take', () => {
    const pack = unzipSync(files['whatsapp/Jam set.wastickers']);
    const names = Object.keys(pack);
    expect(names.sort()).toEqual(['01_catJAM.webp', '02_pepeD.webp', '03_NODDERS.webp', 'author.txt', 'emoji.txt', 'title.txt', 'tray.png']);
    expect(strFromU8(pack['title.txt'])).toBe('Jam set');
    expect(strFromU8(pack['author.txt'])).toBe('Ada');
    expect(JSON.parse(strFromU8(pack['emoji.txt']))).toEqual({ '01_catJAM': '🐱', '02_pepeD': '🐸', '03_NODDERS': '👍👍👍' });
    expect(names.filter((n) => n.endsWith('.png'))).toEqual(['tray.png']);
    const trayInfo = ffprobeInfo(pack['tray.png']);
    expect([trayInfo.codec, trayInfo.width, trayInfo.height]).toEqual(['png', 96, 96]);
    expect(pack['tray.png'].length).toBeLessThanOrEqual(50_000);
    const stickers = names.filter((n) => n.endsWith('.webp'));
    expect(stickers.length).toBeGreaterThanOrEqual(3);
    expect(stickers.length).toBeLessThanOrEqual(30);
    for (const name of stickers) {
      const info = webpmuxInfo(pack[name]);
      expect([info.width, info.height, info.animated], name).toEqual([512, 512, true]);
      expect(pack[name].length).toBeLessThanOrEqual(500 * 1024);
      expect(info.durationsMs.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(10_000);
      expect(problemsOf(platformById('whatsapp-sticker'), readBack(name, pack[name]))).toEqual([]);
    }
    expect(pack['01_catJAM.webp']).toEqual(emotes[0].files.find((f) => f.entry.platformId === 'whatsapp-sticker')!.data);
  });

  it('leaves the one still sticker out of the moving pack, loose, and says why', () => {
    expect(files['whatsapp/Still.webp']).toBeDefined();
    expect(webpmuxInfo(files['whatsapp/Still.webp'])).toMatchObject({ width: 512, height: 512, animated: false });
    expect(files['whatsapp/catJAM.webp']).toBeUndefined();
    expect(readme).toContain('whatsapp/Still.webp\r\n');
    expect(readme).toContain('Not in a .wastickers pack: only 1 still sticker: a WhatsApp pack holds 3 to 30, all moving or all still');
  });

  it('lists every file in the README with its bytes and checks, and each left out with why', () => {
    const pack = unzipSync(files['whatsapp/Jam set.wastickers']);
    const listed = [
      ...Object.keys(files).filter((n) => n !== 'README.txt').map((n) => [n, files[n].length] as const),
      ...Object.keys(pack).filter((n) => n.endsWith('.webp')).map((n) => [`whatsapp/Jam set.wastickers > ${n}`, pack[n].length] as const),
    ];
    for (const [name, bytes] of listed) expect(readme, name).toMatch(new RegExp(`${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\r\\n    [^\\r]*\\(${bytes.toLocaleString('en')} bytes\\)`));
    expect(readme.match(/Checks passed: /g)!.length).toBe(listed.length);
    expect(readme).toContain("slack/pepeD.gif (pepeD, Slack 128 GIF)\r\n    Left out: can't meet file size limit");
    expect(readme).toContain('1 file left out');
    // Every emote file, the pack not counted as one: 4 × 17, less the file left out.
    expect(readme).toContain(`${listed.length - 1} files in a folder for each platform (3 of them inside the WhatsApp pack)`);
    expect(readme).toContain('tray.png (96×96');
  });

  it('says how to upload each platform, Telegram and WhatsApp step by step', () => {
    expect(readme).toContain('HOW TO UPLOAD');
    for (const id of ['twitch', 'twitch-badge', 'discord', 'discord-sticker', 'slack', '7tv', 'bttv', 'ffz', 'youtube', 'kick', 'telegram-emoji', 'telegram-sticker', 'whatsapp-sticker'] as const) {
      expect(readme, id).toContain(`${platformById(id).platform}: ${platformById(id).docsUrl}`);
    }
    expect(readme).toContain('@Stickers and send /newvideo');
    expect(readme).toContain('/newemojipack');
    expect(readme).toMatch(/sticker-maker app that imports \.wastickers \(for example "Sticker Maker"/);
  });

  it('writes no .wastickers with fewer than 3 stickers, and the README says why', () => {
    const two = unzipSync(buildSetZip({ ...set(), emotes: emotes.slice(0, 2) }));
    expect(Object.keys(two).filter((n) => n.endsWith('.wastickers'))).toEqual([]);
    expect(Object.keys(two).filter((n) => n.startsWith('whatsapp/')).sort()).toEqual(['whatsapp/catJAM.webp', 'whatsapp/pepeD.webp']);
    expect(strFromU8(two['README.txt'])).toContain('No WhatsApp .wastickers pack was written: only 2 moving stickers: a WhatsApp pack holds 3 to 30, all moving or all still.');
  });

  it('writes no .wastickers without a tray icon, and says so', () => {
    const none = unzipSync(buildSetZip({ ...set(), trayIcon: undefined }));
    expect(Object.keys(none).filter((n) => n.endsWith('.wastickers'))).toEqual([]);
    expect(strFromU8(none['README.txt'])).toContain('No WhatsApp .wastickers pack was written: no tray icon was made for the pack');
  });

  it('dates every entry with the time given', () => {
    const zip = buildSetZip(set());
    const view = new DataView(zip.buffer, zip.byteOffset);
    expect(view.getUint16(12, true)).toBe(((2026 - 1980) << 9) | (11 << 5) | 28);
  });

  it("says a zero-width emote is one, beside its code and in 7TV's steps", () => {
    const overlay = { ...emotes[0], code: 'RainZW', zeroWidth: true, files: emotes[0].files.filter((f) => ['7tv', 'bttv'].includes(f.entry.platformId)), leftOut: [] };
    const text = strFromU8(unzipSync(buildSetZip({ ...set(), emotes: [...emotes, overlay] }))['README.txt']);
    expect(text).toMatch(/^RainZW .*: 2 files \(zero-width: drawn over the emote before it, made for 7TV and BTTV only\)\r?$/m);
    const sevenTv = text.slice(text.indexOf(`${platformById('7tv').platform}: ${platformById('7tv').docsUrl}`));
    expect(sevenTv.split(/\r?\n\r?\n/)[0]).toContain('RainZW is zero-width: after uploading, open the emote\'s page and turn on its "Zero-Width" flag');
    expect(readme, 'a set without one says nothing of it').not.toContain('zero-width');
  });
});

