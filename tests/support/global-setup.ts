import type { TestProject } from 'vitest/node';
import { startPostgresCluster } from './postgres-cluster';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

/** One PostgreSQL cluster for the whole Vitest run; each test file makes its own database in it. */
export default async function setup(project: TestProject) {
  const cluster = await startPostgresCluster();
  project.provide('postgresUrl', cluster.url);
  return () => cluster.stop();
}
