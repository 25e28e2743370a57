// The audit-packs area's face (decision 081): its routes plugin and what the seed, the scripts and the tests use.
export { auditPackRoutes } from './routes';
export { buildPack, JOB_AUDIT_PACKS, queueSeedPack, runPackJob } from './service';
export { PACK_SECTIONS } from './sections';
export { portalKeys, publishedKey, keysFromPublished, packSigner } from './signing';
export type { PackKey } from './signing';
export { DEFAULT_VERIFY_LIMITS, verificationText, verifyPack } from './verify';
