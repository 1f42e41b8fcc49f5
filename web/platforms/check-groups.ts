/**
 * The platform checks as a visitor reads them (issue 25): the platform they chose, judged and red
 * when the file breaks its rules; the other platforms that also take the file; and the rest under
 * 'other platforms' with the reason in plain words, since a Twitch emote is not meant for FFZ.
 */
import { checkPlatforms, mismatchWords, type PlatformId, type PlatformSpec, type ProducedFile } from './platform-rules.ts';

/** One platform's verdict on the file. */
export interface PlatformVerdict {
  spec: PlatformSpec;
  /** The rules the file breaks, in full (shown for the chosen platform). */
  problems: string[];
  /** The same in a few words, e.g. 'still images only' (shown for the other platforms). */
  reasons: string[];
  optimal: boolean;
}

/** The verdicts in the order shown. */
export interface CheckGroups {
  /** The platform the file was made for, or null when none was chosen (custom size, no limit). */
  chosen: PlatformVerdict | null;
  /** Other platforms that take the file as it is. */
  alsoFits: PlatformVerdict[];
  /** Platforms that take other files (still images, other sizes), with the reason. */
  others: PlatformVerdict[];
}

/** Splits every platform's verdict into the chosen one, the others that fit and the rest. */
export function groupChecks(file: ProducedFile, chosenId: PlatformId | null): CheckGroups {
  const verdicts = checkPlatforms(file).map((v) => ({ ...v, reasons: mismatchWords(v.spec, file) }));
  const rest = verdicts.filter((v) => v.spec.id !== chosenId);
  return {
    chosen: verdicts.find((v) => v.spec.id === chosenId) ?? null,
    alsoFits: rest.filter((v) => v.problems.length === 0),
    others: rest.filter((v) => v.problems.length > 0),
  };
}
