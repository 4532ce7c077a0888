/** One file of a generated ZIP, by its path inside the archive. */
export interface ZipEntry {
  readonly path: string;
  readonly data: Buffer;
}
