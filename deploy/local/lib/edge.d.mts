/** Types of edge.mjs for the TypeScript tests that start an edge of their own. */
export declare const NJS_MODULE: string;
export declare function edgeConfig(options: {
  port: string | number;
  origin: string;
  dir: string;
  checkSeconds?: number;
  liveOrigin?: string;
}): string;
export declare function mediaEdge(options: {
  port: string | number;
  origin: string;
  dir: string;
  liveOrigin?: string;
}): {
  name: string;
  command: string;
  args: string[];
  ready: string;
  readyTimeoutMs: number;
  live: string;
};
