export * from './http-error.filter.js';
export * from './validation.pipe.js';
