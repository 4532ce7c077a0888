/** An <img> never runs scripts inside the SVG, so the server's markup is shown as-is. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
