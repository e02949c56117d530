export * from './branding';
export * from './constants';
export * from './entities';
export * from './errors';
export * from './inputs';
export * from './names';
export * from './score';
export * from './share';
