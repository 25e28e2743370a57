// The notices area's face (decision 076): its routes plugin and what other modules, the seed and the tests use.
export { noticeRoutes } from './routes';
export { searchNotices } from './service';
