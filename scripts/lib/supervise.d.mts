export declare const RESTART_MIN_MS: number;
export declare const RESTART_MAX_MS: number;
export declare const STABLE_MS: number;
export declare function nextRestartDelay(previousMs: number, ranMs: number): number;
export interface SupervisedProcess {
  index: number;
  pid: number | undefined;
  url: string;
  handle: { done: Promise<{ code: number | null; signal: NodeJS.Signals | null }> };
  start(): Promise<void>;
  stop(ms: number): Promise<void>;
}
export declare function supervise(
  server: SupervisedProcess,
  options: {
    stopping: () => boolean;
    log?: (line: string) => void;
    warn?: (line: string) => void;
    sleep?: (ms: number) => Promise<void>;
    now?: () => number;
  },
): Promise<void>;
