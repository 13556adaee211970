/** The /search URL for a search box entry, or null for blank input (docs/product.md §2, §5). */
export function searchPath(input: string): string | null {
  const query = input.trim();
  if (!query) return null;
  return `/search?q=${encodeURIComponent(query)}`;
}
