import { createContext, useContext } from 'react';
import { DEFAULT_PRODUCT_SLUG } from '@prisme/domain';

/** The product slug of the running app (config), for links to /{product}-reports/…. */
export const ProductSlugContext = createContext<string>(DEFAULT_PRODUCT_SLUG);

export const useProductSlug = () => useContext(ProductSlugContext);
