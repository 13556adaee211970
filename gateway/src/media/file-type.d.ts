// file-type ships ESM with types behind package "exports", which this CommonJS build's module
// resolution does not read; Node ≥ 20.19 loads it through require(). The one function used here:
declare module 'file-type' {
  export function fileTypeFromBuffer(
    buffer: Uint8Array | ArrayBuffer,
  ): Promise<{ ext: string; mime: string } | undefined>;
}
