import type { LoadErrorText, tooLargeMessage, unsupportedCodecMessage, VIDEO_ERRORS } from '../messages.ts';
import type { FILE_ERRORS, refusedSchemeMessage, urlTimedOutMessage } from './load-messages.ts';

/** Text a LoadError may carry: one of SPEC section 8's image-loading errors or the too-large notice, or a video's. */
export type LoadErrorMessage = LoadErrorText | ReturnType<typeof tooLargeMessage> | (typeof VIDEO_ERRORS)[keyof typeof VIDEO_ERRORS] | ReturnType<typeof unsupportedCodecMessage>
  | (typeof FILE_ERRORS)[keyof typeof FILE_ERRORS]
  | ReturnType<typeof urlTimedOutMessage>
  | ReturnType<typeof refusedSchemeMessage>;

/** A LoadError's cause, and the plain sentence shown beside its message when we know what happened. */
export interface LoadErrorOptions extends ErrorOptions {
  help?: string;
}

/** An input that cannot become an Animation; `message` is shown to the visitor as is, `help` beside it. */
export class LoadError extends Error {
  readonly help: string | null;

  constructor(message: LoadErrorMessage, options?: LoadErrorOptions) {
    super(message, options);
    this.name = 'LoadError';
    this.help = options?.help ?? null;
  }
}
