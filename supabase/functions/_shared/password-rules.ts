export * from './core/password-rules.ts';
