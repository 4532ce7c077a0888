import { fitText, type MeasureText } from '../../src/features/screenshot-mockups/composer/textFit';
import { fitToScreen, LAYOUTS, planShot, type LayoutKind } from '../../src/features/screenshot-mockups/composer/plan';
import { DEVICE_MODELS, bodySize, deviceForPlatform } from '../../src/features/screenshot-mockups/composer/devices';

/** A stand-in for canvas measureText: every character is 0.55 em wide. */
const measure: MeasureText = (text, fontSize) => text.length * fontSize * 0.55;

const PHONE = { width: 1320, height: 2868 };
const iphone = bodySize(DEVICE_MODELS.iphone);

function plan(layout: LayoutKind, headline: string, subline = '', canvas = PHONE, position = 0) {
  return planShot({
    position,
    canvas,
    layout,
    body: iphone,
    screenshot: { width: 1320, height: 2868 },
    headline,
    subline,
    measureHeadline: measure,
    measureSubline: measure,
  });
}

describe('fitting a headline', () => {
  const box = { width: 1000, height: 400, maxSize: 130, minSize: 60, lineHeightRatio: 1.1 };

  it('When a short headline fits at the largest size, then it stays on one line at that size', () => {
    expect(fitText('Sleep better', measure, box)).toMatchObject({ fontSize: 130, lines: ['Sleep better'] });
  });

  it('When a headline is too long for one line, then it wraps at word boundaries, every line within the width and the lines within the box', () => {
    const fitted = fitText('Over two hundred calming soundscapes made by real sound designers', measure, box);
    expect(fitted.lines.length).toBeGreaterThan(1);
    expect(fitted.lines.join(' ')).toBe('Over two hundred calming soundscapes made by real sound designers');
    for (const line of fitted.lines) expect(measure(line, fitted.fontSize)).toBeLessThanOrEqual(box.width);
    expect(fitted.height).toBeLessThanOrEqual(box.height);
    expect(fitted.fontSize).toBeLessThan(130);
  });

  it('When one word is wider than the line even at the smallest size, then it is broken into pieces that fit, and no character is lost', () => {
    const word = 'Supercalifragilisticexpialidocious'.repeat(2);
    const fitted = fitText(`${word} stats`, measure, box);
    expect(fitted.fontSize).toBe(60);
    expect(fitted.lines.join('').replace(/ /g, '')).toBe(`${word}stats`);
    for (const line of fitted.lines) expect(measure(line, fitted.fontSize)).toBeLessThanOrEqual(box.width);
  });

  it('When the headline is empty, then it takes no height', () => {
    expect(fitText('   ', measure, box)).toMatchObject({ lines: [], height: 0 });
  });
});

/** The outline of a rect turned by `angle` about its centre, as the bounding box of its corners. */
function turnedBounds(rect: { x: number; y: number; width: number; height: number }, angle: number) {
  const cx = rect.x + rect.width / 2;
  const cy = rect.y + rect.height / 2;
  const corners = [
    [rect.x, rect.y],
    [rect.x + rect.width, rect.y],
    [rect.x, rect.y + rect.height],
    [rect.x + rect.width, rect.y + rect.height],
  ].map(([x, y]) => [
    cx + (x! - cx) * Math.cos(angle) - (y! - cy) * Math.sin(angle),
    cy + (x! - cx) * Math.sin(angle) + (y! - cy) * Math.cos(angle),
  ]);
  const xs = corners.map(([x]) => x!);
  const ys = corners.map(([, y]) => y!);
  return { left: Math.min(...xs), right: Math.max(...xs), top: Math.min(...ys), bottom: Math.max(...ys) };
}

describe('planning a store image', () => {
  const CANVASES = [PHONE, { width: 1080, height: 1920 }, { width: 2064, height: 2752 }, { width: 1024, height: 500 }];

  it.each(
    LAYOUTS.flatMap((layout) => CANVASES.flatMap((canvas) => [0, 1].map((position) => [layout, canvas, position] as const))),
  )(
    'When the layout is %s on %o at position %i, then every device and card lies wholly on the canvas, so no capture is cropped',
    (layout, canvas, position) => {
      const shot = plan(layout, 'Fall asleep in minutes', 'Gentle sounds that fade out', canvas, position);
      const rects = [...shot.devices, ...(shot.card ? [shot.card.rect] : [])];
      expect(rects.length).toBeGreaterThan(0);
      for (const rect of rects) {
        const bounds = turnedBounds(rect, shot.tilt);
        expect(bounds.left).toBeGreaterThanOrEqual(-0.001);
        expect(bounds.top).toBeGreaterThanOrEqual(-0.001);
        expect(bounds.right).toBeLessThanOrEqual(canvas.width + 0.001);
        expect(bounds.bottom).toBeLessThanOrEqual(canvas.height + 0.001);
      }
    },
  );

  it.each(['caption-above', 'tilted', 'two-devices', 'panorama', 'card', 'full-bleed'] as const)(
    'When the layout is %s, then every device and card starts below the text, so nothing covers the headline',
    (layout) => {
      const shot = plan(layout, 'Fall asleep in minutes', 'Gentle sounds that fade out');
      const textBottom = shot.subline.y + shot.subline.fitted.height;
      const rects = [...shot.devices, ...(shot.card ? [shot.card.rect] : [])];
      for (const rect of rects) expect(turnedBounds(rect, shot.tilt).top).toBeGreaterThan(textBottom);
      for (const device of shot.devices) expect(device.width / device.height).toBeCloseTo(iphone.width / iphone.height, 5);
    },
  );

  it('When the caption goes below, then the device ends above the headline', () => {
    const shot = plan('caption-below', 'Fall asleep in minutes', 'Gentle sounds that fade out');
    expect(shot.devices[0]!.y + shot.devices[0]!.height).toBeLessThan(shot.headline.y);
    expect(shot.subline.y + shot.subline.fitted.height).toBeLessThanOrEqual(PHONE.height);
  });

  it('When the device is tilted, then it is turned and as large as the room allows', () => {
    const tilted = plan('tilted', 'Hello');
    const straight = plan('caption-above', 'Hello');
    expect(tilted.tilt).not.toBe(0);
    expect(tilted.devices[0]!.height).toBeGreaterThan(0.7 * straight.devices[0]!.height);
  });

  it('When the layout is a panorama, then each pair of images leans its devices towards their shared seam', () => {
    const left = plan('panorama', 'Hello', '', PHONE, 0).devices[0]!;
    const right = plan('panorama', 'Hello', '', PHONE, 1).devices[0]!;
    expect(left.x + left.width / 2).toBeGreaterThan(PHONE.width / 2);
    expect(right.x + right.width / 2).toBeLessThan(PHONE.width / 2);
  });

  it('When the template is full-bleed, then the capture spans the canvas width, stands on its bottom edge and keeps its proportions', () => {
    const { card } = plan('full-bleed', 'Hello', '', { width: 1080, height: 1920 });
    expect(card!.rounded).toBe(false);
    expect(card!.rect.y + card!.rect.height).toBeCloseTo(1920, 5);
    expect(card!.rect.width / card!.rect.height).toBeCloseTo(1320 / 2868, 5);
  });

  it('When a headline needs the smallest size and more than its box, then the device moves down instead of covering it', () => {
    const long = Array.from({ length: 14 }, () => 'Supercalifragilistic').join(' ');
    const shot = plan('caption-above', long);
    expect(shot.headline.fitted.height).toBeGreaterThan(0.15 * PHONE.height);
    expect(shot.devices[0]!.y).toBeGreaterThan(shot.headline.y + shot.headline.fitted.height);
  });

  it('When there is no device, then the screenshot card keeps the screenshot proportions (no crop)', () => {
    const { card, devices } = plan('card', 'Hello');
    expect(devices).toEqual([]);
    expect(card!.rect.width / card!.rect.height).toBeCloseTo(1320 / 2868, 5);
  });

  it('When the canvas is the 1024×500 feature graphic, then the text sits left and the device right', () => {
    const shot = plan('caption-above', 'Fall asleep in minutes', '', { width: 1024, height: 500 });
    expect(shot.headline.align).toBe('left');
    for (const line of shot.headline.fitted.lines)
      expect(shot.headline.x + measure(line, shot.headline.fitted.fontSize)).toBeLessThan(shot.devices[0]!.x);
  });
});

describe('a screenshot on a device screen', () => {
  const screen = { x: 0, y: 0, width: 440, height: 956 };

  it('When the capture has the screen shape, then it fills the screen', () => {
    expect(fitToScreen({ width: 1320, height: 2868 }, screen)).toMatchObject({ mode: 'fill', target: screen });
  });

  it('When a phone capture goes on a tablet screen, then it is letterboxed whole, never cropped', () => {
    const fit = fitToScreen({ width: 1080, height: 2280 }, { x: 0, y: 0, width: 1032, height: 1376 });
    expect(fit.mode).toBe('letterbox');
    expect(fit.source).toEqual({ x: 0, y: 0, width: 1080, height: 2280 });
    expect(fit.target.height).toBeCloseTo(1376);
    expect(fit.target.width / fit.target.height).toBeCloseTo(1080 / 2280, 5);
  });

  it('When the shapes differ by under 2%, then the capture is still whole (nothing cropped), with bars under 2% called a fill', () => {
    const fit = fitToScreen({ width: 1290, height: 2796 }, screen);
    expect(fit.mode).toBe('fill');
    expect(fit.source).toEqual({ x: 0, y: 0, width: 1290, height: 2796 });
    expect(fit.target.width).toBeLessThanOrEqual(screen.width + 1e-9);
    expect(fit.target.height).toBeLessThanOrEqual(screen.height + 1e-9);
    expect(1 - Math.min(fit.target.width / screen.width, fit.target.height / screen.height)).toBeLessThanOrEqual(0.02);
  });
});

describe('device frames', () => {
  it.each([
    ['iphone', 1320, 2868],
    ['ipad', 2064, 2752],
  ] as const)(
    'When the %s frame is drawn, then its screen has the proportions of the real %i×%i panel',
    (device, width, height) => {
      const { screen, screenPixels } = DEVICE_MODELS[device];
      expect(screenPixels).toEqual({ width, height });
      expect(screen.width / screen.height).toBeCloseTo(width / height, 3);
    },
  );

  it('When the set is exported, then App Store images use the Apple device and Google Play images the Android one of the same kind', () => {
    expect(deviceForPlatform('pixel', 'apple')).toBe('iphone');
    expect(deviceForPlatform('iphone', 'android')).toBe('pixel');
    expect(deviceForPlatform('android-tablet', 'apple')).toBe('ipad');
    expect(deviceForPlatform('ipad', 'android')).toBe('android-tablet');
  });
});
