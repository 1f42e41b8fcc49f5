import { describe, expect, it, vi } from 'vitest';
import { LOAD_ERRORS, LOAD_HELP, reloadErrorMessage } from '../../messages.ts';
import { LoadError } from '../../decode/load-error.ts';
import { inputErrorFor, inputErrorText } from './input-error.ts';

describe('input errors', () => {
  it('keep the SPEC message exact and put the file name beside it', () => {
    const error = inputErrorFor(new LoadError(LOAD_ERRORS.noSize), 'broken.gif');
    expect(error).toEqual({ message: "Invalid image - Couldn't get size", filename: 'broken.gif' });
    expect(inputErrorText(error)).toBe("Invalid image - Couldn't get size — broken.gif");
  });

  it('read as an image without a size when the failure was unexpected, and log it', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(inputErrorFor(new TypeError('boom'), 'x.png').message).toBe(LOAD_ERRORS.noSize);
    expect(log).toHaveBeenCalledOnce();
    log.mockRestore();
  });

  it('add no name to a message that names the file already', () => {
    expect(inputErrorText({ message: reloadErrorMessage('a.png'), filename: null })).toBe('Error reloading image a.png');
  });
});

describe('input error help', () => {
  it('carries the plain sentence of a LoadError beside its SPEC message', () => {
    const error = inputErrorFor(new LoadError(LOAD_ERRORS.fetchRestricted, { help: LOAD_HELP.restricted }), 'a.png');
    expect(error).toEqual({ message: LOAD_ERRORS.fetchRestricted, filename: 'a.png', help: LOAD_HELP.restricted });
  });
});
