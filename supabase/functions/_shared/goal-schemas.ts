export * from './core/goal-schemas.ts';
