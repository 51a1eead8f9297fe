export * from './core/contact-contract.ts';
