/**
 * The group a name stands for now: whether any video (or series data) has it, and whether it is a
 * title's own group (a video created without an episode name: a movie).
 */
export interface GroupUse {
  taken: boolean;
  ownGroup: boolean;
}

/**
 * The group name of a video without an episode name whose title is already a group's name (a
 * series, another movie): its title with a short tag of its own, so a pass for the one never
 * opens the other.
 */
export function taggedGroupName(title: string, tag: string): string {
  return `${title} #${tag.toUpperCase()}`;
}

/**
 * Where a new video goes. Without an episode name (a movie), its title names its own group while
 * no group has it, else a tagged name. With one, it joins that group unless the group is a
 * movie's own (a series part never joins a movie's group).
 */
export function placeInGroup(named: boolean, use: GroupUse): 'as-named' | 'tagged' | 'conflict' {
  if (!named) return use.taken ? 'tagged' : 'as-named';
  return use.ownGroup ? 'conflict' : 'as-named';
}
