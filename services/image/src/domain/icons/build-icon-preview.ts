import type { IconPreviewRequest, IconPreviewResponse } from '@aiapp/contracts';
import type { z } from 'zod';
import { artworkWarnings } from './artwork';
import { adaptiveSummary, previewsOut, startIconLayers } from './build-icon-set';

/**
 * `POST /api/preview-icon`: the icon form's live preview. The same layers as the set
 * (`startIconLayers`), of which only the launcher previews are encoded: the page shows what the
 * set will hold, not a browser approximation of it.
 */
export async function buildIconPreview(request: z.output<typeof IconPreviewRequest>): Promise<IconPreviewResponse> {
  const { image, separated, layers } = await startIconLayers(request);
  const [previews, report, { separation }] = await Promise.all([layers.previews, layers.adaptiveReport, separated]);
  return {
    previews: previewsOut(previews),
    adaptive: adaptiveSummary(separation.kind, report),
    warnings: [...artworkWarnings(image, separation.kind), ...report.warnings],
  };
}
