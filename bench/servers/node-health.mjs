// bench/startup's floor: bare Node answering /api/health, started the same way as the app.
import { createServer } from 'node:http';

createServer((request, response) => {
  response.writeHead(request.url === '/api/health' ? 200 : 404, { 'content-type': 'application/json' });
  response.end('{"status":"ok"}');
}).listen(Number(process.env.PORT));
