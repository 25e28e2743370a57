export * from './platform';
export * from './identity';
export * from './accounts';
export * from './content';
export * from './files';
export * from './workspace';
