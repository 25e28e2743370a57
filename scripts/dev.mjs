#!/usr/bin/env node
// `npm run dev`: the server with reload (tsx watch) and the web app with hot reload (Vite), side by side.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.PORT ?? '3000';
const env = { ...process.env, PORT: port, DATA_DIR: process.env.DATA_DIR ?? path.join(root, 'data') };
const procs = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/main.ts'], { cwd: path.join(root, 'apps/server'), stdio: 'inherit', env }),
  spawn('npx', ['vite', '--port', process.env.WEB_PORT ?? '5173'], { cwd: path.join(root, 'apps/web'), stdio: 'inherit', env }),
];
console.info(`dev: API on http://localhost:${port}, web app with hot reload on http://localhost:${process.env.WEB_PORT ?? '5173'}`);
const stop = () => procs.forEach((p) => p.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const p of procs)
  p.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
