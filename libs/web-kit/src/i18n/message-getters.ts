/**
 * An app's plain messages as an object of getters (`MESSAGES.loading`), each reading `<prefix><key>`
 * from the active catalog whenever it is used, so a language switch shows at once and components
 * and tests read the same strings.
 */
export function messageGetters<P extends string, K extends string>(
  keys: readonly P[],
  prefix: string,
  t: (key: K) => string,
): { readonly [key in P]: string } {
  const messages = {} as { readonly [key in P]: string };
  for (const key of keys) {
    Object.defineProperty(messages, key, { enumerable: true, get: () => t(`${prefix}${key}` as K) });
  }
  return messages;
}
