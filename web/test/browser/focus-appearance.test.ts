/** @jest-environment ./test-support/src/browser-environment.ts */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { seriousAccessibilityViolations, useBrowserSession } from '@aiapp/test-support';

/**
 * Keyboard focus is visible on every control (WCAG 2.2 focus appearance,
 * https://www.w3.org/WAI/WCAG22/Understanding/focus-appearance.html): walking a tool page with
 * Tab, each focused control (or the box that draws it, for an invisible input over its label)
 * shows a solid ring at least 2 px wide whose colour has at least 3:1 contrast with the background
 * the ring sits on.
 */

const ARTIFACTS = path.resolve(__dirname, '../../../.test-artifacts');

interface FocusRing {
  readonly control: string;
  readonly style: string;
  readonly widthPx: number;
  readonly contrast: number;
}

/** In the page: the ring of the focused element, measured from computed styles. */
function measureFocusRing(): FocusRing | null {
  const active = document.activeElement as HTMLElement | null;
  if (!active || active === document.body) return null;
  const parse = (colour: string): [number, number, number, number] => {
    const parts = colour.match(/[\d.]+/g)!.map(Number);
    return [parts[0]!, parts[1]!, parts[2]!, parts[3] ?? 1];
  };
  const luminance = ([r, g, b]: number[]) => {
    const linear = (channel: number) => {
      const c = channel / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!);
  };
  // An input laid invisibly over its label or picker is drawn by that box: the ring is there.
  const ring = getComputedStyle(active).opacity === '0' ? active.parentElement! : active;
  const style = getComputedStyle(ring);
  // The ring is offset outside the box, so it sits on the background of what holds the box.
  let holder: HTMLElement | null = ring.parentElement;
  let background: [number, number, number, number] = [255, 255, 255, 1];
  while (holder) {
    const colour = parse(getComputedStyle(holder).backgroundColor);
    if (colour[3] > 0) {
      background = colour;
      break;
    }
    holder = holder.parentElement;
  }
  const outline = parse(style.outlineColor);
  const [a, b] = [luminance(outline), luminance(background)].sort((x, y) => y - x);
  const name = active.getAttribute('aria-label') ?? active.textContent?.trim().slice(0, 40) ?? '';
  return {
    control: `${active.tagName.toLowerCase()}${active.getAttribute('type') ? `[${active.getAttribute('type')}]` : ''} ${name || active.id}`,
    style: style.outlineStyle,
    widthPx: parseFloat(style.outlineWidth),
    contrast: Math.round(((a! + 0.05) / (b! + 0.05)) * 100) / 100,
  };
}

const session = useBrowserSession();

beforeAll(async () => {
  await mkdir(ARTIFACTS, { recursive: true });
});

/** Tabs from the top of the page to the end, measuring every focused control's ring. */
async function ringsAlongTabOrder(): Promise<FocusRing[]> {
  const rings: FocusRing[] = [];
  const seen = new Set<string>();
  for (let step = 0; step < 120; step++) {
    await session.page.keyboard.press('Tab');
    const ring = await session.page.evaluate(measureFocusRing);
    if (!ring) continue;
    if (seen.has(ring.control)) break;
    seen.add(ring.control);
    rings.push(ring);
  }
  return rings;
}

async function iconSource(): Promise<Buffer> {
  return sharp({ create: { width: 512, height: 512, channels: 4, background: '#0d9488' } })
    .png()
    .toBuffer();
}

describe('Focus appearance', () => {
  test.each([
    ['/icon-generator-pro', 'Icon Generator Pro'],
    ['/screenshot-resizer', 'Screenshot Resizer'],
    ['/privacy-policy', 'Privacy Policy Generator'],
  ])(
    'When every control of %s is reached with Tab, then each shows a solid ring of at least 2 px and 3:1 contrast, and axe finds nothing',
    async (route, heading) => {
      await session.page.goto(`${session.stack.url}${route}`);
      await session.page.getByRole('heading', { level: 1, name: heading }).waitFor();
      if (route === '/icon-generator-pro') {
        // With an image chosen, every control of the form is there (the live preview among them).
        await session.page
          .getByLabel('App icon image', { exact: true })
          .setInputFiles({ name: 'icon.png', mimeType: 'image/png', buffer: await iconSource() });
        await session.page.getByRole('figure', { name: 'Icon preview under the iOS and Android masks' }).waitFor();
      }
      const rings = await ringsAlongTabOrder();
      const formControls = rings.filter((ring) => /^(input|select|textarea)/.test(ring.control));
      // The walk reached the form's fields, not just the header's links.
      expect(formControls.length).toBeGreaterThanOrEqual(4);
      const faint = rings.filter((ring) => ring.style !== 'solid' || ring.widthPx < 2 || ring.contrast < 3);
      expect(faint).toEqual([]);

      await session.page.getByRole('button', { name: /^(Generate|Resize)/ }).focus();
      await session.page.keyboard.press('Shift+Tab');
      await session.page.keyboard.press('Tab');
      await session.page.locator('main form').screenshot({ path: path.join(ARTIFACTS, `focus-ring-${route.slice(1)}-1280.png`) });
      expect(await seriousAccessibilityViolations(session.page)).toEqual([]);
    },
  );

  test("When a phone-width visitor tabs to the resizer's store choice, then its ring shows there too", async () => {
    await session.page.setViewportSize({ width: 390, height: 844 });
    await session.page.goto(`${session.stack.url}/screenshot-resizer`);
    await session.page.getByRole('heading', { level: 1, name: 'Screenshot Resizer' }).waitFor();
    const store = session.page.getByLabel('Store', { exact: true });
    await store.focus();
    await session.page.keyboard.press('Shift+Tab');
    await session.page.keyboard.press('Tab');
    const ring = await session.page.evaluate(measureFocusRing);
    expect(ring).toMatchObject({ style: 'solid' });
    expect(ring!.widthPx).toBeGreaterThanOrEqual(2);
    expect(ring!.contrast).toBeGreaterThanOrEqual(3);
    await session.page.locator('main form').screenshot({ path: path.join(ARTIFACTS, 'focus-ring-screenshot-resizer-390.png') });
  });
});
