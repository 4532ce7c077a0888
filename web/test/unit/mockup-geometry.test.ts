import { fitToScreen } from '../../src/features/screenshot-mockups/composer/plan';
import { deviceFrame } from '../../src/features/screenshot-mockups/mockupGeometry';

describe('mockup geometry (docs/product.md §9)', () => {
  it.each([
    ['iphone', 375, 812],
    ['android', 360, 760],
    ['tablet', 768, 1024],
  ] as const)(
    'When the device is %s, then the canvas is %i×%i and the screen sits at (10, 50), 20 px narrower and 100 px shorter',
    (device, width, height) => {
      expect(deviceFrame(device)).toMatchObject({
        width,
        height,
        screen: { x: 10, y: 50, width: width - 20, height: height - 100 },
      });
    },
  );

  it('When a tall iPhone capture goes on the classic iPhone screen with a 10% tolerance, then it is shown whole, centred, and counts as a fit (issue 31: a mockup never crops the capture)', () => {
    const screen = { x: 10, y: 50, width: 355, height: 712 };
    const fit = fitToScreen({ width: 1170, height: 2532 }, screen, 0.1);
    expect(fit.mode).toBe('fill');
    expect(fit.source).toEqual({ x: 0, y: 0, width: 1170, height: 2532 });
    expect(fit.target.height).toBeCloseTo(712);
    expect(fit.target.width / fit.target.height).toBeCloseTo(1170 / 2532);
    expect(fit.target.x + fit.target.width / 2).toBeCloseTo(10 + 355 / 2);
  });

  it('When a phone capture goes on the classic tablet screen, then it is letterboxed whole, not cropped', () => {
    const screen = { x: 10, y: 50, width: 748, height: 924 };
    const fit = fitToScreen({ width: 1170, height: 2532 }, screen, 0.1);
    expect(fit.mode).toBe('letterbox');
    expect(fit.source).toEqual({ x: 0, y: 0, width: 1170, height: 2532 });
    expect(fit.target.height).toBeCloseTo(924);
    expect(fit.target.x + fit.target.width / 2).toBeCloseTo(10 + 748 / 2);
  });
});
