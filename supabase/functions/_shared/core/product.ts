/** The product's name: the spec's `{product}`. Change it here only. */
export const PRODUCT_NAME = 'Halfwise';
