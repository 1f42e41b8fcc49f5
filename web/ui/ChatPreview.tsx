import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { preferences } from '../state/site/preferences.ts';
import Switch from './Switch.tsx';
import { CHAT_DISPLAYS, chatEmoteBox, type ChatDisplay, type ChatEmoteSize } from '../platforms/chat-display.ts';
import EmoteMedia from './EmoteMedia.tsx';
import { findEmoteType } from '../emotes/index.ts';
import { setState, type SetRow } from '../set/set-state.ts';
import type { MadeFile } from '../pipeline/protocol.ts';
import type { ChatFile } from '../state/emote/maker-runtime.ts';
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

interface Shown {
  output: Output;
  /** The platform's own file at this size, when it has one (chat-files.ts). */
  file: ChatFile | undefined;
  display: ChatDisplay;
  size: ChatEmoteSize;
}

function Emote({ output, file, display, size }: Shown) {
  const box = chatEmoteBox(size.height, output);
  const shown = file ?? output;
  return (
    <EmoteMedia
      className="chat-emote"
      url={shown.url}
      mime={shown.mime}
      width={box.width}
      height={box.height}
      alt={`Emote in ${display.platform}, ${size.label}, ${size.height} px`}
      data-chat-size={size.height}
    />
  );
}

function Message(shown: Shown) {
  const { display, size } = shown;
  const person = PEOPLE[display.look];
  if (display.look === 'twitch') {
    return (
      <p className="chat-line">
        <span className="chat-name">{person}</span>
        <span className="chat-text">: {WORDS.inline}</span>
        <Emote {...shown} />
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
          <Emote {...shown} />
        </p>
      </div>
    </div>
  );
}

/** An emote a zero-width emote is previewed over, 28 px in Twitch chat. */
interface Under {
  url: string;
  mime: string;
  alt: string;
  /** Its name in the over emote's words: 'Jam', or the set's emote code. */
  name: string;
}

/** The Jam maker's sample: what the overlay goes over while the set holds no other emote. */
const SAMPLE_UNDER: Under = { name: 'Jam', url: findEmoteType('jam')!.outputSample.x1.url, mime: 'image/gif', alt: 'Jam sample emote, 28 px' };
/** At most this many of the set's emotes carry the overlay in the preview's line. */
const MOST_UNDERS = 3;
const UNDER_HEIGHT = 28;

/** The set's emotes it can go over (the first few that are not zero-width themselves), or the sample. */
function undersOf(rows: readonly SetRow[]): Under[] {
  const kept = rows.filter((row) => row.previewUrl && row.slug !== 'zero-width').slice(0, MOST_UNDERS);
  return kept.length ? kept.map((row) => ({ name: row.code, url: row.previewUrl!, mime: row.previewMime, alt: `${row.code} from your set, ${UNDER_HEIGHT} px` })) : [SAMPLE_UNDER];
}

/**
 * A zero-width emote as 7TV and BTTV draw it in Twitch chat: over the emote before it in the line,
 * centred on it, each at its own size (issue 35 item 5); here over each of the set's emotes in turn.
 */
function ZeroWidthMessage({ output }: { output: Output }) {
  const { rows } = useSnapshot(setState);
  const box = chatEmoteBox(UNDER_HEIGHT, output);
  return (
    <p className="chat-line">
      <span className="chat-name">{PEOPLE.twitch}</span>
      <span className="chat-text">: {WORDS.inline}</span>
      {undersOf(rows).map((under) => (
        <span key={under.url} className="chat-stack">
          <EmoteMedia className="chat-emote" url={under.url} mime={under.mime as MadeFile['mime']} height={UNDER_HEIGHT} alt={under.alt} />
          <EmoteMedia className="chat-emote" url={output.url} mime={output.mime} width={box.width} height={box.height} alt={`Zero-width emote over ${under.name}, ${box.height} px`} data-chat-size={box.height} />
        </span>
      ))}
    </p>
  );
}

const fileFor = (files: readonly ChatFile[], display: ChatDisplay, size: ChatEmoteSize) =>
  files.find((file) => file.look === display.look && file.chatHeight === size.height);

/** Words for the figure: each size, and which are shown from the platform's own file for that size. */
const sizesText = (display: ChatDisplay, files: readonly ChatFile[]) =>
  display.sizes.map((s) => `${s.label} ${s.height} px${fileFor(files, display, s) ? ' (its own file for that size, as in the pack)' : ''}`).join(', ');

/**
 * The output at the size each platform shows it, in a message line imitating that platform's
 * chat: the output shrunk, as Discord and Slack shrink the file uploaded, or the platform's own
 * file of that size when the output has one (`files`: Twitch's 28 px file of an emote with words).
 * Light or dark with the site until the visitor flips the preview's own switch, so both looks
 * can be seen without changing the whole site.
 */
export default function ChatPreview({ output, files, zeroWidth = false }: { output: Output; files: readonly ChatFile[]; zeroWidth?: boolean }) {
  const { lightTheme } = useSnapshot(preferences);
  const [lightChoice, setLightChoice] = useState<boolean | null>(null);
  const light = lightChoice ?? lightTheme;
  return (
    <section className={`chat-preview ${light ? 'chat-light' : 'chat-dark'}`} aria-labelledby="chat-preview-title">
      <div className="chat-preview-head">
        <h3 id="chat-preview-title">Chat preview</h3>
        <Switch label="Light chat" checked={light} onChange={setLightChoice} />
      </div>
      {zeroWidth && (
        <figure className="chat-look chat-twitch" aria-label="7TV and BTTV zero-width preview">
          <figcaption>7TV and BTTV in Twitch chat: a zero-width emote is drawn over the emote before it (your set's, or a sample)</figcaption>
          <ZeroWidthMessage output={output} />
        </figure>
      )}
      {CHAT_DISPLAYS.map((display) => (
        <figure key={display.look} className={`chat-look chat-${display.look}`} aria-label={`${display.platform} preview`}>
          <figcaption>
            {display.platform}: {sizesText(display, files)}
          </figcaption>
          {display.sizes.map((size) => (
            <Message key={size.height} output={output} file={fileFor(files, display, size)} display={display} size={size} />
          ))}
        </figure>
      ))}
    </section>
  );
}
