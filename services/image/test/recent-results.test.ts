import { IconRequest, ResizeRequest } from '@aiapp/contracts';
import { buildIconSetParts } from '../src/domain/icons/build-icon-set';
import { recentResults } from '../src/domain/recent-results';
import * as rawImage from '../src/domain/pixels/raw-image';
import { resizeScreenshots } from '../src/domain/screenshots/resize-screenshots';
import { dataUrl, solidImage, transparentLogo } from './support/sample-images';

describe('Recent results of an expensive step', () => {
  it('When the same input is asked for again, then the step is not run again and the same result is given', async () => {
    const make = jest.fn(async () => ({ drawn: true }));
    const recent = recentResults<{ drawn: boolean }>(2);
    const first = await recent('icon A', make);
    expect(await recent('icon A', make)).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('When more inputs than it keeps are asked for, then the one used longest ago is made again', async () => {
    const made: string[] = [];
    const recent = recentResults<string>(2);
    const ask = (input: string) => recent(input, async () => (made.push(input), input));
    for (const input of ['A', 'B', 'A', 'C', 'A', 'B']) await ask(input);
    // A was used again before C came, so B was the one let go.
    expect(made).toEqual(['A', 'B', 'C', 'B']);
  });

  it('When the step fails, then the failure is not kept: the next ask runs it again', async () => {
    const recent = recentResults<string>(2);
    await expect(recent('A', async () => Promise.reject(new Error('decoder down')))).rejects.toThrow('decoder down');
    expect(await recent('A', async () => 'drawn')).toBe('drawn');
  });

  it('When an icon set is asked for again under another name, then it is not drawn again: the name only names the ZIP', async () => {
    const image_data = dataUrl(await transparentLogo(512));
    const first = await buildIconSetParts(IconRequest.parse({ image_data, image_name: 'first.png' }));
    const renamed = await buildIconSetParts(IconRequest.parse({ image_data, image_name: 'second.png' }));
    expect(renamed.entries).toBe(first.entries);
    const padded = await buildIconSetParts(IconRequest.parse({ image_data, image_name: 'first.png', padding_percent: 10 }));
    expect(padded.entries).not.toBe(first.entries);
  });

  it('When screenshots are resized again under other names, then they are not decoded and resized again: the names only name the files', async () => {
    // Each capture is decoded once (at the largest size its slots need) and each slot resized from that.
    const decoding = jest.spyOn(rawImage, 'toRaw');
    try {
      const data = dataUrl(await solidImage(1290, 2796, '#336699'));
      const resize = (name: string, fit_mode?: 'fill') =>
        resizeScreenshots(ResizeRequest.parse({ images: [{ data, name }], target_platform: 'ios', fit_mode }));
      const first = await resize('Home.png');
      expect(decoding).toHaveBeenCalledTimes(1);
      const renamed = await resize('Settings.png');
      expect(decoding).toHaveBeenCalledTimes(1);
      expect(renamed.resized_images.map((image) => image.data)).toEqual(first.resized_images.map((image) => image.data));
      expect(renamed.resized_images.map((image) => image.file_name)).toEqual(
        first.resized_images.map((image) => image.file_name.replace('home', 'settings')),
      );
      await resize('Home.png', 'fill');
      expect(decoding).toHaveBeenCalledTimes(2);
    } finally {
      decoding.mockRestore();
    }
  });
});
