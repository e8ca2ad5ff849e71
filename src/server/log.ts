import type { Config } from './config';

type Level = 'debug' | 'info' | 'warn' | 'error';
const rank: Record<Config['logLevel'], number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

/** Structured JSON logging: one line per event on stdout. */
export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

/** A logger that drops lines below the configured level. */
export function createLogger(level: Config['logLevel'], write: (line: string) => void = writeLine): Logger {
  const emit = (lineLevel: Level, message: string, fields?: Record<string, unknown>) => {
    if (rank[lineLevel] < rank[level]) {
      return;
    }
    write(JSON.stringify({ time: new Date().toISOString(), level: lineLevel, msg: message, ...fields }));
  };
  return {
    debug: (message, fields) => emit('debug', message, fields),
    info: (message, fields) => emit('info', message, fields),
    warn: (message, fields) => emit('warn', message, fields),
    error: (message, fields) => emit('error', message, fields),
  };
}

function writeLine(line: string): void {
  process.stdout.write(`${line}\n`);
}
