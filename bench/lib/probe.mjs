import { Worker } from 'node:worker_threads';

/**
 * The /healthz prober, in a worker thread of its own (plain JavaScript evaluated there: the bench's own imports are
 * TypeScript): one request at a time on a kept-alive connection, every 2 ms, until told to stop.
 */
const PROBE = `
const http = require('node:http');
const { parentPort, workerData } = require('node:worker_threads');
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const latencies = [];
let stop = false;
parentPort.on('message', (m) => { if (m === 'stop') stop = true; });
const once = () => new Promise((resolve, reject) => {
  const t0 = process.hrtime.bigint();
  const req = http.get(workerData.base + '/healthz', { agent }, (res) => {
    res.resume();
    res.on('end', () => resolve(Number(process.hrtime.bigint() - t0) / 1e6));
  });
  req.on('error', reject);
});
(async () => {
  while (!stop) {
    latencies.push(await once());
    await new Promise((r) => setTimeout(r, 2));
  }
  agent.destroy();
  parentPort.postMessage(latencies);
})();
`;

export function startProbe(base) {
  const worker = new Worker(PROBE, { eval: true, workerData: { base } });
  return {
    async stop() {
      const result = new Promise((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
      });
      worker.postMessage('stop');
      const latencies = await result;
      await worker.terminate();
      return latencies;
    },
  };
}
