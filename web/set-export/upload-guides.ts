/** How to upload each folder of the set, in plain steps, with the platform's own page (platform-rules.ts). */
import { platformById, type PlatformId } from '../platforms/platform-rules.ts';

const STEPS: Partial<Record<PlatformId, string[]>> = {
  twitch: [
    'Creator Dashboard > Viewer Rewards > Emotes: add an emote, choose "Manual upload" and give it the 112, 56 and 28 px files of one emote.',
  ],
  'twitch-badge': ['Creator Dashboard > Viewer Rewards > Subscriptions > Badges: give each badge its 72, 36 and 18 px files.'],
  discord: ['Server Settings > Emoji > Upload Emoji: pick the files (several at once); each takes its file name as its name.'],
  'discord-sticker': ['Server Settings > Stickers > Upload Sticker: one file a sticker, with its emoji.'],
  slack: ['Workspace menu > Customize workspace > Emoji > Add Custom Emoji: one file a time, with its name.'],
  '7tv': ['7tv.app: sign in with Twitch, then Upload Emote, one file a time.'],
  bttv: ['betterttv.com > Dashboard > Upload Emote, one file a time; it is reviewed before it shows.'],
  ffz: ['frankerfacez.com > Emoticons > Submit, one file a time; it is reviewed before it shows.'],
  youtube: ['YouTube Studio > Earn > Memberships > Loyalty badges and emoji: add each file as a custom emoji.'],
  kick: ['Kick creator dashboard > Community > Emotes: upload each file.'],
  'telegram-sticker': [
    'In Telegram, open @Stickers and send /newvideo (for WebM stickers; /newpack if they are PNG), then the set\'s name.',
    'Send each file of telegram/stickers as a file, and after each the emoji it stands for.',
    'Send /publish, then /skip for the icon (or send one), then a short name for the set\'s link.',
  ],
  'telegram-emoji': [
    'In Telegram, open @Stickers, send /newemojipack and choose "Video emoji" (for WebM emoji; "Static emoji" for PNG), then the set\'s name.',
    'Send each file of telegram/emoji as a file, and after each the emoji it stands for.',
    'Send /publish, then /skip for the icon, then a short name for the set\'s link. Custom emoji show to Telegram Premium users.',
  ],
  'whatsapp-sticker': [
    'WhatsApp does not open a .wastickers file by itself: on your phone, install a sticker-maker app that imports .wastickers (for example "Sticker Maker" on Android).',
    'Open the .wastickers file with that app (share it to the app, or import it from the app\'s menu), then tap "Add to WhatsApp".',
  ],
};

/** The upload guide of one platform: its name, its steps and its page. */
export function uploadGuide(id: PlatformId): string[] {
  const spec = platformById(id);
  return [`${spec.platform}: ${spec.docsUrl}`, ...(STEPS[id] ?? []).map((step) => `    ${step}`)];
}
