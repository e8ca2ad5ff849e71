// `npm run dev`: the API server with reload on port 3000 and Vite with hot reload on 5173, which proxies /api.
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: process.env.PORT ?? '3000' },
  }),
  spawn('npx', ['vite', '--port', '5173'], { stdio: 'inherit' }),
];
console.log('Aislewise dev: open http://localhost:5173 (API on http://localhost:3000)');

function stop() {
  for (const child of children) {
    child.kill('SIGTERM');
  }
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
