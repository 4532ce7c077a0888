import { coverCrop, deviceFrame } from '../../src/features/screenshot-mockups/mockupGeometry';

describe('mockup geometry (spec §9)', () => {
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

  it('When a tall iPhone screenshot fills the iPhone screen, then it is cropped equally top and bottom, never stretched', () => {
    const crop = coverCrop({ width: 1170, height: 2532 }, { width: 355, height: 712 });
    expect(crop.x).toBeCloseTo(0);
    expect(crop.width).toBeCloseTo(1170);
    expect(crop.width / crop.height).toBeCloseTo(355 / 712);
    expect(crop.y).toBeCloseTo((2532 - crop.height) / 2);
  });

  it('When a landscape screenshot fills a portrait screen, then the centre is kept', () => {
    const crop = coverCrop({ width: 2000, height: 1000 }, { width: 748, height: 924 });
    expect(crop.height).toBeCloseTo(1000);
    expect(crop.x).toBeCloseTo((2000 - crop.width) / 2);
  });
});
