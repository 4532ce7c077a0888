/** A signal on 0–1 with its weight; signals a store does not provide are left out. */
export interface Signal {
  weight: number;
  value: number;
}

export const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

/** The weighted mean of the signals present, on 0–100 as an integer. */
export function weightedScore(signals: readonly (Signal | undefined)[]): number {
  const present = signals.filter((signal): signal is Signal => signal !== undefined && Number.isFinite(signal.value));
  const totalWeight = present.reduce((sum, signal) => sum + signal.weight, 0);
  if (totalWeight === 0) return 0;
  return Math.round((100 * present.reduce((sum, signal) => sum + signal.weight * clamp01(signal.value), 0)) / totalWeight);
}

/** log10 scale: 1 rating → 0, 1,000 → 0.5, 1,000,000 or more → 1. Rating counts span six orders of magnitude. */
export function logScale(count: number, max = 1_000_000): number {
  return clamp01(Math.log10(count + 1) / Math.log10(max + 1));
}

export function mean(values: readonly number[]): number | undefined {
  return values.length === 0 ? undefined : values.reduce((sum, value) => sum + value, 0) / values.length;
}

/** Longer keywords are searched less: 1 character → 1, 25 or more → 0. */
export function brevity(keyword: string): number {
  return clamp01(1 - (keyword.length - 1) / 24);
}
