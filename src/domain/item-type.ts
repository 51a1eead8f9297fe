export * from '@halfwise/core/item-type.ts';
