export * from './common';
export * from './meetings';
export * from './courses';
export * from './users';
export * from './contact';
export * from './images';
export * from './health';
export * from './desktop';
