import { useEffect, useRef, useState } from 'react';
import { DEVICE_MODELS, deviceForPlatform } from './composer/devices';
import { drawShot } from './composer/drawShot';
import type { ComposedSet } from './composer/setFiles';
import { loadComposerFont } from './composer/fonts';
import { FEATURE_GRAPHIC, storeTargets } from './composer/storeTargets';

/** Preview canvases are drawn at this width in device pixels: sharp on a 2× screen, cheap on every keystroke. */
const PREVIEW_WIDTH = 360;

/**
 * The set as it will export, redrawn on the next frame after any change: the same drawing
 * code as the export at a smaller size (every measure in the layout is proportional).
 */
export function SetPreview({ set }: { set: ComposedSet }) {
  const shotCanvases = useRef<(HTMLCanvasElement | null)[]>([]);
  const featureCanvas = useRef<HTMLCanvasElement | null>(null);
  const [letterboxed, setLetterboxed] = useState<number[]>([]);
  const model = DEVICE_MODELS[set.style.device];
  // The chosen frame at the size of its own store's first slot.
  const target = storeTargets(model.deviceClass).find((entry) => entry.platform === model.platform);

  useEffect(() => {
    if (!target) return;
    let cancelled = false;
    let frame = 0;
    const scale = PREVIEW_WIDTH / target.width;
    const draw = () => {
      const boxed: number[] = [];
      set.shots.forEach((shot, index) => {
        const canvas = shotCanvases.current[index];
        const partner = set.shots[(index + 1) % set.shots.length] ?? shot;
        if (!canvas) return;
        const size = { width: PREVIEW_WIDTH, height: Math.round(target.height * scale) };
        const fits = drawShot(canvas, size, set.style, { ...shot, partner: partner.image, position: index });
        if (fits.some((fit) => fit.mode === 'letterbox')) boxed.push(index + 1);
      });
      const first = set.shots[0];
      if (featureCanvas.current && first) {
        const size = { width: FEATURE_GRAPHIC.width / 2, height: FEATURE_GRAPHIC.height / 2 };
        // The feature graphic is Google Play's, so it shows the Android device, as the export does.
        const style = { ...set.style, device: deviceForPlatform(set.style.device, 'android') };
        drawShot(featureCanvas.current, size, style, { ...first, partner: (set.shots[1] ?? first).image });
      }
      setLetterboxed((before) => (before.join() === boxed.join() ? before : boxed));
    };
    // Draw at once with whatever font is there, and again when the bundled font has arrived.
    frame = requestAnimationFrame(draw);
    loadComposerFont(set.style.font).then(
      () => {
        if (!cancelled) frame = requestAnimationFrame(draw);
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
      cancelAnimationFrame(frame);
    };
  }, [set, target]);

  return (
    <section className="set-preview" aria-label="Live preview">
      <h3 className="set-preview__title">Live preview</h3>
      <div className="set-preview__strip">
        {set.shots.map((shot, index) => (
          <canvas
            key={index}
            ref={(canvas) => {
              shotCanvases.current[index] = canvas;
            }}
            className="set-preview__shot"
            role="img"
            aria-label={`Preview of screenshot ${index + 1}${shot.headline ? `: ${shot.headline}` : ''}`}
          />
        ))}
      </div>
      <canvas
        ref={featureCanvas}
        className="set-preview__feature"
        role="img"
        aria-label="Preview of the Google Play feature graphic"
      />
      {letterboxed.length > 0 && (
        <p className="field__hint" role="status">
          Screenshot {letterboxed.join(', ')} {letterboxed.length === 1 ? 'has' : 'have'} a different shape from the{' '}
          {DEVICE_MODELS[set.style.device].label} screen, so {letterboxed.length === 1 ? 'it is' : 'they are'} shown whole with
          bars around {letterboxed.length === 1 ? 'it' : 'them'} (letterboxed), not cropped.
        </p>
      )}
    </section>
  );
}
