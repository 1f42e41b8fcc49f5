import { useSnapshot } from 'valtio';
import type { EmoteType } from '../emotes/types.ts';
import { adviseChat, type Advice } from '../legibility/advise.ts';
import { FIX_TEXT } from '../legibility/advice-text.ts';
import { chatSizesFor } from '../legibility/chat-sizes.ts';
import { contrastOutlinePx, outlineColourFor, thickenOutlinePx } from '../legibility/fix-plan.ts';
import type { LegibilityFacts } from '../legibility/legibility-facts.ts';
import { stateFor } from '../state/emote/emote-state.ts';
import { makerRuntime } from '../state/emote/maker-runtime.ts';
import { addOutline, biggerCaption, fillFrame, growCaption, imageSlotOf, keepFewerWords, shorterWords, zoomToSubject } from '../state/output/chat-fixes.ts';
import './chat-advice.css';

interface Fix {
  label: string;
  apply: () => void;
}

/** The one-click fix of one piece of advice, or null when there is none to offer (one word already, no image to zoom). */
function fixFor(type: EmoteType, advice: Advice, facts: LegibilityFacts): Fix | null {
  const outline = stateFor(type).subjectStyle.outline;
  const withOutline = (colour: 'white' | 'black', width: number): Fix | null =>
    outline.width >= width && outline.colour === (colour === 'white' ? '#ffffff' : '#000000') ? null : { label: FIX_TEXT.outline(colour, width), apply: () => addOutline(type, colour, width) };
  switch (advice.kind) {
    case 'words': {
      const from = facts.letterFrom;
      const words = from === null ? null : shorterWords(type, from);
      if (from !== null && words !== null) return { label: FIX_TEXT.words(words), apply: () => keepFewerWords(type, from) };
      // One word in a caption: bigger letters, as far as the caption goes.
      return from === 'caption' && biggerCaption(type) !== null ? { label: FIX_TEXT.captionSize, apply: () => growCaption(type) } : null;
    }
    case 'contrast':
      return withOutline(advice.looks?.includes('dark') ? 'white' : 'black', contrastOutlinePx(facts.height));
    case 'thin':
      return withOutline(outlineColourFor(facts.edgeLuminances), thickenOutlinePx(facts));
    case 'small':
      return imageSlotOf(type) !== null && facts.subjectBox ? { label: FIX_TEXT.zoom, apply: () => zoomToSubject(type, facts.subjectBox!, facts) } : null;
    case 'empty':
      return imageSlotOf(type) !== null ? { label: FIX_TEXT.fill, apply: () => fillFrame(type) } : null;
  }
}

/**
 * Under the chat preview (issue 36): what will not read in chat, measured on the file each chat
 * shows at the sizes the chosen platform shows emotes at, in plain words with the size it happens
 * at, each with a button that fixes it in one edit.
 */
export default function ChatAdvice({ type }: { type: EmoteType }) {
  // Subscribed to both, read from the stores: the measures are plain data inside ref()'d files.
  useSnapshot(makerRuntime);
  useSnapshot(stateFor(type));
  const facts = makerRuntime.output?.file.legibility;
  if (!facts) return null;
  // The sizes of the platform the file is made for (its target), or every chat's when none is chosen.
  const platformId = makerRuntime.output?.file.target?.platformId ?? null;
  const advice = adviseChat(facts, chatSizesFor(facts, makerRuntime.chatFiles, platformId), globalThis.devicePixelRatio || 1);
  if (advice.length === 0) return null;
  return (
    <section className="chat-advice" aria-labelledby="chat-advice-title">
      <h4 id="chat-advice-title">What will not read in chat</h4>
      <ul>
        {advice.map((item) => {
          const fix = fixFor(type, item, facts);
          return (
            <li key={item.kind} data-advice={item.kind}>
              <p className="chat-advice-text">{item.text}</p>
              <p className="hint">{item.detail}</p>
              {fix && (
                <button type="button" className="button small" onClick={fix.apply}>
                  {fix.label}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
