import { fitText, type MeasureText } from '../../src/features/screenshot-mockups/composer/textFit';
import { fitToScreen, planShot, type LayoutKind } from '../../src/features/screenshot-mockups/composer/plan';
import { DEVICE_MODELS, bodySize, deviceForPlatform } from '../../src/features/screenshot-mockups/composer/devices';

/** A stand-in for canvas measureText: every character is 0.55 em wide. */
const measure: MeasureText = (text, fontSize) => text.length * fontSize * 0.55;

const PHONE = { width: 1320, height: 2868 };
const iphone = bodySize(DEVICE_MODELS.iphone);

function plan(layout: LayoutKind, headline: string, subline = '', canvas = PHONE) {
  return planShot({
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

describe('planning a store image', () => {
  it.each(['centred', 'bleed', 'two-devices'] as const)(
    'When the layout is %s, then every device starts below the text, so nothing covers the headline',
    (layout) => {
      const shot = plan(layout, 'Fall asleep in minutes', 'Gentle sounds that fade out');
      const textBottom = shot.subline.y + shot.subline.fitted.height;
      expect(shot.devices.length).toBe(layout === 'two-devices' ? 2 : 1);
      for (const device of shot.devices) expect(device.y).toBeGreaterThan(textBottom);
      for (const device of shot.devices) expect(device.width / device.height).toBeCloseTo(iphone.width / iphone.height, 5);
    },
  );

  it('When the device is centred, then it is wholly on the canvas; when it bleeds, then its bottom runs past the edge', () => {
    const centred = plan('centred', 'Hello').devices[0]!;
    expect(centred.y + centred.height).toBeLessThanOrEqual(PHONE.height);
    expect(centred.x).toBeGreaterThanOrEqual(0);
    const bleed = plan('bleed', 'Hello').devices[0]!;
    expect(bleed.y + bleed.height).toBeGreaterThan(PHONE.height);
  });

  it('When a headline needs the smallest size and more than its box, then the device moves down instead of covering it', () => {
    const long = Array.from({ length: 14 }, () => 'Supercalifragilistic').join(' ');
    const shot = plan('centred', long);
    expect(shot.headline.fitted.height).toBeGreaterThan(0.15 * PHONE.height);
    expect(shot.devices[0]!.y).toBeGreaterThan(shot.headline.y + shot.headline.fitted.height);
  });

  it('When there is no device, then the screenshot card keeps the screenshot proportions (no crop)', () => {
    const { card, devices } = plan('no-device', 'Hello');
    expect(devices).toEqual([]);
    expect(card!.width / card!.height).toBeCloseTo(1320 / 2868, 5);
  });

  it('When the canvas is the 1024×500 feature graphic, then the text sits left and the device right', () => {
    const shot = plan('bleed', 'Fall asleep in minutes', '', { width: 1024, height: 500 });
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

  it('When the shapes differ by under 2%, then the capture fills the screen with a crop of at most 2% of a side', () => {
    const fit = fitToScreen({ width: 1290, height: 2796 }, screen);
    expect(fit.mode).toBe('fill');
    expect(1 - fit.source.height / 2796).toBeLessThanOrEqual(0.02);
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
