export * from './core/budget-schemas.ts';
