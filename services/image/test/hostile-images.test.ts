import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { ErrorResponse, IconResponse, ROUTES, SERVICE_NAMES, type ServiceName } from '@aiapp/contracts';
import { ICON_UPLOAD_MAX_BYTES } from '@aiapp/store-facts';
import {
  buildPackage,
  listen,
  readZip,
  silentLogger,
  startServiceProcess,
  type Listening,
  type ServiceProcess,
} from '@aiapp/test-support';
import { createGatewayApp } from '@aiapp/gateway';
import { dataUrl, pngChunk, transparentLogo } from './support/sample-images';

/*
 * Hostile images sent to the icon generator as a visitor would: through the gateway, to the
 * built image service running as its own process, whose memory is read from /proc at the end.
 */

/** What the compose file and the Kubernetes manifests give the image service. */
const MEMORY_LIMIT_MB = 1024;
const SCRIPT = '<script>alert(document.domain)</script>';

/** A real PNG grown to exactly `size` bytes by a private ancillary chunk before IEND. */
function pngOfExactly(png: Buffer, size: number): Buffer {
  const end = png.length - 12;
  return Buffer.concat([png.subarray(0, end), pngChunk('prVt', Buffer.alloc(size - png.length - 12, 1)), png.subarray(end)]);
}

/** A one-colour image whose PNG is a few hundred KB but decodes to `width × height` pixels. */
const bomb = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3b82f6' } })
    .png({ compressionLevel: 9 })
    .toBuffer();

describe('Hostile images to the icon generator, through the gateway', () => {
  let image: ServiceProcess;
  let gateway: Listening;

  beforeAll(async () => {
    buildPackage('services/image');
    image = await startServiceProcess('services/image/dist/server.js');
    const upstreams = Object.fromEntries(SERVICE_NAMES.map((name) => [name, image.url])) as Record<ServiceName, string>;
    gateway = await listen(createGatewayApp({ logger: silentLogger, upstreams, webDist: '/nonexistent', trustProxyHops: 0 }));
  }, 120_000);
  afterAll(async () => {
    await gateway.close();
    image.child.kill('SIGTERM');
  });

  const generate = (imageData: string) =>
    fetch(`${gateway.url}${ROUTES.generateIcons.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ image_data: imageData }),
    });
  const refusal = async (res: Response) => ({ status: res.status, message: ErrorResponse.parse(await res.json()).error.message });

  it('When the image is exactly 10485760 bytes, then the set is generated; one byte more and it is 413 with the spec message', async () => {
    const logo = await transparentLogo(1024);
    const exact = pngOfExactly(logo, ICON_UPLOAD_MAX_BYTES);
    const over = pngOfExactly(logo, ICON_UPLOAD_MAX_BYTES + 1);
    expect([exact.length, over.length]).toEqual([10_485_760, 10_485_761]);

    const accepted = await generate(dataUrl(exact));
    expect(accepted.status).toBe(200);
    IconResponse.parse(await accepted.json());
    expect(await refusal(await generate(dataUrl(over)))).toEqual({ status: 413, message: 'File size must be less than 10MB' });
  });

  it("When a 200 KB PNG decodes to 64 megapixels (a decompression bomb under sharp's own 268 MP limit), then 422 naming its size", async () => {
    const png = await bomb(8000, 8000);
    expect(png.length).toBeLessThan(250_000);
    const answer = await refusal(await generate(dataUrl(png)));
    expect(answer.status).toBe(422);
    expect(answer.message).toContain('8000×8000');
  });

  it('When a 160 KB PNG decodes to 49 megapixels, just under the limit, then the set is generated', async () => {
    const res = await generate(dataUrl(await bomb(7000, 7000)));
    expect(res.status).toBe(200);
    const answer = IconResponse.parse(await res.json());
    expect(answer.icons.ios.length).toBeGreaterThan(0);
  });

  it.each([
    ['JPEG', 'jpeg'],
    ['WebP', 'webp'],
  ] as const)('When a %s is cut off half-way, then 422 saying it may be damaged', async (_name, format) => {
    const whole = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#16a34a' } })
      .composite([{ input: await transparentLogo(600) }])
      [format]()
      .toBuffer();
    const answer = await refusal(await generate(dataUrl(whole.subarray(0, Math.floor(whole.length / 2)), `image/${format}`)));
    expect(answer.status).toBe(422);
    expect(answer.message).toMatch(/damaged/);
  });

  it('When a PNG also carries a script in a text chunk and a ZIP after its end (a polyglot), then the icons are drawn from its pixels and carry neither', async () => {
    const logo = await transparentLogo(1024);
    const end = logo.length - 12;
    const polyglot = Buffer.concat([
      logo.subarray(0, end),
      pngChunk('tEXt', Buffer.from(`Comment\u0000${SCRIPT}`, 'latin1')),
      logo.subarray(end),
      Buffer.from(`PK\u0003\u0004${SCRIPT}`, 'latin1'),
    ]);
    const res = await generate(dataUrl(polyglot));
    expect(res.status).toBe(200);
    const answer = IconResponse.parse(await res.json());
    const zip = Buffer.from(answer.zip_data, 'base64');
    const files = await readZip(zip);
    const everything = [zip, ...files.values(), ...answer.icons.ios.map((icon) => Buffer.from(icon.data, 'base64'))];
    expect(files.size).toBeGreaterThan(10);
    expect(everything.filter((bytes) => bytes.includes(SCRIPT))).toEqual([]);
  });

  it.each([
    ['HTML with a PNG after it', Buffer.concat([Buffer.from(`<html>${SCRIPT}</html>`), Buffer.from([0x89, 0x50, 0x4e, 0x47])])],
    [
      'an SVG with an external entity',
      Buffer.from(
        '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY secret SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><text y="20">&secret;</text></svg>',
      ),
    ],
  ])('When the upload is %s, declared as PNG, then 415 and nothing is decoded', async (_name, bytes) => {
    const answer = await refusal(await generate(dataUrl(bytes, 'image/png')));
    expect(answer.status).toBe(415);
  });

  it(`Then the image service's memory stayed under its ${MEMORY_LIMIT_MB} MB container limit, and it still answers`, async () => {
    const status = readFileSync(`/proc/${image.child.pid}/status`, 'utf8');
    const peakMb = Number(/^VmHWM:\s+(\d+)/m.exec(status)?.[1]) / 1024;
    expect(peakMb).toBeGreaterThan(0);
    expect(peakMb).toBeLessThan(MEMORY_LIMIT_MB);
    expect((await fetch(`${image.url}/healthz`)).status).toBe(200);
  });
});
