/** An input that could not be loaded: the SPEC message, exactly, and the file it was about. */
import { LOAD_ERRORS } from '../../messages.ts';
import { LoadError } from '../../decode/load-error.ts';

export interface InputError {
  /** SPEC section 8 text (or the too-large notice), shown as is. */
  message: string;
  /** The file the message is about, shown beside it; null when the message names it already. */
  filename: string | null;
  /** One plain sentence on what happened and what to do, shown after the message; absent when unknown. */
  help?: string | null;
}

/** The error to show for a failed load of `filename`; an unexpected failure reads as an image without a size. */
export function inputErrorFor(error: unknown, filename: string): InputError {
  if (!(error instanceof LoadError)) console.error('unexpected input failure', error);
  if (!(error instanceof LoadError)) return { message: LOAD_ERRORS.noSize, filename };
  return error.help ? { message: error.message, filename, help: error.help } : { message: error.message, filename };
}

/** The one line a visitor reads: the message, then the file name after a dash. */
export const inputErrorText = ({ message, filename }: InputError) => (filename ? `${message} — ${filename}` : message);
