// The few calls of archiver 5 the pack writer uses (the package ships no types; decision 081).
declare module 'archiver' {
  import type { Readable, Transform } from 'node:stream';
  interface EntryData {
    name: string;
    date?: Date;
    store?: boolean;
  }
  interface Archiver extends Transform {
    append(source: Readable | Buffer | string, data: EntryData): this;
    finalize(): Promise<void>;
    abort(): this;
    pointer(): number;
  }
  function archiver(format: 'zip', options?: { zlib?: { level?: number }; forceZip64?: boolean; store?: boolean }): Archiver;
  export default archiver;
  export type { Archiver };
}
