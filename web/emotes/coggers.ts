/** Coggers: the image cut out as a gear that spins anticlockwise one turn a loop. */
import { defineEmote } from './define.ts';
import { locateSubject } from './draw-helpers.ts';
import { traceGear } from './gear-path.ts';
import { frameRateSetting, loopSecondsSetting, loopTiming } from './loop-settings.ts';
import { sampleInput } from './sample-input.ts';

/** Radius of the tooth tips, as a fraction of the emote's side: 1 px inside the edge at 112. */
const TOOTH_TIP = 0.49;

export default defineEmote({
  name: 'Coggers',
  slug: 'coggers',
  inputs: [sampleInput('coggers', 1, [2, 2, 444, 444])],
  settings: {
    frameMs: frameRateSetting(40),
    seconds: loopSecondsSetting({ default: 1, min: 0.3, max: 8 }, 'How long the gear takes for one turn; longer is slower.'),
    teeth: { kind: 'number', label: 'Teeth', description: 'How many teeth the gear has.', default: 9, min: 5, max: 24, step: 1 },
    root: { kind: 'number', label: 'Tooth root', description: 'Radius where the teeth start, as a fraction of the size (the teeth reach 0.49).', default: 0.42, min: 0.3, max: 0.48, step: 0.01 },
    clockwise: { kind: 'toggle', label: 'Clockwise', description: 'Spin clockwise; off spins anticlockwise like the classic.', default: false },
    rim: { kind: 'toggle', label: 'Rim', description: 'Outline the gear with a dark metal edge.', default: true },
    hub: { kind: 'toggle', label: 'Hub', description: 'Draw a metal hub with its axle in the middle.', default: false },
  },
  timing: loopTiming,
  render({ ctx, width, height, p, inputs, settings }) {
    const subject = inputs[0];
    if (!subject) return;
    const { side } = locateSubject(width, height);
    // The tips stop just inside the edge (TOOTH_TIP), so a turning tooth is never cut flat by the frame.
    const gear = traceGear(settings.teeth, side * TOOTH_TIP, side * settings.root);
    ctx.imageSmoothingEnabled = !subject.pixelated;
    ctx.translate(width / 2, height / 2);
    ctx.rotate((settings.clockwise ? 1 : -1) * 2 * Math.PI * p);
    ctx.save();
    ctx.clip(gear);
    ctx.drawImage(subject.image, -width / 2, -height / 2);
    ctx.restore();
    if (settings.rim) drawRim(ctx, gear, side);
    if (settings.hub) drawHub(ctx, side);
  },
});

function drawRim(ctx: OffscreenCanvasRenderingContext2D, gear: Path2D, side: number) {
  ctx.save();
  ctx.clip(gear);
  ctx.lineJoin = 'round';
  ctx.lineWidth = Math.max(2, side * 0.05);
  ctx.strokeStyle = '#3a3f4a';
  ctx.stroke(gear);
  ctx.restore();
}

function drawHub(ctx: OffscreenCanvasRenderingContext2D, side: number) {
  const gradient = ctx.createRadialGradient(-side * 0.03, -side * 0.03, 0, 0, 0, side * 0.12);
  gradient.addColorStop(0, '#e6e9ef');
  gradient.addColorStop(1, '#7b8391');
  ctx.fillStyle = gradient;
  ctx.strokeStyle = '#3a3f4a';
  ctx.lineWidth = Math.max(1, side * 0.02);
  ctx.beginPath();
  ctx.arc(0, 0, side * 0.12, 0, 2 * Math.PI);
  ctx.fill();
  ctx.stroke();
  ctx.fillStyle = '#2a2e36';
  ctx.beginPath();
  ctx.arc(0, 0, side * 0.04, 0, 2 * Math.PI);
  ctx.fill();
}
