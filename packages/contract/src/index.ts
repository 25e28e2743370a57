export * from './common';
export * from './constants';
export * from './text';
export * from './errors/index';
export * from './pages';
export * from './menus';
