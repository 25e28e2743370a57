import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../platform/deps';

/** One entry per business area, registered in this order under its prefix. */
export interface ModuleEntry {
  name: string;
  prefix: string;
  plugin: FastifyPluginAsync<AppDeps>;
}

export const modules: ModuleEntry[] = [];
