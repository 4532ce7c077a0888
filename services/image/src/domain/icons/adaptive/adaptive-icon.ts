import sharp from 'sharp';
import { toRaw, type RawImage, type Rgb } from '../../pixels/raw-image';
import { glyphOf, glyphOnPlate, luminanceGlyph, themedShape, type Glyph, type GlyphSource } from './glyph';
import {
  artworkRadius,
  fillViewport,
  flattenLayers,
  placeContent,
  placementFor,
  renderBackdrop,
  safeCircleCoverage,
  viewportCoverage,
  viewportOf,
  type Backdrop,
  type LayerGeometry,
  type Placement,
} from './layer-geometry';
import type { ContentBounds, Separation } from './separate-layers';

/** Everything the adaptive icon is built from: the separated upload plus the visitor's choices and uploads. */
export interface AdaptiveInputs {
  /** The upload, RGBA, not squared. */
  readonly source: RawImage;
  readonly separation: Separation;
  /** The visitor's background colour: behind a logo on a transparent background. */
  readonly background: Rgb;
  /** A colour for the whole background layer instead of the upload's own plate. */
  readonly backgroundOverride?: Rgb;
  readonly backgroundImage?: RawImage;
  /** Separate uploads for the foreground and the themed glyph. */
  readonly foregroundUpload?: { readonly image: RawImage; readonly separation: Separation };
  readonly monochromeUpload?: { readonly image: RawImage; readonly separation: Separation };
}

export interface AdaptiveLayers {
  /** RGB, the whole layer. */
  readonly background: RawImage;
  /** RGBA, the artwork inside the safe circle (transparent when the upload is a full-bleed picture). */
  readonly foreground: RawImage;
  /** RGBA white, the themed icon's shape inside the safe circle. */
  readonly monochrome: RawImage;
  /** RGB: the viewport (72 of the 108 dp) of background and foreground as a launcher draws them, before its mask. */
  readonly viewport: RawImage;
}

export interface AdaptiveReport {
  readonly artworkRadius: number;
  readonly themedCoverage: number;
  readonly themedSource: GlyphSource | 'none';
  readonly warnings: string[];
}

/** The artwork to put in the safe circle, and the source it is cut from. */
interface Artwork {
  readonly image: RawImage;
  readonly content: ContentBounds;
  readonly kind: 'separated' | 'whole-picture';
}

const wholePicture = (image: RawImage): ContentBounds => ({
  left: 0,
  top: 0,
  width: image.width,
  height: image.height,
  cx: image.width / 2,
  cy: image.height / 2,
  radius: Math.hypot(image.width, image.height) / 2,
});

function chooseArtwork(inputs: AdaptiveInputs): Artwork | undefined {
  const upload = inputs.foregroundUpload;
  if (upload?.separation.content)
    return { image: upload.separation.foreground, content: upload.separation.content, kind: 'separated' };
  if (inputs.separation.content)
    return { image: inputs.separation.foreground, content: inputs.separation.content, kind: 'separated' };
  // A picture without a plate only goes inside the circle when the visitor asked for a colour behind it.
  if (inputs.separation.kind === 'full-bleed' && inputs.backgroundOverride && !inputs.backgroundImage) {
    return { image: inputs.source, content: wholePicture(inputs.source), kind: 'whole-picture' };
  }
  return undefined;
}

function chooseBackdrop(inputs: AdaptiveInputs, geometry: LayerGeometry, artworkPlacement: Placement | undefined): Backdrop {
  if (inputs.backgroundImage) return { kind: 'picture', image: inputs.backgroundImage, cover: 'canvas' };
  if (inputs.backgroundOverride) return { kind: 'colour', colour: inputs.backgroundOverride };
  const { separation, source } = inputs;
  if (separation.plate) {
    // The plate keeps its gradient relative to the artwork it came with.
    const ownArtwork = !inputs.foregroundUpload?.separation.content && separation.content;
    const placement = ownArtwork && artworkPlacement ? artworkPlacement : fillViewport(source, geometry);
    return { kind: 'plane', plane: separation.plate, placement };
  }
  if (separation.kind === 'full-bleed') return { kind: 'picture', image: source, cover: 'viewport' };
  return { kind: 'colour', colour: inputs.background };
}

function chooseGlyph(inputs: AdaptiveInputs, artwork: Artwork | undefined): Glyph | undefined {
  const upload = inputs.monochromeUpload;
  if (upload) {
    const glyph = glyphOf(upload.separation, upload.image);
    if (glyph) return { ...glyph, source: 'uploaded' };
  }
  if (artwork?.kind === 'whole-picture') return luminanceGlyph(artwork.image);
  if (inputs.foregroundUpload?.separation.content)
    return glyphOf(inputs.foregroundUpload.separation, inputs.foregroundUpload.image);
  return glyphOf(inputs.separation, inputs.source);
}

const CLEAR_WHITE = Buffer.from([255, 255, 255, 0]);
const transparentLayer = (size: number): RawImage => ({
  data: Buffer.alloc(size * size * 4, CLEAR_WHITE),
  width: size,
  height: size,
  channels: 4,
});

/** A disc of half the safe circle: the last resort so the themed icon is never blank. */
async function fallbackDisc(geometry: LayerGeometry): Promise<RawImage> {
  const size = geometry.canvas;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><circle cx="${size / 2}" cy="${size / 2}" r="${geometry.safeRadius / 2}" fill="#fff"/></svg>`;
  return toRaw(sharp(Buffer.from(svg)).ensureAlpha());
}

/**
 * Below this share of the safe circle a themed icon reads as blank; above this share of the 72 dp
 * viewport it reads as a solid square. (A disc-shaped logo fills its own circle, which is fine.)
 */
const MIN_GLYPH_COVERAGE = 0.03;
const MAX_VIEWPORT_COVERAGE = 0.9;

/**
 * The layers of an adaptive (or maskable) icon in one geometry, with what the visitor should know.
 * `insetShare` shrinks the artwork's circle inside the safe circle (Android's own inset).
 */
export async function buildAdaptiveLayers(
  inputs: AdaptiveInputs,
  geometry: LayerGeometry,
  insetShare: number,
): Promise<{ layers: AdaptiveLayers; report: AdaptiveReport }> {
  const artwork = chooseArtwork(inputs);
  const [background, foreground] = await backgroundAndForeground(inputs, geometry, insetShare, artwork);
  const themed = await themedLayer(inputs, geometry, insetShare, artwork);
  const warnings = [...themed.warnings];
  if (!artwork && inputs.separation.kind === 'full-bleed' && !inputs.backgroundImage) {
    warnings.push(
      'Your image is a picture that fills the whole square, so on Android it fills the icon and round launcher masks cut its corners. Upload a separate foreground (your logo on a transparent background) to keep it whole.',
    );
  }
  const viewport = flattenLayers(viewportOf(background, geometry), viewportOf(foreground, geometry));
  return {
    layers: { background, foreground, monochrome: themed.layer, viewport },
    report: {
      artworkRadius: artwork ? artworkRadius(foreground) : 0,
      themedCoverage: themed.coverage,
      themedSource: themed.source,
      warnings,
    },
  };
}

/** The web maskable icon: the same artwork and backdrop in the W3C geometry (no themed layer). */
export async function buildMaskableIcon(inputs: AdaptiveInputs, geometry: LayerGeometry): Promise<RawImage> {
  const [background, foreground] = await backgroundAndForeground(inputs, geometry, 0, chooseArtwork(inputs));
  return flattenLayers(background, foreground);
}

function backgroundAndForeground(
  inputs: AdaptiveInputs,
  geometry: LayerGeometry,
  insetShare: number,
  artwork: Artwork | undefined,
): Promise<[RawImage, RawImage]> {
  const placement = artwork ? placementFor(artwork.content, geometry, insetShare, artwork.image) : undefined;
  return Promise.all([
    renderBackdrop(chooseBackdrop(inputs, geometry, placement), geometry),
    artwork && placement ? placeContent(artwork.image, artwork.content, placement, geometry) : transparentLayer(geometry.canvas),
  ]);
}

/**
 * The themed shape in the layer. A glyph on a plate is placed as if the plate were the icon (the
 * plate's box fills the 72 dp viewport, the glyph keeps its place and size on it), then shrunk into
 * the safe circle if need be; any other artwork sits where the foreground does.
 */
async function placeGlyph(glyph: Glyph, geometry: LayerGeometry, insetShare: number): Promise<RawImage> {
  const onPlate = glyphOnPlate(glyph);
  if (onPlate) {
    const { content, layer } = onPlate.glyph;
    const { plate } = onPlate;
    const plateAsViewport = geometry.viewport / Math.max(plate.width, plate.height);
    const scale = Math.min(plateAsViewport, geometry.safeRadius / content.radius) * (1 - insetShare);
    return placeContent(layer, content, { cx: plate.cx, cy: plate.cy, scale }, geometry);
  }
  return themedShape(
    await placeContent(glyph.layer, glyph.content, placementFor(glyph.content, geometry, insetShare, glyph.layer), geometry),
  );
}

/** The themed layer, never blank nor solid: a derived or uploaded glyph, else a disc, with a warning when not clean. */
async function themedLayer(
  inputs: AdaptiveInputs,
  geometry: LayerGeometry,
  insetShare: number,
  artwork: Artwork | undefined,
): Promise<{ layer: RawImage; coverage: number; source: GlyphSource | 'none'; warnings: string[] }> {
  const warnings: string[] = [];
  const glyph = chooseGlyph(inputs, artwork);
  let monochrome = glyph ? await placeGlyph(glyph, geometry, insetShare) : await fallbackDisc(geometry);
  let coverage = safeCircleCoverage(monochrome, geometry);
  let themedSource: GlyphSource | 'none' = glyph?.source ?? 'none';
  if (glyph && (coverage < MIN_GLYPH_COVERAGE || viewportCoverage(monochrome, geometry) > MAX_VIEWPORT_COVERAGE)) {
    monochrome = await fallbackDisc(geometry);
    coverage = safeCircleCoverage(monochrome, geometry);
    themedSource = 'none';
  }
  if (themedSource === 'none') {
    warnings.push(
      'No clear shape could be found in your image for the Android themed icon, so a plain disc was used. Check the themed preview and upload a monochrome glyph (a white or black shape on a transparent background).',
    );
  } else if (themedSource === 'luminance') {
    warnings.push(
      'Your image is a picture without a separate logo, so the Android themed icon was traced from its light and dark areas. Check the themed preview; uploading a monochrome glyph gives a cleaner result.',
    );
  }
  return { layer: monochrome, coverage, source: themedSource, warnings };
}
