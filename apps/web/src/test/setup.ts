// The build-time constants Vite defines (vite.config.ts), for component tests.
Object.assign(globalThis, { __STORE_SLUG__: 'loja', __ANON_KEY__: 'test-anon-key' });

export {};
