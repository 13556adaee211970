/**
 * The genre options viewers filter by and admins pick from: every active category, plus the
 * genres videos carry that no deactivated category hides. Values are upper-case, as videos store
 * their genre, and sorted.
 */
export function genreOptions(
  videoGenres: readonly string[],
  categories: { active: readonly string[]; inactive: readonly string[] },
): string[] {
  const hidden = new Set(categories.inactive);
  const genres = new Set(categories.active);
  for (const genre of videoGenres) if (genre && !hidden.has(genre)) genres.add(genre);
  return [...genres].sort();
}
