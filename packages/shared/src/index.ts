export * from './api.ts';
export * from './format.ts';
export * from './pagination.ts';
export * from './permissions.ts';
export * from './validation-messages.ts';
