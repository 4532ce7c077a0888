import { PassThrough } from 'node:stream';
// archiver 7, not 8: archiver 8 is ESM-only and jest (CommonJS) cannot require it.
import archiver from 'archiver';
import type { ZipEntry } from './zip-entry';

/**
 * An in-memory ZIP. Entries are stored, not deflated: PNG and JPEG are already compressed,
 * so deflating again only costs CPU on the event loop's thread.
 */
export function buildZip(entries: readonly ZipEntry[], date = new Date()): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const archive = archiver('zip', { store: true });
    const sink = new PassThrough();
    const chunks: Buffer[] = [];
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    sink.on('end', () => resolve(Buffer.concat(chunks)));
    archive.on('warning', reject);
    archive.on('error', reject);
    archive.pipe(sink);
    for (const entry of entries) archive.append(entry.data, { name: entry.path, date });
    void archive.finalize();
  });
}
