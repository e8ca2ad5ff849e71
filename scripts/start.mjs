// `npm start`: build the web app and the server when they are missing or their sources changed, then run the
// built server in this process. With --build-only it stops after the build (benchmarks that serve the built
// app use that).
import { buildApp } from './build.mjs';

if (!(await buildApp())) {
  process.exit(1);
}
if (process.argv.includes('--build-only')) {
  process.exit(0);
}
await import('../dist/server/main.js');
