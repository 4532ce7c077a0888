import { decodeImageDataUrl } from '../src/domain/image-input/parse-data-url';
import { sniffImageFormat } from '../src/domain/image-input/sniff-format';

const asDataUrl = (bytes: Buffer) => `data:image/png;base64,${bytes.toString('base64')}`;

describe('reading an uploaded data URL', () => {
  it.each([1, 2, 3, 4, 5])(
    'When the image is exactly the limit (%i bytes), then it is accepted; one byte more is 413',
    (limit) => {
      expect(decodeImageDataUrl(asDataUrl(Buffer.alloc(limit, 1)), limit)).toHaveLength(limit);
      expect(() => decodeImageDataUrl(asDataUrl(Buffer.alloc(limit + 1, 1)), limit)).toThrow(
        expect.objectContaining({ status: 413 }),
      );
    },
  );

  it('When the data URL carries parameters before ;base64, then they are accepted and ignored', () => {
    expect(decodeImageDataUrl('data:image/png;name=logo.png;base64,AAEC', 10)).toEqual(Buffer.from([0, 1, 2]));
  });

  it('When the payload holds a URL-safe base64 alphabet, then it is refused rather than half-decoded', () => {
    expect(() => decodeImageDataUrl('data:image/png;base64,ab-_', 10)).toThrow(expect.objectContaining({ status: 400 }));
  });
});

describe('telling image formats apart by their bytes', () => {
  it.each([
    ['png', Buffer.from('89504e470d0a1a0a0000', 'hex')],
    ['jpeg', Buffer.from('ffd8ffe000104a464946', 'hex')],
    ['webp', Buffer.from('RIFF\x24\x00\x00\x00WEBPVP8 ', 'latin1')],
    ['gif', Buffer.from('GIF87a')],
    ['heic', Buffer.from('\x00\x00\x00\x18ftypheic\x00\x00\x00\x00', 'latin1')],
    ['avif', Buffer.from('\x00\x00\x00\x1cftypavif\x00\x00\x00\x00', 'latin1')],
    ['svg', Buffer.from('\xEF\xBB\xBF  <svg xmlns="http://www.w3.org/2000/svg"/>', 'latin1')],
    ['svg', Buffer.from('<!-- made by hand -->\n<svg></svg>')],
    ['unknown', Buffer.from('<html><body>not an image</body></html>')],
    ['unknown', Buffer.alloc(0)],
  ])('When the bytes are %s, then the sniffer says so', (format, bytes) => {
    expect(sniffImageFormat(bytes)).toBe(format);
  });
});
