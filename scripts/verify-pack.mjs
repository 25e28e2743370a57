#!/usr/bin/env node
// `npm run verify-pack FILE [--key PUBLIC.pem ...] [--keys-url URL]`: verifies an audit pack offline (decision 081).
// Every file against the manifest's SHA-256 and size, files missing or added, and the manifest's Ed25519 signature
// against the portal's public keys: the PEM files given with --key (from the key call, GET
// /apis/v1/common/audit-pack-keys), else the key call's answer at --keys-url, else the keys of the local server's data
// directory (DATA_DIR, default ./data: its public halves only). The verifier is the server's own
// (apps/server/src/modules/audit-packs/verify.ts), the one the verification page uses.
// Exit codes: 0 the pack verifies; 1 it does not (each problem printed with its file); 2 the command could not run.
import { createPrivateKey, createPublicKey } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';

const USAGE = 'usage: npm run verify-pack FILE [--key PUBLIC.pem]... [--keys-url URL] [--json]';

function fail(message) {
  process.stderr.write(`verify-pack: ${message}\n${USAGE}\n`);
  process.exit(2);
}

const args = process.argv.slice(2);
const keyFiles = [];
let keysUrl;
let file;
let json = false;
for (let i = 0; i < args.length; i++) {
  const a = args[i];
  if (a === '--key') keyFiles.push(args[++i] ?? fail('--key needs a file'));
  else if (a === '--keys-url') keysUrl = args[++i] ?? fail('--keys-url needs a URL');
  else if (a === '--json') json = true;
  else if (a === '--help' || a === '-h') {
    process.stdout.write(`${USAGE}\n`);
    process.exit(0);
  } else if (a.startsWith('--')) fail(`unknown option ${a}`);
  else if (file) fail('one pack at a time');
  else file = a;
}
if (!file) fail('name the pack to verify');
// npm runs scripts from the repository's root; a relative name is the caller's (INIT_CWD).
const packPath = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
if (!existsSync(packPath) || !statSync(packPath).isFile()) fail(`no such file: ${packPath}`);

const { verifyPack, verificationText } = await tsImport('../apps/server/src/modules/audit-packs/verify.ts', import.meta.url);
const { keyIdOf, KEY_FILE_NAME, RETIRED_DIR_NAME } = await tsImport('../apps/server/src/modules/audit-packs/signing.ts', import.meta.url);

const asKey = (publicKey) => ({ keyId: keyIdOf(publicKey), publicKey, current: false });
let keys = [];
try {
  if (keyFiles.length) {
    keys = keyFiles.map((f) => asKey(createPublicKey(readFileSync(path.resolve(process.env.INIT_CWD ?? process.cwd(), f), 'utf8'))));
  } else if (keysUrl) {
    const res = await fetch(keysUrl, { headers: { accept: 'application/json' } });
    if (!res.ok) fail(`${keysUrl} answered ${res.status}`);
    keys = (await res.json()).keys.map((k) => asKey(createPublicKey(k.publicKeyPem)));
  } else {
    const dir = path.join(path.resolve(process.env.DATA_DIR ?? 'data'), 'keys');
    const own = process.env.AUDIT_PACK_KEY_FILE ?? path.join(dir, KEY_FILE_NAME);
    if (existsSync(own)) keys.push(asKey(createPublicKey(createPrivateKey(readFileSync(own, 'utf8')))));
    const retired = path.join(dir, RETIRED_DIR_NAME);
    if (existsSync(retired))
      for (const n of readdirSync(retired).filter((x) => x.endsWith('.pem')))
        keys.push(asKey(createPublicKey(readFileSync(path.join(retired, n), 'utf8'))));
    if (!keys.length) fail(`no portal key found under ${dir}: give --key PUBLIC.pem or --keys-url URL`);
  }
} catch (err) {
  fail(`the keys could not be read: ${err.message}`);
}

let result;
try {
  result = await verifyPack(packPath, keys);
} catch (err) {
  fail(`the pack could not be read: ${err.message}`);
}
process.stdout.write(json ? JSON.stringify(result, null, 2) + '\n' : verificationText(result));
process.exit(result.ok ? 0 : 1);
