export * from './core/money-limits.ts';
