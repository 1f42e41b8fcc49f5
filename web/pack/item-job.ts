/**
 * The maker job of one pack file (or the chat's Twitch file, web/state/output/chat-files.ts): the emote
 * at the file's size, format and target. The pack's sizes are exact, so no scaledown. A caption
 * keeps the proportions it has on the emote: its letters may shrink below what reads at the
 * file's own size (draw-caption.ts), so a caption the visitor saw on the emote is in every file.
 */
import type { MakeJob, PackItem } from '../pipeline/protocol.ts';

export function itemJob(emote: MakeJob, item: Pick<PackItem, 'width' | 'height' | 'format' | 'target'>): MakeJob {
  return {
    ...emote,
    width: item.width,
    height: item.height,
    format: item.format,
    target: item.target,
    encodeOptions: { ...emote.encodeOptions, scaledown: 1 },
    captionFromHeight: emote.caption ? (emote.captionFromHeight ?? emote.height) : undefined,
  };
}
