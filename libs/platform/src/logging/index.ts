export * from './logging.module.js';
