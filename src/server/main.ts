// The entry point (`node dist/server/main.js`). V8's memory flags must be set before anything else loads, and
// the packages a module imports are evaluated before its own code, so the server comes in by a dynamic import.
import './lean-heap';

await import('./run-server');
