import { IconRequest } from '@aiapp/contracts';
import { buildIconSetParts } from '../src/domain/icons/build-icon-set';
import { recentResults } from '../src/domain/recent-results';
import { dataUrl, transparentLogo } from './support/sample-images';

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
});
