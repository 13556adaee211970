/**
 * Editing a packaged DASH manifest (the MPD ffmpeg's dash muxer writes): removing video
 * Representations, as the per-title ladder (media worker) and a plan's quality cap (gateway) do.
 */

/** An attribute of an XML start tag, or undefined. */
export const tagAttribute = (tag: string, name: string): string | undefined =>
  new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** A Representation element, self-closing or with children, with its line's indentation and end. */
const REPRESENTATION =
  /[ \t]*<Representation\b[^>]*[^/]>(?:(?!<\/Representation>)[\s\S])*?<\/Representation>[ \t]*\r?\n?|[ \t]*<Representation\b[^>]*\/>[ \t]*\r?\n?/g;

/**
 * The MPD without the Representations whose start tag `drop` picks; each video AdaptationSet's
 * maxWidth/maxHeight then describe what is left in it (the widest and the tallest rendition).
 */
export function dashWithout(mpd: string, drop: (representationTag: string) => boolean): string {
  const without = mpd.replace(REPRESENTATION, (element) =>
    drop(/<Representation\b[^>]*>/.exec(element)![0]) ? '' : element,
  );
  return without.replace(/<AdaptationSet\b[^>]*>(?:(?!<\/AdaptationSet>)[\s\S])*<\/AdaptationSet>/g, (set) => {
    const open = /<AdaptationSet\b[^>]*>/.exec(set)![0];
    if (tagAttribute(open, 'maxHeight') === undefined) return set;
    const reps = [...set.matchAll(/<Representation\b[^>]*>/g)].map((m) => ({
      width: Number(tagAttribute(m[0], 'width')),
      height: Number(tagAttribute(m[0], 'height')),
    }));
    const tallest = reps.filter((r) => r.height > 0).sort((a, b) => b.height - a.height)[0];
    const widest = reps.filter((r) => r.width > 0).sort((a, b) => b.width - a.width)[0];
    if (!tallest || !widest) return set;
    const rewritten = open
      .replace(/\smaxHeight="[^"]*"/, ` maxHeight="${tallest.height}"`)
      .replace(/\smaxWidth="[^"]*"/, ` maxWidth="${widest.width}"`);
    return rewritten + set.slice(open.length);
  });
}
