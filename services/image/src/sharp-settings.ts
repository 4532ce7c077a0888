import sharp from 'sharp';

/**
 * libvips settings for every thread of the image service (the server's and each job worker's) and
 * for the benches that time its code in process. The operation cache only helps when the same
 * operation repeats on the same input; uploads never do, so it would only hold on to memory (up to
 * 50 MB by default) between requests, and looking operations up in it and trimming it cost about
 * 0.4 ms per pipeline (an icon set runs 61).
 */
export function configureSharp(): void {
  sharp.cache(false);
}
