import type { TestProject } from 'vitest/node';
import { ensureServerBuilt } from './built-server';
import { startPostgresCluster } from './postgres-cluster';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

/** One PostgreSQL cluster for the whole Vitest run (each test file makes its own database in it), and the server bundle. */
export default async function setup(project: TestProject) {
  // Tests that start the server as a process run the production bundle.
  ensureServerBuilt();
  const cluster = await startPostgresCluster();
  project.provide('postgresUrl', cluster.url);
  return () => cluster.stop();
}
