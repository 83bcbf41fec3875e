/**
 * The file name of a download, from its Content-Disposition header (spec §7: "blobs named
 * from the content-disposition header"). RFC 6266: `filename*` (RFC 5987, UTF-8 and
 * percent-encoded) wins over the plain `filename`. Path parts are dropped, so a name can
 * never point elsewhere than the downloads folder.
 */
export function fileNameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  let name: string | undefined;
  if (extended) {
    try {
      name = decodeURIComponent(extended[2]!.trim().replace(/^"|"$/g, ''));
    } catch {
      name = undefined;
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(header);
    name = plain ? (plain[1]?.replace(/\\(.)/g, '$1') ?? plain[2]?.trim()) : undefined;
  }
  const base = name?.split(/[\\/]/).pop()?.trim();
  return base ? base : fallback;
}
