/** The chats' backgrounds the subject's edge is measured against: the same colours as the chat preview's (ui/chat-preview.css). */
export const CHAT_BACKGROUNDS = {
  /** Twitch, Slack and Discord dark themes; Discord's is the lightest, so the hardest for a dark subject. */
  dark: ['#18181b', '#1a1d21', '#313338'],
  /** Every light theme imitated is white. */
  light: ['#ffffff'],
} as const;

export type ChatLook = keyof typeof CHAT_BACKGROUNDS;
