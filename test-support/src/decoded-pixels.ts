/**
 * An image's decoded pixels, for tests that look at what was drawn: the colour at a point and how
 * many pixels are close to a colour. sharp is loaded on first use (see docs/testing.md: the index
 * loads nothing heavy).
 */
export async function decodedPixels(image: Buffer) {
  const { default: sharp } = await import('sharp');
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const { channels } = info;
  return {
    info,
    at: (x: number, y: number) => [...data.subarray((y * info.width + x) * channels, (y * info.width + x + 1) * channels)],
    /** How many pixels are within 12 of an RGB colour (the three channels' differences summed). */
    count: ([red, green, blue]: readonly number[]) => {
      // Read once, not per pixel: in jest's sandbox every read of a global (Math) takes the slow
      // path, and three per pixel of a 1320×2868 image took seconds.
      const { abs } = Math;
      let n = 0;
      for (let i = 0; i < data.length; i += channels)
        if (abs(data[i]! - red!) + abs(data[i + 1]! - green!) + abs(data[i + 2]! - blue!) < 12) n++;
      return n;
    },
  };
}
