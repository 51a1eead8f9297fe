export * from '@halfwise/core/display-name.ts';
