import { transferListFor } from '../src/workers/worker-pool';

describe('bytes sent to and from image workers', () => {
  it("When a small Buffer lives in Node's shared pool, then it is copied, never transferred (that would detach the pool)", () => {
    const pooled = Buffer.from('{"data":"small answer"}');
    expect(pooled.byteLength).toBeLessThan(pooled.buffer.byteLength);
    expect(transferListFor(new Uint8Array(pooled.buffer, pooled.byteOffset, pooled.byteLength))).toEqual([]);
  });

  it('When the bytes own their whole ArrayBuffer, then that buffer is transferred', () => {
    const own = new Uint8Array(64 * 1024);
    expect(transferListFor(own)).toEqual([own.buffer]);
  });
});
