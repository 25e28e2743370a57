export * from './platform';
export * from './identity';
