/** Output style presets of SPEC section 3: id, name, size, format, icon. */
import type { OutputFormat } from '../pipeline/protocol.ts';
import type { Size } from '../emotes/types.ts';
import type { PlatformId } from './platform-rules.ts';

export interface OutputPreset {
  id: string;
  name: string;
  size?: Size;
  format?: OutputFormat;
  icon: string;
  /** The platform whose upload rules become the encode's target (platform-target.ts). */
  platform?: PlatformId;
}

const sq = (n: number): Size => ({ width: n, height: n });

/** Presets for animated (GIF) output. */
export const ANIMATED_PRESETS: readonly OutputPreset[] = [
  { id: 'twitch', name: 'Twitch emote', size: sq(112), format: 'gif', icon: 'twitch', platform: 'twitch' },
  // WebP: on W2 under Discord's 256 KiB it measured SSIM .998 (207,828 B) where the GIF of the same target reaches .987 (short bench, 2026-11-26).
  { id: 'discord', name: 'Discord emoji', size: sq(128), format: 'webp', icon: 'discord', platform: 'discord' },
  { id: 'slack', name: 'Slack emoji', size: sq(128), format: 'gif', icon: 'slack', platform: 'slack' },
  { id: 'bttv', name: 'BTTV emote', size: sq(112), format: 'gif', icon: 'bttv', platform: 'bttv' },
  { id: '7tv', name: '7TV emote', size: sq(128), format: 'gif', icon: '7tv', platform: '7tv' },
  { id: '7tv-2-wide', name: '7TV emote, 2-wide', size: { width: 256, height: 128 }, format: 'gif', icon: '7tv', platform: '7tv' },
  { id: '7tv-3-wide', name: '7TV emote, 3-wide', size: { width: 384, height: 128 }, format: 'gif', icon: '7tv', platform: '7tv' },
  { id: 'bttv-2-wide', name: 'BTTV emote, 2-wide', size: { width: 224, height: 112 }, format: 'gif', icon: 'bttv', platform: 'bttv' },
  { id: 'bttv-3-wide', name: 'BTTV emote, 3-wide', size: { width: 336, height: 112 }, format: 'gif', icon: 'bttv', platform: 'bttv' },
  { id: 'ffz-animated', name: 'FFZ emote', size: sq(128), format: 'gif', icon: 'ffz', platform: 'ffz' },
  { id: 'kick', name: 'Kick emote', size: sq(112), format: 'gif', icon: 'kick', platform: 'kick' },
  // APNG: full colour and 8-bit alpha where the GIF has 256 colours and a 1-bit edge; Discord takes PNG, APNG or GIF stickers (issue 22).
  { id: 'discord-sticker', name: 'Discord sticker', size: sq(320), format: 'apng', icon: 'discord', platform: 'discord-sticker' },
  // Telegram takes a moving emoji only as WebM (VP9 with alpha), exactly 100×100, at most 3 s and 30 fps.
  { id: 'telegram-emoji', name: 'Telegram emoji', size: sq(100), format: 'webm', icon: 'telegram', platform: 'telegram-emoji' },
];

/*
 * No preset for WhatsApp's and Telegram's 512 px stickers: SPEC caps the single download at 500 px
 * (limits.ts), so they are made only in the all-platforms pack (pack-plan.ts).
 */

/** Presets for static (PNG) output. */
export const STATIC_PRESETS: readonly OutputPreset[] = [
  { id: 'twitch-static', name: 'Twitch emote', size: sq(112), format: 'png', icon: 'twitch', platform: 'twitch' },
  { id: 'twitch-badge', name: 'Twitch badge', size: sq(72), format: 'png', icon: 'twitch', platform: 'twitch-badge' },
  { id: 'discord-static', name: 'Discord emoji', size: sq(128), format: 'png', icon: 'discord', platform: 'discord' },
  { id: 'slack-static', name: 'Slack emoji', size: sq(128), format: 'png', icon: 'slack', platform: 'slack' },
  { id: 'bttv-static', name: 'BTTV emote', size: sq(112), format: 'png', icon: 'bttv', platform: 'bttv' },
  { id: '7tv-static', name: '7TV emote', size: sq(128), format: 'png', icon: '7tv', platform: '7tv' },
  { id: '7tv-2-wide-static', name: '7TV emote, 2-wide', size: { width: 256, height: 128 }, format: 'png', icon: '7tv', platform: '7tv' },
  { id: '7tv-3-wide-static', name: '7TV emote, 3-wide', size: { width: 384, height: 128 }, format: 'png', icon: '7tv', platform: '7tv' },
  { id: 'bttv-2-wide-static', name: 'BTTV emote, 2-wide', size: { width: 224, height: 112 }, format: 'png', icon: 'bttv', platform: 'bttv' },
  { id: 'bttv-3-wide-static', name: 'BTTV emote, 3-wide', size: { width: 336, height: 112 }, format: 'png', icon: 'bttv', platform: 'bttv' },
  { id: 'ffz', name: 'FFZ emote', size: sq(128), format: 'png', icon: 'ffz', platform: 'ffz' },
  { id: 'youtube-emoji', name: 'YouTube custom emoji', size: sq(48), format: 'png', icon: 'youtube', platform: 'youtube' },
  { id: 'youtube-badge', name: 'YouTube channel badge', size: sq(32), format: 'png', icon: 'youtube', platform: 'youtube-badge' },
  { id: 'kick-static', name: 'Kick emote', size: sq(112), format: 'png', icon: 'kick', platform: 'kick' },
  { id: 'discord-sticker-static', name: 'Discord sticker', size: sq(320), format: 'png', icon: 'discord', platform: 'discord-sticker' },
  { id: 'telegram-emoji-static', name: 'Telegram emoji', size: sq(100), format: 'png', icon: 'telegram', platform: 'telegram-emoji' },
];

export const CUSTOM_PRESET: OutputPreset = { id: 'custom', name: 'Custom size', icon: 'custom' };

/** Presets only offered by non-production builds. */
export const DEV_PRESETS: readonly OutputPreset[] = [
  { id: 'input-sample-size', name: 'Input sample size', size: sq(448), icon: 'dev' },
  { id: 'max-size', name: 'Max size', size: sq(1536), icon: 'dev' },
];

/** Every preset this build offers. */
export const ALL_PRESETS: readonly OutputPreset[] = [
  ...ANIMATED_PRESETS,
  ...STATIC_PRESETS,
  CUSTOM_PRESET,
  ...(import.meta.env?.PROD ? [] : DEV_PRESETS),
];

/** What a format is called in a preset's label. */
const KIND_WORDS = { gif: 'animated', png: 'static', webp: 'animated', webm: 'animated', apng: 'animated' } as const;

/** The preset's option label, unique and saying what it is: 'Twitch emote, animated 112×112'. */
export function presetLabel(preset: OutputPreset): string {
  const kind = preset.format ? `, ${KIND_WORDS[preset.format]}` : '';
  const size = preset.size ? ` ${preset.size.width}×${preset.size.height}` : '';
  return `${preset.name}${kind}${size}`;
}

export const findPreset = (id: string) => ALL_PRESETS.find((p) => p.id === id);
