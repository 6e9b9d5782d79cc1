// The request context lives in src/context (it imports nothing), so src/db can use it without
// depending on src/common, which itself depends on src/db. Existing imports keep working.
export * from '../context/request-context';
