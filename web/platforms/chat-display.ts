/**
 * How big each platform shows an emote in its chat, in CSS pixels of emote height (a wide emote
 * keeps its aspect): what the chat preview draws, from the platforms' own chat layouts.
 */

/** One way a platform shows an emote: in a line of text, or alone in a message (bigger). */
export interface ChatEmoteSize {
  /** Short words for the preview's caption. */
  label: string;
  /** Emote height in CSS px. */
  height: number;
  /** True when the emote is the whole message (Discord's jumbo, Slack's emote alone). */
  alone: boolean;
}

/** A platform's chat as the preview imitates it: its look is in chat-preview.css under `look`. */
export interface ChatDisplay {
  platform: string;
  look: 'twitch' | 'discord' | 'slack';
  sizes: readonly ChatEmoteSize[];
}

export const CHAT_DISPLAYS: readonly ChatDisplay[] = [
  { platform: 'Twitch chat', look: 'twitch', sizes: [{ label: 'in a line', height: 28, alone: false }] },
  {
    platform: 'Discord',
    look: 'discord',
    sizes: [
      { label: 'inline', height: 22, alone: false },
      { label: 'jumbo', height: 48, alone: true },
    ],
  },
  {
    platform: 'Slack',
    look: 'slack',
    sizes: [
      { label: 'inline', height: 22, alone: false },
      { label: 'alone', height: 32, alone: true },
    ],
  },
];

/** Whole CSS pixels of an emote shown `height` px high: wide emotes keep their aspect. */
export function chatEmoteBox(height: number, output: { width: number; height: number }) {
  return { width: Math.max(1, Math.round((height * output.width) / output.height)), height };
}
