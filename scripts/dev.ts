/** `npm run dev`: the API in watch mode on API_PORT (8080) and Vite with hot reload proxying to it. */
import { spawn, type ChildProcess } from 'node:child_process';
import { ensureMessages } from './messages.ts';

ensureMessages();
const apiPort = process.env.API_PORT ?? process.env.PORT ?? '8080';
const children: ChildProcess[] = [
  spawn(process.execPath, ['--watch', '--import', 'tsx', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, NODE_ENV: 'development' },
  }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js'], {
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];

const stop = (code = 0) => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
};
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());
