/**
 * The server's English messages (the contracts' message catalogs) by text, each to its catalog key
 * `server.<catalog>.<name>`, so a translated catalog can say the same thing in its language
 * (docs/i18n.md). Only the fixed texts: messages built with a number fall back to their error code's
 * message.
 */
export function serverMessageKeys(catalogs: Record<string, Record<string, unknown>>): ReadonlyMap<string, string> {
  return new Map(
    Object.entries(catalogs).flatMap(([catalog, messages]) =>
      Object.entries(messages)
        .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
        .map(([name, text]) => [text, `server.${catalog}.${name}`] as const),
    ),
  );
}
