import type { LoadErrorText, tooLargeMessage } from '../messages.ts';

/** Text a LoadError may carry: one of SPEC section 8's image-loading errors or the too-large notice. */
export type LoadErrorMessage = LoadErrorText | ReturnType<typeof tooLargeMessage>;

/** An input that cannot become an Animation; `message` is shown to the visitor as is. */
export class LoadError extends Error {
  constructor(message: LoadErrorMessage, options?: ErrorOptions) {
    super(message, options);
    this.name = 'LoadError';
  }
}
