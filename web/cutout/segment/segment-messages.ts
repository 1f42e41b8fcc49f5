/** What the slot says when a cut-out cannot run (issue 18 item 8), one sentence per SegmentError code. */
export const SEGMENT_MESSAGES = {
  'model-unavailable':
    'The background-removal model could not be loaded. It downloads the first time you use it, so connect to the internet once and try again.',
  'model-damaged': "The background-removal model's stored copy would not open, so it has been removed. Try again to download it afresh.",
  'out-of-memory': 'Not enough memory to run the background-removal model. Close other tabs or use a smaller image and try again.',
  interrupted: 'Background removal was cancelled.',
  failed: 'Background removal failed on this image.',
} as const;
