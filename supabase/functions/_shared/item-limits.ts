export * from './core/item-limits.ts';
