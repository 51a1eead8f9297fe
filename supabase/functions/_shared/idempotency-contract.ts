export * from './core/idempotency-contract.ts';
