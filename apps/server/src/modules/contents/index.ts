// The contents area's face (decision 076): its routes plugin and what other modules, the seed and the tests use.
export { contentsRoutes } from './routes';
export { addContentsVersion, ensureContents, htmlToText, sanitizeHtml } from './service';
