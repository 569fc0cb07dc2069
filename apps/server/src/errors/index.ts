export * from './app-errors.ts';
export { registerErrorHandler, registerNotFoundHandler } from './error-handler.ts';
