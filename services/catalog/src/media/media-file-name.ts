/** Image types catalog stores and serves, by file extension. */
export const IMAGE_CONTENT_TYPES: Readonly<Record<string, string>> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

/** One plain file name: no path separators, no dot files, a known image extension. */
const SAFE_FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}\.([a-z]{3,4})$/;
/** A vendor's folder: its user id, lowercase (spec 2 §7: `{userId}/{timestamp}_{index}.{ext}`). */
const OWNER = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The content type of a safe image file name, or null when the name is not one we would ever store. */
export function imageContentType(fileName: string): string | null {
  const match = SAFE_FILE_NAME.exec(fileName);
  return match ? (IMAGE_CONTENT_TYPES[match[1]] ?? null) : null;
}

/**
 * The content type of a safe storage key, or null: a safe file name (demo images), or one inside its
 * owner's folder (`{userId}/{file}`); nothing else, so a key can never leave the images' folder.
 */
export function imageKeyContentType(key: string): string | null {
  const parts = key.split('/');
  if (parts.length === 1) return imageContentType(key);
  if (parts.length === 2 && OWNER.test(parts[0])) return imageContentType(parts[1]);
  return null;
}
