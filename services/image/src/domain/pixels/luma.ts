/** Rec. 709 luma of gamma-encoded 8-bit RGB (0–255): how light a colour looks, for telling tones apart. */
export const luma = (r: number, g: number, b: number) => 0.2126 * r + 0.7152 * g + 0.0722 * b;

/** Luma of the pixel whose red byte is at `offset` (RGB or RGBA bytes). */
export const lumaAt = (data: Uint8Array, offset: number) => luma(data[offset]!, data[offset + 1]!, data[offset + 2]!);
