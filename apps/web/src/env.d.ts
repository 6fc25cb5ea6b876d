declare const __STORE_SLUG__: string;
declare const __ANON_KEY__: string;
