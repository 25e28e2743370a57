// The files area's face (decision 076): its routes plugin and what other modules, the seed and the tests use.
export { fileRoutes } from './routes';
export {
  attachFiles,
  contentDisposition,
  fileServiceOf,
  listFilesOf,
  ORPHAN_TTL_MS,
  receiveUploads,
  releaseFilesOf,
  storedFilesOf,
} from './service';
export type { StagedFile } from './service';
