// By path, not `@halfwise/core/`: vite.config.ts reaches this file through the PWA options, and Vite bundles its
// config without aliases.
export { PRODUCT_NAME } from '../../supabase/functions/_shared/core/product.ts';
