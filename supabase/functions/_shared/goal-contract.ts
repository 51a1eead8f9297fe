export * from './core/goal-contract.ts';
