// The suspensions area's face (decision 076): its routes plugin and what other modules, the seed and the tests use.
export { suspensionRoutes } from './routes';
export { actOnSuspensionRecord, createSuspensionRecord, findSuspensionBySeedKeys, registerSuspensionKind } from './service';
export type { SuspensionsContext } from './service';
