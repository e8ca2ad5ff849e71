export * from './ai-schema';
export * from './auth-schema';
export * from './billing-schema';
export * from './changes-schema';
export * from './lists-schema';
export * from './live-schema';
export * from './meals-schema';
export * from './stores-schema';
