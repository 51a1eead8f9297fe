export * from './core/budget-types.ts';
