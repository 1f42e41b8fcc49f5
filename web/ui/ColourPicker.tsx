import { useState, type MouseEvent } from 'react';
import { hexOf } from '../cutout/cutout-settings.ts';
import OptionField from './OptionField.tsx';

/** The colour under a click on the shown image (or the clip's frame showing), read at its own size. */
function colourAt(event: MouseEvent<HTMLImageElement | HTMLVideoElement>): string {
  const img = event.currentTarget;
  const [width, height] = img instanceof HTMLVideoElement ? [img.videoWidth, img.videoHeight] : [img.naturalWidth, img.naturalHeight];
  const box = img.getBoundingClientRect();
  const x = Math.min(width - 1, Math.floor(((event.clientX - box.left) / box.width) * width));
  const y = Math.min(height - 1, Math.floor(((event.clientY - box.top) / box.height) * height));
  const canvas = document.createElement('canvas');
  canvas.width = 1;
  canvas.height = 1;
  const ctx = canvas.getContext('2d')!;
  ctx.drawImage(img, x, y, 1, 1, 0, 0, 1, 1);
  return hexOf([...ctx.getImageData(0, 0, 1, 1).data.slice(0, 3)]);
}

/** "Colour to remove": a colour field, and the image to click on to take a colour from it. */
export default function ColourPicker({ url, video = false, colour, onPick }: { url: string; video?: boolean; colour: string; onPick: (colour: string) => void }) {
  const [picking, setPicking] = useState(false);
  return (
    <div className="colour-picker">
      <OptionField label="Colour to remove" info="The colour taken out of every frame; pick it on the image, or choose it here.">
        <input type="color" value={colour} onChange={(e) => onPick(e.target.value)} />
      </OptionField>
      <button type="button" className="button small" aria-pressed={picking} onClick={() => setPicking(!picking)}>
        Pick colour on image
      </button>
      {picking &&
        (video ? (
          // A clip (issue 23) is paused on its first frame to be picked from.
          <video className="colour-pick-image checkerboard" src={url} muted playsInline aria-label="Click the colour to remove" onClick={(event) => {
            onPick(colourAt(event));
            setPicking(false);
          }} />
        ) : (
          <img
            className="colour-pick-image checkerboard"
            src={url}
            alt="Click the colour to remove"
            onClick={(event) => {
              onPick(colourAt(event));
              setPicking(false);
            }}
          />
        ))}
    </div>
  );
}
