/**
 * The attached photo ids an entry is saved with: only those still in the cruise's album. A photo
 * deleted elsewhere stays in the dialog's selection, unseen and impossible to untick, and the
 * server would refuse every save with 'Photo not found'. While the album is not known, all of them.
 */
export function attachablePhotoIds(
  selected: readonly string[],
  album: readonly { id: string }[] | undefined,
): string[] {
  if (!album) return [...selected];
  const inAlbum = new Set(album.map((photo) => photo.id));
  return selected.filter((id) => inAlbum.has(id));
}
