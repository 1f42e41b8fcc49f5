/** The fixed text under the tables: what each column measures, and DESIGN's figures for comparison. */

/** How to read the tables. */
export const LEGEND = `How to read this
  ms        pipeline: posting the EncodeJob to the app's worker until its result, in headless Chromium
            (fresh page and worker per run, warmed up with a 2-frame job, frames already in the page,
            timed once the browser's renderers are quiet: see quiet-browser.ts);
            Node anchors: the encode call in a fresh child process. Fit tables: the whole loop.
  SSIM      mean over source frames of SSIM (luma, 11×11 Gaussian) between the source frame and the
            frame a player shows at that moment, both composited over grey (128,128,128). A scaled-down
            fit output is upscaled bilinearly to the source size first (said in the note).
  RSS MB    peak, MiB, first run; pipeline: VmHWM of the Chromium renderer process that runs the page and
            its dedicated worker, reset just before the encode; (+grew) is the peak minus its RSS then.
            Node anchors: the child process, likewise. gifsicle: its whole process (GNU time).
  anchors   gifenc: one palette quantized over all frames, alpha cut at 128 as the pipeline does;
            gifski-wasm q80: the frames as given; gifsicle -O3 --colors 256: a lossless native
            optimiser run on gifenc's file (its ms include gifenc's). Fits bisect colours / quality.
  ratios    ms/X = this row's ms ÷ anchor X's ms; ΔSSIM X = this row's SSIM − anchor X's SSIM.`;

/** DESIGN.md's own measurements, printed for comparison (not measured in this run). */
export const DESIGN_FIGURES = `DESIGN.md figures (Node, these machines; not measured in this run)
  gifski-wasm q80: 1.3–2.1 s on W1/W2, 39 s on W3; gifenc global palette: 71–74 ms on W1/W2, same SSIM.
  W2 under 256 KB: best .982 (modern-gif, 7.2 s); gifenc .971 (0.16 s, 1 encode); gifski-wasm .962 (12.2 s, 8 encodes).
  W2 under 128 KB: best .965 (modern-gif, 4.8 s); gifenc .947 (20 colours, 0.75 s); gifski-wasm .938 (8.6 s, 8 encodes).
  W3 under 256 KB had to shrink to 76–125 px: SSIM .85 (modern-gif, 86 s), .82 (gifenc, 6.7 s), .82 (gifski-wasm, 99 s).`;
