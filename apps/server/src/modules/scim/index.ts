// The SCIM area's face (decision 089): its routes plugin (the tokens' calls and the SCIM 2.0 service under /scim/v2),
// and what the seed, the bench and the tests use.
export { scimRoutes, SCIM_RATE } from './routes';
export { namesFrom, parseFilter } from './protocol';
export { scimBaseUrl } from './service';
