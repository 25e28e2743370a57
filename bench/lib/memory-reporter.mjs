// Preloaded into a server process by the soak (`node --import bench/lib/memory-reporter.mjs dist/main.js`): writes
// the process's memory (process.memoryUsage(): rss, heapUsed, heapTotal, external) as one JSON line to
// MEMORY_REPORT_FILE every second, replacing the previous one. Nothing else of the process changes.
import { renameSync, writeFileSync } from 'node:fs';

const file = process.env.MEMORY_REPORT_FILE;
if (file) {
  const target = `${file}.${process.env.PORTAL_PROCESS_INDEX ?? process.pid}`;
  const write = () => {
    writeFileSync(`${target}.tmp`, JSON.stringify({ at: Date.now(), ...process.memoryUsage() }));
    renameSync(`${target}.tmp`, target);
  };
  setInterval(write, 1000).unref();
  write();
}
