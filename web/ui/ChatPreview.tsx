import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { preferences } from '../state/preferences.ts';
import Switch from './Switch.tsx';
import { CHAT_DISPLAYS, chatEmoteBox, type ChatDisplay, type ChatEmoteSize } from '../platforms/chat-display.ts';
import EmoteMedia from './EmoteMedia.tsx';
import type { MadeFile } from '../pipeline/protocol.ts';
import './chat-preview.css';

interface Output {
  url: string;
  mime: MadeFile['mime'];
  width: number;
  height: number;
}

/** Made-up people and words for the imitated messages; no platform's names or assets. */
const PEOPLE = { twitch: 'pixel_fan', discord: 'Sam', slack: 'Alex Doe' } as const;
const WORDS = { inline: 'that drop was clean', alone: '' };

function Emote({ output, display, size }: { output: Output; display: ChatDisplay; size: ChatEmoteSize }) {
  const box = chatEmoteBox(size.height, output);
  return (
    <EmoteMedia
      className="chat-emote"
      url={output.url}
      mime={output.mime}
      width={box.width}
      height={box.height}
      alt={`Emote in ${display.platform}, ${size.label}, ${size.height} px`}
      data-chat-size={size.height}
    />
  );
}

function Message({ output, display, size }: { output: Output; display: ChatDisplay; size: ChatEmoteSize }) {
  const person = PEOPLE[display.look];
  if (display.look === 'twitch') {
    return (
      <p className="chat-line">
        <span className="chat-name">{person}</span>
        <span className="chat-text">: {WORDS.inline}</span>
        <Emote output={output} display={display} size={size} />
      </p>
    );
  }
  return (
    <div className="chat-message">
      <span className="chat-avatar" aria-hidden="true">{person[0]}</span>
      <div className="chat-body">
        <p className="chat-header">
          <span className="chat-name">{person}</span> <span className="chat-time">12:34</span>
        </p>
        <p className="chat-line">
          {!size.alone && <span className="chat-text">{WORDS.inline}</span>}
          <Emote output={output} display={display} size={size} />
        </p>
      </div>
    </div>
  );
}

/**
 * The output at the size each platform shows it, in a message line imitating that platform's
 * chat. Light or dark with the site until the visitor flips the preview's own switch, so both
 * looks can be seen without changing the whole site.
 */
export default function ChatPreview({ output }: { output: Output }) {
  const { lightTheme } = useSnapshot(preferences);
  const [lightChoice, setLightChoice] = useState<boolean | null>(null);
  const light = lightChoice ?? lightTheme;
  return (
    <section className={`chat-preview ${light ? 'chat-light' : 'chat-dark'}`} aria-labelledby="chat-preview-title">
      <div className="chat-preview-head">
        <h3 id="chat-preview-title">Chat preview</h3>
        <Switch label="Light chat" checked={light} onChange={setLightChoice} />
      </div>
      {CHAT_DISPLAYS.map((display) => (
        <figure key={display.look} className={`chat-look chat-${display.look}`} aria-label={`${display.platform} preview`}>
          <figcaption>
            {display.platform}: {display.sizes.map((s) => `${s.label} ${s.height} px`).join(', ')}
          </figcaption>
          {display.sizes.map((size) => (
            <Message key={size.height} output={output} display={display} size={size} />
          ))}
        </figure>
      ))}
    </section>
  );
}
