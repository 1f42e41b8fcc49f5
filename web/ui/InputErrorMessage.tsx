import type { InputError } from '../state/emote/input-error.ts';

/** An input's loading error: the SPEC message, exactly, then the name of the file it was about, and a plain sentence on what to do when known. */
export default function InputErrorMessage({ error }: { error: InputError }) {
  return (
    <p role="alert" className="error">
      {error.message}
      {error.filename && (
        <>
          {' — '}
          <bdi className="error-file">{error.filename}</bdi>
        </>
      )}
      {error.help && <span className="error-help"> {error.help}</span>}
    </p>
  );
}
