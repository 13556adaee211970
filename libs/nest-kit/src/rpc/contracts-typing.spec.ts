import { join, resolve } from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';

/*
 * The contracts are only worth something if a handler or an event that breaks them fails to
 * compile. Each fixture below is compiled, with the repository's tsconfig paths, as a file of this
 * folder: the correct one must compile clean, each broken one must fail on the line marked `// ✗`
 * and nowhere else (so a fixture that fails for another reason, say a wrong import, is caught).
 */

const here = __dirname;
const repoRoot = resolve(here, '../../../..');

const imports = `
import { Controller } from '@nestjs/common';
import {
  AuthEvents,
  CatalogEvents,
  CatalogPatterns,
  type EventEnvelope,
  type RpcRequest,
  type UserErasedEvent,
  type Video,
  type VideoDeletedEvent,
} from '@streamhub/contracts';
import { EventHandler, EventPublisher, RpcHandler, makeEvent } from '@streamhub/nest-kit';
declare const video: Video;
declare const publisher: EventPublisher;
`;

const fixtures = {
  correct: `${imports}
@Controller()
export class Handlers {
  @RpcHandler(CatalogPatterns.getVideo)
  get(request: RpcRequest<{ id: string }>): Promise<Video> {
    return Promise.resolve({ ...video, _id: request.body.id });
  }

  @EventHandler(CatalogEvents.videoDeleted)
  async deleted(event: EventEnvelope<VideoDeletedEvent>): Promise<void> {
    await publisher.publish(makeEvent(AuthEvents.userErased, event.key, { userId: event.key, requestedAt: event.occurredAt }));
  }
}
`,
  wrongReply: `${imports}
@Controller()
export class Handlers {
  @RpcHandler(CatalogPatterns.getVideo) // ✗
  get(_request: RpcRequest<{ id: string }>): Promise<Video[]> {
    return Promise.resolve([video]);
  }
}
`,
  wrongBody: `${imports}
@Controller()
export class Handlers {
  @RpcHandler(CatalogPatterns.getVideo) // ✗
  get(_request: RpcRequest<{ videoId: string }>): Promise<Video> {
    return Promise.resolve(video);
  }
}
`,
  wrongPayload: `${imports}
export const erased = makeEvent(AuthEvents.userErased, 'u1', { userId: 'u1' }); // ✗
`,
  wrongPublishedPayload: `${imports}
const deleted = makeEvent(AuthEvents.userDeleted, 'u1', { userId: 'u1' });
export const sent = publisher.publish({ ...deleted, type: AuthEvents.userErased }); // ✗
`,
  wrongEventHandler: `${imports}
@Controller()
export class Handlers {
  @EventHandler(CatalogEvents.videoDeleted) // ✗
  async deleted(_event: EventEnvelope<UserErasedEvent>): Promise<void> {}
}
`,
} satisfies Record<string, string>;

type Fixture = keyof typeof fixtures;
const fileOf = (name: Fixture) => join(here, `__typing-fixture-${name}.ts`);

/** The line (1-based) of every error each fixture has, by fixture. */
let errorLines: Record<Fixture, number[]>;
let messages: Record<Fixture, string[]>;

beforeAll(() => {
  const configFile = join(repoRoot, 'tsconfig.base.json');
  const { config } = ts.readConfigFile(configFile, ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, repoRoot, { noEmit: true }, configFile);
  const sources = new Map(Object.keys(fixtures).map((name) => [fileOf(name as Fixture), fixtures[name as Fixture]]));
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  host.fileExists = (file) => sources.has(file) || fileExists.call(host, file);
  host.readFile = (file) => sources.get(file) ?? readFile.call(host, file);
  host.getSourceFile = (file, languageVersion, ...rest) => {
    const text = sources.get(file);
    return text !== undefined
      ? ts.createSourceFile(file, text, languageVersion, true)
      : getSourceFile.call(host, file, languageVersion, ...rest);
  };
  const program = ts.createProgram([...sources.keys()], options, host);
  errorLines = {} as Record<Fixture, number[]>;
  messages = {} as Record<Fixture, string[]>;
  for (const name of Object.keys(fixtures) as Fixture[]) {
    const file = program.getSourceFile(fileOf(name));
    if (!file) throw new Error(`fixture ${name} is not in the program`);
    const diagnostics = [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)];
    errorLines[name] = diagnostics.map((d) => file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1);
    messages[name] = diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  }
}, 60_000);

/** The line of the `// ✗` mark in a fixture. */
function markedLine(name: Fixture): number {
  return fixtures[name].split('\n').findIndex((line) => line.includes('// ✗')) + 1;
}

function expectErrorOnMarkedLineOnly(name: Fixture): void {
  expect(errorLines[name].length, messages[name].join('\n---\n')).toBeGreaterThan(0);
  expect(new Set(errorLines[name]), messages[name].join('\n---\n')).toEqual(new Set([markedLine(name)]));
}

describe('contracts typing', () => {
  it('compiles a handler, an event handler and a published event that keep their contracts', () => {
    expect(messages.correct).toEqual([]);
  });

  it('rejects a request handler answering another reply type than its contract', () => {
    expectErrorOnMarkedLineOnly('wrongReply');
  });

  it('rejects a request handler taking another body than its contract', () => {
    expectErrorOnMarkedLineOnly('wrongBody');
  });

  it('rejects an event made with a payload its type does not declare', () => {
    expectErrorOnMarkedLineOnly('wrongPayload');
  });

  it('rejects publishing an event whose payload is not its type’s', () => {
    expectErrorOnMarkedLineOnly('wrongPublishedPayload');
  });

  it('rejects an event handler whose parameter does not take its type’s payload', () => {
    expectErrorOnMarkedLineOnly('wrongEventHandler');
  });
});
