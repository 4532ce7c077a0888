import { over } from '../src/domain/pixels/blend';
import { halfSize } from '../src/domain/pixels/half-size';
import type { RawImage } from '../src/domain/pixels/raw-image';
import { cutToShape } from '../src/domain/pixels/shape-mask';

/** A one-row image from pixels given as [r, g, b] or [r, g, b, a]. */
function row(...pixels: number[][]): RawImage {
  const channels = pixels[0]!.length as 3 | 4;
  return { data: Buffer.from(pixels.flat()), width: pixels.length, height: 1, channels };
}

const pixelsOf = ({ data, channels }: RawImage) =>
  Array.from({ length: data.length / channels }, (_, i) => [...data.subarray(i * channels, (i + 1) * channels)]);

/** Source-over of one channel, rounded, written out independently of the code. */
const blendChannel = (colour: number, alpha: number, under: number) => Math.round((colour * alpha + under * (255 - alpha)) / 255);

describe('over: artwork laid over an opaque backdrop', () => {
  it('keeps opaque pixels, shows the colour through transparent ones and blends the rest', () => {
    const artwork = row([200, 10, 30, 255], [1, 2, 3, 0], [200, 100, 50, 128], [0, 0, 0, 1]);
    const out = over({ r: 20, g: 40, b: 60 }, artwork);
    expect(out.channels).toBe(3);
    expect(pixelsOf(out)).toEqual([
      [200, 10, 30],
      [20, 40, 60],
      [blendChannel(200, 128, 20), blendChannel(100, 128, 40), blendChannel(50, 128, 60)],
      [blendChannel(0, 1, 20), blendChannel(0, 1, 40), blendChannel(0, 1, 60)],
    ]);
  });

  it('reads each pixel of an image backdrop where the artwork lets it show', () => {
    const backdrop = row([10, 20, 30], [40, 50, 60], [70, 80, 90]);
    const artwork = row([255, 255, 255, 0], [255, 0, 0, 255], [0, 0, 255, 64]);
    expect(pixelsOf(over(backdrop, artwork))).toEqual([
      [10, 20, 30],
      [255, 0, 0],
      [blendChannel(0, 64, 70), blendChannel(0, 64, 80), blendChannel(255, 64, 90)],
    ]);
  });

  it('paints every pixel by its own colour, through runs of equal colours and alpha changes', () => {
    const invert = (r: number, g: number, b: number) => ((255 - r) << 16) | ((255 - g) << 8) | (255 - b);
    const artwork = row([10, 20, 30, 255], [10, 20, 30, 255], [10, 20, 30, 128], [200, 0, 0, 255], [10, 20, 30, 255]);
    expect(pixelsOf(over({ r: 0, g: 0, b: 0 }, artwork, invert))).toEqual([
      [245, 235, 225],
      [245, 235, 225],
      [blendChannel(245, 128, 0), blendChannel(235, 128, 0), blendChannel(225, 128, 0)],
      [55, 255, 255],
      [245, 235, 225],
    ]);
  });

  it('reads artwork that does not start on a 4-byte boundary', () => {
    const bytes = Buffer.alloc(9);
    bytes.set([9, 8, 7, 255, 1, 2, 3, 0], 1);
    const artwork: RawImage = { data: bytes.subarray(1), width: 2, height: 1, channels: 4 };
    expect(pixelsOf(over({ r: 100, g: 100, b: 100 }, artwork))).toEqual([
      [9, 8, 7],
      [100, 100, 100],
    ]);
  });

  it('refuses artwork without alpha', () => {
    expect(() => over({ r: 0, g: 0, b: 0 }, row([1, 2, 3]))).toThrow(/RGBA/);
  });
});

describe('halfSize: one mipmap level down', () => {
  it('averages each 2×2 block of an opaque image, rounded', () => {
    const image: RawImage = {
      data: Buffer.from([0, 0, 0, 10, 10, 10, 100, 0, 0, 200, 0, 0, 1, 1, 1, 3, 3, 3, 0, 0, 0, 1, 0, 0]),
      width: 4,
      height: 2,
      channels: 3,
    };
    expect(pixelsOf(halfSize(image))).toEqual([
      [4, 4, 4],
      [75, 0, 0],
    ]);
  });

  it('weights colours by alpha, so transparent pixels lend no colour to an edge', () => {
    const image: RawImage = {
      data: Buffer.from([
        ...[255, 0, 0, 255, 0, 255, 0, 0, 0, 0, 255, 0, 9, 9, 9, 0],
        ...[0, 255, 0, 0, 0, 255, 0, 0, 9, 9, 9, 0, 9, 9, 9, 0],
      ]),
      width: 4,
      height: 2,
      channels: 4,
    };
    const [edge, empty] = pixelsOf(halfSize(image));
    expect(edge).toEqual([255, 0, 0, 64]);
    expect(empty![3]).toBe(0);
  });

  it('mixes partly transparent colours in proportion to their alpha', () => {
    const image: RawImage = {
      data: Buffer.from([255, 0, 0, 255, 0, 0, 255, 85, 0, 0, 0, 0, 0, 0, 0, 0]),
      width: 2,
      height: 2,
      channels: 4,
    };
    const weight = 255 + 85;
    expect(pixelsOf(halfSize(image))).toEqual([
      [Math.round((255 * 255) / weight), 0, Math.round((255 * 85) / weight), Math.round(weight / 4)],
    ]);
  });

  it('refuses an odd size', () => {
    expect(() => halfSize(row([1, 2, 3], [4, 5, 6], [7, 8, 9]))).toThrow(/even/);
  });
});

describe('cutToShape: a square cut to a launcher shape', () => {
  const size = 64;
  const at = (image: RawImage, x: number, y: number) => [...image.data.subarray((y * size + x) * 4, (y * size + x + 1) * 4)];

  it("keeps an opaque image's colours and makes the outside of the circle transparent", async () => {
    const image: RawImage = {
      data: Buffer.alloc(size * size * 3, Buffer.from([10, 120, 230])),
      width: size,
      height: size,
      channels: 3,
    };
    const cut = await cutToShape(image, 'circle');
    expect(cut.channels).toBe(4);
    expect(at(cut, 32, 32)).toEqual([10, 120, 230, 255]);
    expect(at(cut, 0, 0)[3]).toBe(0);
    expect(at(cut, 63, 63)[3]).toBe(0);
    expect(at(cut, 32, 0)[3]).toBeGreaterThan(0);
  });

  it("multiplies an image's own alpha by the shape", async () => {
    const image: RawImage = {
      data: Buffer.alloc(size * size * 4, Buffer.from([200, 100, 50, 128])),
      width: size,
      height: size,
      channels: 4,
    };
    const cut = await cutToShape(image, 'rounded-square');
    expect(at(cut, 32, 32)).toEqual([200, 100, 50, 128]);
    expect(at(cut, 0, 0)[3]).toBe(0);
  });
});
