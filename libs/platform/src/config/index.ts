export * from './settings.js';
export * from './service-list.js';
