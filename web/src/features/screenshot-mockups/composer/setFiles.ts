import { storeImageFileName } from '@aiapp/contracts';
import { DEVICE_MODELS } from './devices';
import type { CompositionStyle, ShotContent } from './drawShot';
import { FEATURE_GRAPHIC, storeTargets, type StoreTarget } from './storeTargets';

/** One image of an exported set: where it goes in the ZIP and what it is called on its own. */
export interface SetFile {
  target: StoreTarget;
  /** 0-based screenshot in the set; null for the feature graphic. */
  shot: number | null;
  zipPath: string;
  fileName: string;
}

export interface ShotText {
  headline: string;
  subline: string;
}

export interface ComposedSet {
  appName: string;
  /** Ids of the store sizes to export (StoreTarget ids); sizes of the other device class are ignored. */
  targetIds: readonly string[];
  style: CompositionStyle;
  shots: readonly (ShotText & { image: ShotContent['image'] })[];
}

/** Every file a set exports to, in order: each chosen store slot for each screenshot, then the feature graphic. */
export function setFiles(set: ComposedSet): SetFile[] {
  const files: SetFile[] = [];
  const chosen = storeTargets(DEVICE_MODELS[set.style.device].deviceClass).filter((target) => set.targetIds.includes(target.id));
  for (const target of chosen) {
    set.shots.forEach((_, shot) => {
      const position = shot + 1;
      files.push({
        target,
        shot,
        zipPath: `${target.folder}/${String(position).padStart(2, '0')}.png`,
        fileName: storeImageFileName(set.appName, target.id, position),
      });
    });
  }
  files.push({
    target: FEATURE_GRAPHIC,
    shot: null,
    zipPath: `${FEATURE_GRAPHIC.folder}/feature-graphic.png`,
    fileName: storeImageFileName(set.appName, FEATURE_GRAPHIC.id),
  });
  return files;
}
