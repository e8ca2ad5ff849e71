export * from './ai-schema';
export * from './auth-schema';
export * from './lists-schema';
