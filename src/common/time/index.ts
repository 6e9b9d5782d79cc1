export * from './instant';
export * from './duration';
export * from './zone';
export * from './local-days';
export * from './clock';
