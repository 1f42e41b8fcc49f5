/** The shape of the bench's maker-page figures, apart from measure-site.ts so the rows it calls (the pack, the big inputs) can name it without importing it back. */
import type { PackFileTime } from './pack-file-times.ts';
import type { StepFigures, TargetCheck } from './targets.ts';

/** One figure of the page: a median time and, for files, what was made and whether its platform takes it. */
export interface SiteFigure {
  name: string;
  runs: number;
  ms: number | null;
  bytes: number | null;
  frames: number | null;
  /** The platform's problems with the file; null when no file is checked. */
  problems: string[] | null;
  note: string;
  /** A big-input step's figures beyond the time (long task, memory), for bench-results.json. */
  step?: StepFigures;
  /** The targets for the row, each met or not. */
  targets?: TargetCheck[];
  /** A pack row's files, each one's median time (printed as its own table). */
  packFiles?: PackFileTime[];
}
