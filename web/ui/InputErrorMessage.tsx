import type { InputError } from '../state/input-error.ts';

/** An input's loading error: the SPEC message, exactly, then the name of the file it was about. */
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
    </p>
  );
}
