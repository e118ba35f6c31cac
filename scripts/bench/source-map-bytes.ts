/**
 * Attributes the bytes of a built chunk to its sources through the chunk's source map: the bytes of
 * each generated line between one mapping and the next belong to the first mapping's source.
 * Pure, no dependencies (the Base64 VLQ of the source map v3 format is decoded here).
 */

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((char, index) => [char, index]));

/** Decodes one segment of a `mappings` string ("AAAA,SAAS") into its numbers. */
export function decodeVlqSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = DIGIT.get(char);
    if (digit === undefined) throw new Error(`Invalid Base64 VLQ character "${char}" in "${segment}".`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  if (shift !== 0) throw new Error(`Unterminated Base64 VLQ segment "${segment}".`);
  return values;
}

export interface SourceMapV3 {
  sources: string[];
  mappings: string;
}

/** Bytes (UTF-16 code units of the generated code) per source; unmapped code counts as "(unmapped)". */
export function bytesBySource(code: string, map: SourceMapV3): Map<string, number> {
  const totals = new Map<string, number>();
  const add = (source: string, bytes: number) => {
    if (bytes > 0) totals.set(source, (totals.get(source) ?? 0) + bytes);
  };
  const lines = code.split('\n');
  const mappingLines = map.mappings.split(';');
  let sourceIndex = 0;
  lines.forEach((line, lineIndex) => {
    const segments = (mappingLines[lineIndex] ?? '').split(',').filter(Boolean);
    let column = 0;
    let cursor = 0;
    let current = '(unmapped)';
    for (const segment of segments) {
      const [columnDelta = 0, sourceDelta] = decodeVlqSegment(segment);
      column += columnDelta;
      add(current, column - cursor);
      cursor = column;
      if (sourceDelta === undefined) {
        current = '(unmapped)';
      } else {
        sourceIndex += sourceDelta;
        current = map.sources[sourceIndex] ?? '(unmapped)';
      }
    }
    add(current, line.length - cursor + (lineIndex < lines.length - 1 ? 1 : 0)); // + the newline
  });
  return totals;
}

/** "react-aria-components", "@react-aria/utils" or "src/app" for a source path of a build. */
export function packageOf(source: string): string {
  const inModules = /node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(
    source,
  );
  if (inModules?.[1]) return inModules[1].replace('\\', '/');
  const inSrc = /(?:^|[\\/])(src[\\/][^\\/]+(?:[\\/][^\\/.]+(?=[\\/]))?)/.exec(source);
  return inSrc?.[1]?.replaceAll('\\', '/') ?? source;
}
