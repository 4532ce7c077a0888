import { storeSetZipFileName } from '@aiapp/contracts';
import { useMemo, useState } from 'react';
import { DownloadButton } from '../../components/actions/DownloadButton';
import { formatBytes } from '../../components/upload/imageFiles';
import { exportSet, type ExportedSet } from './composer/exportSet';
import { renderSetFile } from './composer/renderFile';
import { setFiles, type ComposedSet, type SetFile } from './composer/setFiles';
import { MockupResult } from './MockupResult';
import { SetThumbnail } from './SetThumbnail';
import type { RenderedMockup } from './renderMockup';

/** Files grouped by store slot, in the order the stores list them. */
function bySlot(files: readonly SetFile[]): SetFile[][] {
  const groups = new Map<string, SetFile[]>();
  for (const file of files) groups.set(file.target.id, [...(groups.get(file.target.id) ?? []), file]);
  return [...groups.values()];
}

function StoreSet({ set }: { set: ComposedSet }) {
  const files = useMemo(() => setFiles(set), [set]);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [exported, setExported] = useState<ExportedSet | null>(null);
  const zipBytes = exported?.files.reduce((sum, file) => sum + file.bytes, 0) ?? 0;

  const buildZip = async () => {
    setExported(null);
    const result = await exportSet(set, (done, total) => setProgress({ done, total }));
    setProgress(null);
    setExported(result);
    return result.zip;
  };

  return (
    <div className="store-set">
      <h3 className="store-set__title">Store screenshots</h3>
      <p className="field__hint">
        {files.length} PNGs without an alpha channel, at the exact sizes App Store Connect and Google Play take, plus the Play
        feature graphic.
      </p>
      <div className="action-row">
        <DownloadButton
          label="Download all (ZIP)"
          fileName={storeSetZipFileName(set.appName)}
          type="application/zip"
          content={buildZip}
        />
      </div>
      <p className="field__hint store-set__status" role="status">
        {progress
          ? `Rendering image ${progress.done} of ${progress.total}…`
          : exported
            ? `${exported.files.length} images, ${formatBytes(zipBytes)}, rendered in ${(exported.milliseconds / 1000).toFixed(1)} s${
                exported.workers > 0 ? ` by ${exported.workers} background worker${exported.workers > 1 ? 's' : ''}` : ''
              }.`
            : ''}
      </p>
      <div className="store-set__slots">
        {bySlot(files).map((group) => {
          const { target } = group[0]!;
          return (
            <div key={target.id} className="store-set__slot">
              <p className="store-set__slot-title">
                {target.store} · {target.label} · {target.width}×{target.height}
              </p>
              <ul className="store-set__thumbnails">
                {group.map((file) => {
                  const name = file.shot === null ? target.label : `${target.store} ${target.label} screenshot ${file.shot + 1}`;
                  return (
                    <li key={file.zipPath} className="set-thumbnail">
                      <SetThumbnail set={set} file={file} name={name} />
                      <DownloadButton
                        variant="secondary"
                        label="Download"
                        accessibleName={`Download ${name}`}
                        fileName={file.fileName}
                        type="image/png"
                        content={async () => (await renderSetFile(set, file, document.createElement('canvas'))) as BlobPart}
                      />
                    </li>
                  );
                })}
              </ul>
            </div>
          );
        })}
      </div>
    </div>
  );
}

/**
 * The unlocked result: the store set follows the form as it is now (edits after generating
 * still export), the classic mockup is the one generated.
 */
export function ComposerResult({ classic, set }: { classic: RenderedMockup; set: ComposedSet | null }) {
  return (
    <>
      {set ? <StoreSet set={set} /> : <p className="field__hint">Add a screenshot to export the store set.</p>}
      <h3 className="store-set__title">Classic mockup</h3>
      <MockupResult mockup={classic} />
    </>
  );
}
