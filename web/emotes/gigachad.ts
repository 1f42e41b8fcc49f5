/** Gigachad: high-contrast black and white, a vignette and film grain, slowly pushing in and back. */
import { defineEmote } from './define.ts';
import { createLayer, drawSubject, locateSubject } from './draw-helpers.ts';
import { cosineWave } from './easing.ts';
import { drawFilmGrain } from './film-grain.ts';
import { findFrameIndex, frameRateSetting, countLoopFrames, loopSecondsSetting, loopTiming } from './loop-settings.ts';
import { sampleInput } from './sample-input.ts';

export default defineEmote({
  name: 'Gigachad',
  slug: 'gigachad',
  access: 'premium',
  inputs: [sampleInput('gigachad', 1, [15, 26, 420, 422])],
  settings: {
    frameMs: frameRateSetting(50),
    seconds: loopSecondsSetting({ default: 2, min: 0.6, max: 8 }, 'How long the push in and back out takes.'),
    contrast: { kind: 'number', label: 'Contrast', description: 'Contrast of the black-and-white image; 1 keeps it as it is.', default: 1.6, min: 1, max: 3, step: 0.1 },
    zoom: { kind: 'number', label: 'Push in', description: 'How much the image grows at the middle of the loop (0.12 = to 112%).', default: 0.12, min: 0, max: 0.5, step: 0.01 },
    vignette: { kind: 'number', label: 'Vignette', description: 'How dark the image gets towards its edges.', default: 0.55, min: 0, max: 1, step: 0.05 },
    grain: { kind: 'number', label: 'Grain', description: 'Strength of the film grain; grain makes GIFs larger.', default: 0.1, min: 0, max: 0.6, step: 0.05 },
    seed: { kind: 'number', label: 'Seed', description: 'Picks a different pattern of grain.', default: 1, min: 1, max: 999, step: 1 },
  },
  timing: loopTiming,
  render({ ctx, width, height, p, inputs, settings }) {
    const subject = inputs[0];
    if (!subject) return;
    const { side, bottom } = locateSubject(width, height);
    // The push ends at the full frame: the bust grows from its bottom edge by `zoom` and is never cropped at the sides.
    const zoom = (1 + settings.zoom * cosineWave(p)) / (1 + settings.zoom);
    const layer = createLayer(width, height);
    layer.ctx.filter = `grayscale(1) contrast(${settings.contrast})`;
    drawSubject(layer.ctx, subject, width, height, { x: width / 2, y: bottom, anchor: 'bottom', scaleX: zoom, scaleY: zoom });
    layer.ctx.filter = 'none';
    // source-atop: shading lands only on the subject's own pixels, keeping its transparency.
    layer.ctx.globalCompositeOperation = 'source-atop';
    const shade = layer.ctx.createRadialGradient(width / 2, height * 0.45, side * 0.25, width / 2, height * 0.45, side * 0.75);
    shade.addColorStop(0, 'rgba(0,0,0,0)');
    shade.addColorStop(1, `rgba(0,0,0,${settings.vignette})`);
    layer.ctx.fillStyle = shade;
    layer.ctx.fillRect(0, 0, width, height);
    const frame = findFrameIndex(p, countLoopFrames(settings));
    if (settings.grain > 0) drawFilmGrain(layer.ctx, width, height, settings.grain, settings.seed, frame);
    ctx.imageSmoothingEnabled = !subject.pixelated;
    ctx.drawImage(layer.canvas, 0, 0);
  },
});
